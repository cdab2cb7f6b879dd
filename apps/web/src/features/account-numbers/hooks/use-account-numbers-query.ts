import { useSearchParams } from 'react-router';
import { type AccountNumbersQuery, readAccountNumbersQuery, writeAccountNumbersQuery } from '../account-numbers-query';

/** The Account Numbers search, kept in the URL's query. */
export function useAccountNumbersQuery() {
  const [params, setParams] = useSearchParams();
  const query = readAccountNumbersQuery(params);
  const update = (change: Partial<AccountNumbersQuery>) => setParams(writeAccountNumbersQuery({ ...query, ...change }));
  return { query, update };
}
