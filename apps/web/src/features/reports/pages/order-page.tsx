import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { ADMIN_MESSAGES, productByKey, type ProductKey } from '@creditdesk/contracts';
import { PageFrame } from '../../../components/page-frame';
import { OrderReport } from '../../../reports/order/order-report';
import { portalProductOf } from '../../../reports/products/registry';
import { useOrderableProducts } from '../../../reports/orderable-products';
import { ProductsCatalogPage } from './products-page';

function BackToProducts() {
  return (
    <Button component={RouterLink} to="/products" size="small" startIcon={<ArrowBackRounded aria-hidden="true" />} sx={{ mb: 1, ml: -1 }}>
      All products
    </Button>
  );
}

/**
 * /products/:key: a product's order page. The product must be one the company holds, a group of the
 * user's must grant it (the server checks both again at order time), and the portal must have its
 * screens; otherwise the products are listed with a notice saying which of these it is.
 */
export function OrderPage() {
  const { key = '' } = useParams();
  const { products, granted } = useOrderableProducts();
  const chosen = products.data?.find((p) => p.product === key);
  const portal = portalProductOf(key);

  if (products.isLoading) {
    return (
      <>
        <BackToProducts />
        <PageFrame title={productByKey(key)?.name ?? 'Order a Report'}>
          <Stack spacing={3} aria-busy="true" aria-label="Loading the order form">
            <Skeleton variant="rounded" height={220} />
            <Skeleton variant="rounded" height={360} />
          </Stack>
        </PageFrame>
      </>
    );
  }

  if (!chosen) {
    return (
      <ProductsCatalogPage
        notice={
          products.isSuccess && (
            <Alert severity="warning" sx={{ mb: 3 }}>
              Your company is not set up to order that product. Choose one of the products below.
            </Alert>
          )
        }
      />
    );
  }
  if (granted && !granted.has(chosen.code)) {
    return (
      <ProductsCatalogPage
        notice={
          <Alert severity="warning" sx={{ mb: 3 }}>
            {ADMIN_MESSAGES.productNotGranted(chosen.name)}
          </Alert>
        }
      />
    );
  }
  if (!portal) {
    return (
      <ProductsCatalogPage
        notice={
          <Alert severity="info" sx={{ mb: 3 }}>
            The {chosen.name} is coming to the portal: it cannot be ordered here yet. Choose one of the products below.
          </Alert>
        }
      />
    );
  }

  return (
    <>
      <BackToProducts />
      <PageFrame title={chosen.name} subtitle={chosen.description}>
        <OrderReport key={chosen.product} productKey={chosen.product as ProductKey} productName={chosen.name} portal={portal} />
      </PageFrame>
    </>
  );
}
