import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import { ListLoadError } from '../../../components/list/list-load-error';
import { ListPagination } from '../../../components/list/list-pagination';
import { ListProgress } from '../../../components/list/list-progress';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { sortingOf } from '../../../lib/list-sort-url';
import { usePageInRange } from '../../../lib/use-page-in-range';
import { useGetGroupNamesQuery, useGetUsersQuery } from '../api';
import { useUsersQuery } from '../hooks/use-users-query';
import type { UserAct } from '../user-acts';
import { NO_FILTERS, hasFilters, listArgsOf } from '../users-query';
import { SelectionBar } from '../../../components/list/selection-bar';
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
  const listKey = JSON.stringify(listArgsOf(query, customerId));

  // The selection is of the rows in view: a new page or search starts without one.
  useEffect(() => setSelected(new Set()), [listKey]);

  const { empty } = usePageInRange(page?.data, total, query.page, query.size, (last) => update({ page: last }, { replace: true }));

  const select = (names: string[], checked: boolean) => {
    const next = new Set(selected);
    for (const name of names) if (checked) next.add(name); else next.delete(name);
    setSelected(next);
  };
  const chosen = page?.data.filter((u) => selected.has(u.userName)) ?? [];
  const filtersKey = JSON.stringify({ ...query, page: 0, size: 0, sort: 0 });

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ p: { xs: 2, sm: 3 } }}>
        <UsersFilters key={filtersKey} value={query} groupNames={groups.data ?? []} onApply={applyFilters} />
      </Box>
      <Divider />
      <SelectionBar
        label="Selected users"
        count={chosen.length}
        noun={['user', 'users']}
        actions={
          <Button size="small" startIcon={<VerifiedUserOutlined aria-hidden="true" />} onClick={() => setAct({ kind: 'recertify', users: chosen })}>
            Re-certify
          </Button>
        }
        onDelete={() => setAct({ kind: 'delete', users: chosen })}
        onClear={() => setSelected(new Set())}
      />
      <ListProgress active={list.isFetching && page !== undefined} label="Loading users" />
      {list.isError && !list.isFetching ? (
        <ListLoadError what="The users" onRetry={() => void list.refetch()} />
      ) : empty ? (
        <UsersEmptyState filtered={hasFilters(query)} onClearFilters={() => applyFilters(NO_FILTERS)} />
      ) : (
        <>
          <UsersTable
            rows={page?.data}
            loading={list.isFetching}
            selected={selected}
            onSelect={select}
            onAct={setAct}
            sorting={sortingOf(query.sort, (sort) => update({ sort, page: 1 }))}
          />
          <ListPagination total={total} page={query.page} size={query.size} onPage={(page) => update({ page })} onSize={(size) => update({ size, page: 1 })} />
        </>
      )}
      <UserActDialogs act={act} onClose={() => setAct(null)} onDone={(done) => done.kind === 'delete' && setSelected(new Set())} />
    </Paper>
  );
}
