import { useSearchParams } from 'react-router';
import { type MyReportsQuery, readMyReportsQuery, writeMyReportsQuery } from '../my-reports-query';

/** My Reports' filters, paging and open report, kept in the URL's query. */
export function useMyReportsQuery() {
  const [params, setParams] = useSearchParams();
  const query = readMyReportsQuery(params);
  const update = (change: Partial<MyReportsQuery>, options: { replace?: boolean } = {}) =>
    setParams(writeMyReportsQuery({ ...query, ...change }), { replace: options.replace });
  return { query, update };
}
