import { useState } from 'react';
import { useSelector } from 'react-redux';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import { ListSearch } from '../../../components/list/list-search';
import { ListLoadError } from '../../../components/list/list-load-error';
import { ListProgress } from '../../../components/list/list-progress';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { type AccountNumberRow, useListAccountNumbersQuery } from '../api';
import { SEARCH_MAX_LENGTH } from '../account-numbers-query';
import { useAccountNumbersQuery } from '../hooks/use-account-numbers-query';
import { ACCOUNT_NUMBERS_SORT } from '@creditdesk/contracts';
import { sortArg, sortingOf } from '../../../lib/list-sort-url';
import { useDeleteAccountNumber } from '../hooks/use-delete-account-number';
import { AccountNumbersEmptyState } from './account-numbers-empty-state';
import { AccountNumbersTable } from './account-numbers-table';
import { DeleteAccountNumberDialog } from './delete-account-number-dialog';

/** Search (in the URL), the table, and delete with a confirmation. */
export function AccountNumbersList() {
  const { customerId } = useSelector(selectAuth);
  const { query, update } = useAccountNumbersQuery();
  const list = useListAccountNumbersQuery({ customerId, searchValue: query.q, ...sortArg(ACCOUNT_NUMBERS_SORT, query.sort) });
  const { remove, deleting } = useDeleteAccountNumber();
  const [toDelete, setToDelete] = useState<AccountNumberRow | null>(null);
  const rows = list.currentData ?? (list.isFetching ? undefined : list.data);

  // The outcome goes to the message area at the top, so the dialog closes either way.
  const confirmDelete = async (row: AccountNumberRow) => {
    await remove(row.memberNumber);
    setToDelete(null);
  };

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ p: { xs: 2, sm: 3 } }}>
        <ListSearch key={query.q} label="Search account numbers" placeholder="Account number or name" value={query.q} onApply={(q) => update({ q })} maxLength={SEARCH_MAX_LENGTH} />
      </Box>
      <Divider />
      <ListProgress active={list.isFetching && rows !== undefined} label="Loading account numbers" />
      {list.isError && !list.isFetching ? (
        <ListLoadError what="The account numbers" onRetry={() => void list.refetch()} />
      ) : rows && rows.length === 0 ? (
        <AccountNumbersEmptyState search={query.q} onClearSearch={() => update({ q: '' })} />
      ) : (
        <AccountNumbersTable rows={rows} loading={list.isFetching} onDelete={setToDelete} sorting={sortingOf(query.sort, (sort) => update({ sort }))} />
      )}
      <DeleteAccountNumberDialog row={toDelete} deleting={deleting} onCancel={() => setToDelete(null)} onConfirm={(row) => void confirmDelete(row)} />
    </Paper>
  );
}
