import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { MULTI_ORDER_PRODUCT_KEYS, productNameOfKey } from '@creditdesk/contracts';
import { PageFrame } from '../../../components/page-frame';
import { MultiOrder } from '../../../reports/multi-order/multi-order';
import { useMultiOrderProducts } from '../../../reports/multi-order/multi-order-products';

const TITLE = 'Order several products';
const SUBTITLE = 'One applicant, typed once: each product ordered with its own rules, and one page linking every report.';

/**
 * /products/several: several products for one applicant in one form (issue 33). The products offered
 * are those the company holds, a group of the user's grants and one applicant's identity fills
 * (the server checks all of it again at order time).
 */
export function MultiOrderPage() {
  const { offered, loading, failed, retry } = useMultiOrderProducts();
  return (
    <>
      <Button component={RouterLink} to="/products" size="small" startIcon={<ArrowBackRounded aria-hidden="true" />} sx={{ mb: 1, ml: -1 }}>
        All products
      </Button>
      <PageFrame title={TITLE} subtitle={SUBTITLE}>
        {loading ? (
          <Stack spacing={3} aria-busy="true" aria-label="Loading the order form">
            <Skeleton variant="rounded" height={120} />
            <Skeleton variant="rounded" height={360} />
          </Stack>
        ) : failed ? (
          <Alert severity="error" action={<Button onClick={retry}>Retry</Button>}>
            The products could not be loaded.
          </Alert>
        ) : offered.length < 2 ? (
          <Alert severity="info">Ordering several products together needs at least two of these granted to you: {MULTI_ORDER_PRODUCT_KEYS.map(productNameOfKey).join(', ')}. Order each from the Products page.</Alert>
        ) : (
          <MultiOrder offered={offered} />
        )}
      </PageFrame>
    </>
  );
}
