import { useUrlQuery } from '../../../lib/use-url-query';
import { defaultSizeOf, readUsersQuery, writeUsersQuery, type UsersFilters } from '../users-query';

/** The users list's filters and paging, kept in the URL's query. */
export function useUsersQuery() {
  const { query, update } = useUrlQuery(readUsersQuery, writeUsersQuery);
  /** New filters start again at page 1 with their default page size (50 for a key-word search). */
  const applyFilters = (filters: UsersFilters) => update({ ...filters, page: 1, size: defaultSizeOf(filters.q) });
  return { query, update, applyFilters };
}
