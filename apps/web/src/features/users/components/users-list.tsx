import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import { PAGING } from '@creditdesk/contracts';
import { ListLoadError } from '../../../components/list/list-load-error';
import { ListProgress } from '../../../components/list/list-progress';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { useGetGroupNamesQuery, useGetUsersQuery } from '../api';
import { useUsersQuery } from '../hooks/use-users-query';
import type { UserAct } from '../user-acts';
import { NO_FILTERS, hasFilters, listArgsOf } from '../users-query';
import { SelectionBar } from './selection-bar';
import { UserActDialogs } from './user-act-dialogs';
import { UsersEmptyState } from './users-empty-state';
import { UsersFilters } from './users-filters';
import { UsersTable } from './users-table';

/** The users list: filters, table, bulk acts and paging; filters and paging live in the URL. */
export function UsersList() {
  const { customerId } = useSelector(selectAuth);
  const { query, update, applyFilters } = useUsersQuery();
  const list = useGetUsersQuery(listArgsOf(query, customerId));
  const groups = useGetGroupNamesQuery(customerId);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [act, setAct] = useState<UserAct | null>(null);
  const page = list.currentData ?? (list.isFetching ? undefined : list.data);
  const total = page?.totalUsers ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / query.size));
  const listKey = JSON.stringify(listArgsOf(query, customerId));

  // The selection is of the rows in view: a new page or search starts without one.
  useEffect(() => setSelected(new Set()), [listKey]);

  // A page past the end (its last users were deleted, or an old link): show the last page there is.
  useEffect(() => {
    if (page && page.data.length === 0 && query.page > lastPage) update({ page: lastPage }, { replace: true });
  }, [page, query.page, lastPage, update]);

  const select = (names: string[], checked: boolean) => {
    const next = new Set(selected);
    for (const name of names) if (checked) next.add(name); else next.delete(name);
    setSelected(next);
  };
  const chosen = page?.data.filter((u) => selected.has(u.userName)) ?? [];
  const empty = page && page.data.length === 0 && query.page <= lastPage;
  const filtersKey = JSON.stringify({ ...query, page: 0, size: 0 });

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ p: { xs: 2, sm: 3 } }}>
        <UsersFilters key={filtersKey} value={query} groupNames={groups.data ?? []} onApply={applyFilters} />
      </Box>
      <Divider />
      <SelectionBar count={chosen.length} onRecertify={() => setAct({ kind: 'recertify', users: chosen })} onDelete={() => setAct({ kind: 'delete', users: chosen })} onClear={() => setSelected(new Set())} />
      <ListProgress active={list.isFetching && page !== undefined} label="Loading users" />
      {list.isError && !list.isFetching ? (
        <ListLoadError what="The users" onRetry={() => void list.refetch()} />
      ) : empty ? (
        <UsersEmptyState filtered={hasFilters(query)} onClearFilters={() => applyFilters(NO_FILTERS)} />
      ) : (
        <>
          <UsersTable rows={page?.data} loading={list.isFetching} selected={selected} onSelect={select} onAct={setAct} />
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
      <UserActDialogs act={act} onClose={() => setAct(null)} onDone={(done) => done.kind === 'delete' && setSelected(new Set())} />
    </Paper>
  );
}
