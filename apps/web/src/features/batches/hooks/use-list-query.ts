import { useSearchParams } from 'react-router';
import { readListQuery, readRowsQuery, writeQuery, type ListQuery, type RowsQuery } from '../batch-query';

function useQueryState<Q extends ListQuery>(read: (params: URLSearchParams) => Q) {
  const [params, setParams] = useSearchParams();
  const query = read(params);
  const update = (change: Partial<Q>, options: { replace?: boolean } = {}) => setParams(writeQuery({ ...query, ...change }), { replace: options.replace });
  return { query, update };
}

/** The batch list's search and paging, in the URL (/batch?q=&page=&size=). */
export const useBatchListQuery = () => useQueryState<ListQuery>(readListQuery);

/** A batch's rows: status filter, search and paging, in the URL (/batch/:batchId?status=&q=&page=&size=). */
export const useRowsQuery = () => useQueryState<RowsQuery>(readRowsQuery);
