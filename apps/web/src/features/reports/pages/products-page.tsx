import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { PageFrame } from '../../../components/page-frame';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { ADMIN_MESSAGES } from '@creditdesk/contracts';
import { useGetCompanyProductsQuery, useGetMyProductAccessQuery } from '../api';
import { OrderReport } from '../components/order-report';
import { ProductCatalog } from '../components/product-catalog';

/**
 * /products: the products the company may order. Choosing one opens its order form on the same
 * route, with the product in the URL (/products?product=acrov6). Products none of the user's
 * groups grants are shown without an order button.
 */
export function ProductsPage() {
  const [params] = useSearchParams();
  const { customerId, username } = useSelector(selectAuth);
  const products = useGetCompanyProductsQuery(customerId);
  const access = useGetMyProductAccessQuery({ customerId, userName: username });
  const granted = useMemo(() => (access.data ? new Set(access.data.productList) : undefined), [access.data]);
  const wanted = params.get('product');
  const chosen = products.data?.find((p) => p.product === wanted);
  const chosenGranted = chosen && (!granted || granted.has(chosen.code));

  if (chosen && chosenGranted) {
    return (
      <>
        <Button component={RouterLink} to="/products" size="small" startIcon={<ArrowBackRounded aria-hidden="true" />} sx={{ mb: 1, ml: -1 }}>
          All products
        </Button>
        <PageFrame title={chosen.name} subtitle={chosen.description}>
          <OrderReport key={chosen.product} product={chosen.product} productName={chosen.name} />
        </PageFrame>
      </>
    );
  }

  return (
    <PageFrame title="Products" subtitle="Choose a report to order for a consumer.">
      {chosen && !chosenGranted && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {ADMIN_MESSAGES.productNotGranted(chosen.name)}
        </Alert>
      )}
      {wanted && !chosen && products.isSuccess && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          Your company is not set up to order that product. Choose one of the products below.
        </Alert>
      )}
      <ProductCatalog products={products.data} granted={granted} loading={products.isLoading} failed={products.isError} onRetry={() => void products.refetch()} />
    </PageFrame>
  );
}
