import { useSelector } from 'react-redux';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { useGetTemplateAccountsQuery, useGetTemplateProductsQuery } from '../api';
import { type BatchProduct, batchProductOf } from '../../../components/batch-mapping/mapping-rules';

/** What a template may choose: the company's products a batch orders, and its active account numbers. */
export function useTemplateChoices() {
  const { customerId } = useSelector(selectAuth);
  const products = useGetTemplateProductsQuery(customerId);
  const accounts = useGetTemplateAccountsQuery(customerId);
  return {
    products: (products.data ?? []).flatMap((p) => batchProductOf(p.product) ?? []) as BatchProduct[],
    accounts: (accounts.data ?? []).filter((a) => a.status === 'active'),
    loading: products.isLoading || accounts.isLoading,
    failed: products.isError || accounts.isError,
    retry: () => {
      void products.refetch();
      void accounts.refetch();
    },
  };
}
