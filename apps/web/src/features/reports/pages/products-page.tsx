import type { ReactNode } from 'react';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import PlaylistAddCheckRounded from '@mui/icons-material/PlaylistAddCheckRounded';
import { PageFrame } from '../../../components/page-frame';
import { useOrderableProducts } from '../../../reports/orderable-products';
import { useMultiOrderProducts } from '../../../reports/multi-order/multi-order-products';
import { ProductCatalog } from '../components/product-catalog';

/** The list of products, grouped by family, with a notice above it (why an order page did not open). */
export function ProductsCatalogPage({ notice }: { notice?: ReactNode }) {
  const { products, granted } = useOrderableProducts();
  const { offered } = useMultiOrderProducts();
  return (
    <PageFrame
      title="Products"
      subtitle="Choose a report to order for a consumer."
      actions={
        // several products for one applicant in one form (issue 33), when the user may order two of them
        offered.length >= 2 && (
          <Button component={RouterLink} to="/products/several" variant="outlined" startIcon={<PlaylistAddCheckRounded aria-hidden="true" />}>
            Order several products
          </Button>
        )
      }
    >
      {notice}
      <ProductCatalog products={products.data} granted={granted} loading={products.isLoading} failed={products.isError} onRetry={() => void products.refetch()} />
    </PageFrame>
  );
}

/**
 * /products: the products the company holds, grouped by family; each opens its order page
 * (/products/:key). Products none of the user's groups grants are shown without an order button, and
 * products whose screens are not in the portal yet as coming to the portal. The former
 * /products?product=acrov6 goes to /products/acrov6.
 */
export function ProductsPage() {
  const [params] = useSearchParams();
  const wanted = params.get('product');
  if (wanted) return <Navigate to={`/products/${encodeURIComponent(wanted)}`} replace />;
  return <ProductsCatalogPage />;
}
