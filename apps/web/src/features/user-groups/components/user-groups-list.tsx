import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import { PAGING, type UserGroup } from '@creditdesk/contracts';
import { ListLoadError } from '../../../components/list/list-load-error';
import { ListProgress } from '../../../components/list/list-progress';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { useGroupsPageQuery } from '../api';
import { useDeleteGroup } from '../hooks/use-delete-group';
import { useUserGroupsQuery } from '../hooks/use-user-groups-query';
import { groupsListArgs } from '../user-groups-query';
import { DeleteGroupDialog } from './delete-group-dialog';
import { UserGroupsEmptyState } from './user-groups-empty-state';
import { UserGroupsSearch } from './user-groups-search';
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
  const lastPage = Math.max(1, Math.ceil(total / query.size));

  // A page past the end (its last group was deleted, or an old link): show the last page there is.
  useEffect(() => {
    if (page && page.data.length === 0 && query.page > lastPage) update({ page: lastPage }, { replace: true });
  }, [page, query.page, lastPage, update]);

  const confirmDelete = async (group: UserGroup) => {
    if (await remove(group)) setToDelete(null);
  };
  const mayManage = (group: UserGroup) => group.privilege !== 'sysadmin' || role === 'systemadmin';
  const empty = page && page.data.length === 0 && query.page <= lastPage;

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ p: { xs: 2, sm: 3 } }}>
        <UserGroupsSearch key={query.q} value={query.q} onApply={(q) => update({ q, page: 1 })} />
      </Box>
      <Divider />
      <ListProgress active={list.isFetching && page !== undefined} label="Loading user groups" />
      {list.isError && !list.isFetching ? (
        <ListLoadError what="The user groups" onRetry={() => void list.refetch()} />
      ) : empty ? (
        <UserGroupsEmptyState searched={Boolean(query.q)} onClearSearch={() => update({ q: '', page: 1 })} />
      ) : (
        <>
          <UserGroupsTable rows={page?.data} loading={list.isFetching} mayManage={mayManage} onDelete={setToDelete} />
          <TablePagination
            component="div"
            count={total}
            page={Math.min(query.page, lastPage) - 1}
            rowsPerPage={query.size}
            rowsPerPageOptions={[...PAGING.pageSizeOptions]}
            onPageChange={(_, next) => update({ page: next + 1 })}
            onRowsPerPageChange={(event) => update({ size: Number(event.target.value), page: 1 })}
            labelRowsPerPage="Rows per page"
          />
        </>
      )}
      <DeleteGroupDialog group={toDelete} deleting={deleting} onCancel={() => setToDelete(null)} onConfirm={(group) => void confirmDelete(group)} />
    </Paper>
  );
}
