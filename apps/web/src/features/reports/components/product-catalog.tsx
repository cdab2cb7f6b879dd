import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { TELECHECK_LIST_CATALOG, TELECHECK_LIST_PRODUCT_CODES } from '@creditdesk/contracts';
import { portalProductOf } from '../../../reports/products/registry';
import type { OrderableProduct } from '../../../reports/orderable-products';
import { groupByFamily } from '../product-families';
import { ProductCard } from './product-card';

type ProductCatalogProps = {
  products: readonly OrderableProduct[] | undefined;
  /** the product codes the user's groups grant; undefined while unknown (the server decides at order time). */
  granted: ReadonlySet<string> | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
};

const GRID = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } };

/**
 * The products the company may order, as cards grouped by family; clear states while loading, on
 * failure and when there are none.
 */
export function ProductCatalog({ products, granted, loading, failed, onRetry }: ProductCatalogProps) {
  if (loading) {
    return (
      <Box sx={GRID} aria-busy="true" aria-label="Loading products">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={300} />
        ))}
      </Box>
    );
  }
  if (failed) {
    return (
      <Alert severity="error" action={<Button color="inherit" onClick={onRetry}>Try again</Button>}>
        Your products could not be loaded.
      </Alert>
    );
  }
  if (!products || products.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 6 }, textAlign: 'center' }}>
        <Box sx={{ width: 64, height: 64, mx: 'auto', borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'rgba(11,58,117,0.08)', color: 'primary.main' }}>
          <Inventory2Outlined aria-hidden="true" fontSize="large" />
        </Box>
        <Typography variant="h5" component="h2" sx={{ mt: 2 }}>
          No products to order yet
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 520, mx: 'auto' }}>
          Your company is not set up to order any report products. Your company administrator can register products
          for your account numbers; once they do, they appear here.
        </Typography>
      </Paper>
    );
  }
  const lists = listsGranted(granted);
  return (
    <Stack spacing={5}>
      {groupByFamily([...products, ...lists.map((l) => l.card)]).map((group) => (
        <Box component="section" key={group.family} aria-labelledby={`family-${group.family}`}>
          <Typography id={`family-${group.family}`} variant="h5" component="h2" sx={{ mb: 2 }}>
            {group.label}
          </Typography>
          <Box sx={GRID}>
            {group.products.map((product) => (
              <ProductCard
                key={product.product}
                product={product}
                {...(lists.find((l) => l.card === product)?.props ?? { highlights: portalProductOf(product.product)?.highlights, granted: !granted || granted.has(product.code) })}
              />
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

/**
 * The TeleCheck lists the user's groups grant (a list is read, not ordered: its card opens the list),
 * as cards of the Check verification family; none while the grants are unknown.
 */
function listsGranted(granted: ReadonlySet<string> | undefined) {
  return TELECHECK_LIST_CATALOG.filter((list) => TELECHECK_LIST_PRODUCT_CODES[list.type].some((code) => granted?.has(code))).map((list) => ({
    card: { product: `telecheck-${list.type}`, code: list.code, name: list.name, family: 'check-verification' as const, description: list.description },
    props: { highlights: [], action: { to: `/telecheck/collections-negatives?type=${list.type}`, label: 'Open' } },
  }));
}
