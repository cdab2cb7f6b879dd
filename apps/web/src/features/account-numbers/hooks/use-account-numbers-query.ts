import { useUrlQuery } from '../../../lib/use-url-query';
import { readAccountNumbersQuery, writeAccountNumbersQuery } from '../account-numbers-query';

/** The Account Numbers search, kept in the URL's query. */
export const useAccountNumbersQuery = () => useUrlQuery(readAccountNumbersQuery, writeAccountNumbersQuery);
