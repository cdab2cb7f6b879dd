import { useUrlQuery } from '../../../lib/use-url-query';
import { readUserGroupsQuery, writeUserGroupsQuery } from '../user-groups-query';

/** The group list's key words and paging, kept in the URL's query. */
export const useUserGroupsQuery = () => useUrlQuery(readUserGroupsQuery, writeUserGroupsQuery);
