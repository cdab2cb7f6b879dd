import { useSearchParams } from 'react-router';
import { defaultSizeOf, readUsersQuery, writeUsersQuery, type UsersFilters, type UsersQuery } from '../users-query';

/** The users list's filters and paging, kept in the URL's query. */
export function useUsersQuery() {
  const [params, setParams] = useSearchParams();
  const query = readUsersQuery(params);
  const update = (change: Partial<UsersQuery>, options: { replace?: boolean } = {}) =>
    setParams(writeUsersQuery({ ...query, ...change }), { replace: options.replace });
  /** New filters start again at page 1 with their default page size (50 for a key-word search). */
  const applyFilters = (filters: UsersFilters) => update({ ...filters, page: 1, size: defaultSizeOf(filters.q) });
  return { query, update, applyFilters };
}
