import { useUrlQuery } from '../../../lib/use-url-query';
import { readListQuery, readRowsQuery, writeQuery } from '../batch-query';

/** The batch list's search and paging, in the URL (/batch?q=&page=&size=). */
export const useBatchListQuery = () => useUrlQuery(readListQuery, writeQuery);

/** A batch's rows: status filter, search and paging, in the URL (/batch/:batchId?status=&q=&page=&size=). */
export const useRowsQuery = () => useUrlQuery(readRowsQuery, writeQuery);
