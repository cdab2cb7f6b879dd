import { useUrlQuery } from '../../../lib/use-url-query';
import { readListQuery, readRowsQuery, writeListQuery, writeRowsQuery } from '../batch-query';

/** The batch list's search, paging and order, in the URL (/batch?q=&page=&size=&sort=). */
export const useBatchListQuery = () => useUrlQuery(readListQuery, writeListQuery);

/** A batch's rows: status filter, search, paging and order, in the URL (/batch/:batchId?status=&q=&page=&size=&sort=). */
export const useRowsQuery = () => useUrlQuery(readRowsQuery, writeRowsQuery);
