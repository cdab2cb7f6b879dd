import { useUrlQuery } from '../../../lib/use-url-query';
import { readMyReportsQuery, writeMyReportsQuery } from '../my-reports-query';

/** My Reports' filters, paging and open report, kept in the URL's query. */
export const useMyReportsQuery = () => useUrlQuery(readMyReportsQuery, writeMyReportsQuery);
