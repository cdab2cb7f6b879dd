import { useSearchParams } from 'react-router';
import { type UserGroupsQuery, readUserGroupsQuery, writeUserGroupsQuery } from '../user-groups-query';

/** The group list's key words and paging, kept in the URL's query. */
export function useUserGroupsQuery() {
  const [params, setParams] = useSearchParams();
  const query = readUserGroupsQuery(params);
  const update = (change: Partial<UserGroupsQuery>, options: { replace?: boolean } = {}) =>
    setParams(writeUserGroupsQuery({ ...query, ...change }), { replace: options.replace });
  return { query, update };
}
