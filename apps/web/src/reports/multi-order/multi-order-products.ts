import { isMultiOrderProduct } from '@creditdesk/contracts';
import { useOrderableProducts } from '../orderable-products';
import { portalProductOf } from '../products/registry';

/** The products the user may order together for one applicant: held by the company, granted by a group, with their screens in the portal. */
export function useMultiOrderProducts() {
  const { products, granted } = useOrderableProducts();
  const offered = (products.data ?? []).filter((p) => isMultiOrderProduct(p.product) && (!granted || granted.has(p.code)) && portalProductOf(p.product));
  return { offered, loading: products.isLoading, failed: products.isError, retry: () => void products.refetch() };
}
