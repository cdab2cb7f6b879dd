import { useUrlQuery } from '../../../lib/use-url-query';
import { readListQuery, writeListQuery } from '../template-links';

/** The template list's key words and paging, kept in the URL's query. */
export const useListQuery = () => useUrlQuery(readListQuery, writeListQuery);
