import { useState } from 'react';
import { useSelector } from 'react-redux';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import type { UserGroup } from '@creditdesk/contracts';
import { ListLoadError } from '../../../components/list/list-load-error';
import { ListSearch } from '../../../components/list/list-search';
import { ListPagination } from '../../../components/list/list-pagination';
import { ListProgress } from '../../../components/list/list-progress';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { usePageInRange } from '../../../lib/use-page-in-range';
import { useGroupsPageQuery } from '../api';
import { useDeleteGroup } from '../hooks/use-delete-group';
import { useUserGroupsQuery } from '../hooks/use-user-groups-query';
import { sortingOf } from '../../../lib/list-sort-url';
import { groupsListArgs } from '../user-groups-query';
import { DeleteGroupDialog } from './delete-group-dialog';
import { UserGroupsEmptyState } from './user-groups-empty-state';
import { UserGroupsTable } from './user-groups-table';

/** The group list: search, table and paging in the URL; delete with a confirmation, then the list reloads. */
export function UserGroupsList() {
  const { customerId, role } = useSelector(selectAuth);
  const { query, update } = useUserGroupsQuery();
  // Read again on every visit: user changes on the Users screen alter member counts without telling this list.
  const list = useGroupsPageQuery(groupsListArgs(query, customerId), { refetchOnMountOrArgChange: true });
  const { remove, deleting } = useDeleteGroup(customerId);
  const [toDelete, setToDelete] = useState<UserGroup | null>(null);
  const page = list.currentData ?? (list.isFetching ? undefined : list.data);
  const total = page?.totalGroups ?? 0;

  const { empty } = usePageInRange(page?.data, total, query.page, query.size, (last) => update({ page: last }, { replace: true }));

  const confirmDelete = async (group: UserGroup) => {
    if (await remove(group)) setToDelete(null);
  };
  const mayManage = (group: UserGroup) => group.privilege !== 'sysadmin' || role === 'systemadmin';

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ p: { xs: 2, sm: 3 } }}>
        <ListSearch key={query.q} label="Search user groups" placeholder="Group name or description" value={query.q} onApply={(q) => update({ q, page: 1 })} />
      </Box>
      <Divider />
      <ListProgress active={list.isFetching && page !== undefined} label="Loading user groups" />
      {list.isError && !list.isFetching ? (
        <ListLoadError what="The user groups" onRetry={() => void list.refetch()} />
      ) : empty ? (
        <UserGroupsEmptyState searched={Boolean(query.q)} onClearSearch={() => update({ q: '', page: 1 })} />
      ) : (
        <>
          <UserGroupsTable
            rows={page?.data}
            loading={list.isFetching}
            mayManage={mayManage}
            onDelete={setToDelete}
            sorting={sortingOf(query.sort, (sort) => update({ sort, page: 1 }))}
          />
          <ListPagination total={total} page={query.page} size={query.size} onPage={(page) => update({ page })} onSize={(size) => update({ size, page: 1 })} />
        </>
      )}
      <DeleteGroupDialog group={toDelete} deleting={deleting} onCancel={() => setToDelete(null)} onConfirm={(group) => void confirmDelete(group)} />
    </Paper>
  );
}
