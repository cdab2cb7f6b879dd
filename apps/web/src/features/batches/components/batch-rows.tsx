import { useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import type { BatchRow } from '@creditdesk/contracts';
import { EmptyState } from '../../../components/empty-state';
import { ListLoadError } from '../../../components/list/list-load-error';
import { ListPagination } from '../../../components/list/list-pagination';
import { ListProgress } from '../../../components/list/list-progress';
import { ListSearch } from '../../../components/list/list-search';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { usePageInRange } from '../../../lib/use-page-in-range';
import { useGetBatchRowsQuery } from '../api';
import { ROW_FILTERS } from '../batch-query';
import { useDeleteRow } from '../hooks/use-delete-row';
import { useRowsQuery } from '../hooks/use-list-query';
import { BATCH_ROWS_SORT } from '@creditdesk/contracts';
import { sortArg, sortingOf } from '../../../lib/list-sort-url';
import { BatchRowsTable } from './batch-rows-table';
import { DeleteRowDialog } from './delete-row-dialog';
import { RowStatusFilterButtons } from './row-status-filter';

type BatchRowsProps = {
  batchId: string;
  /** the batch's counts in a word: when it changes, the page of rows loads again (quietly while the batch runs). */
  progressKey: string;
  live: boolean;
};

/** A batch's rows: status filter, search and paging in the URL; each ordered row opens its report. */
export function BatchRows({ batchId, progressKey, live }: BatchRowsProps) {
  const { customerId, username } = useSelector(selectAuth);
  const { query, update } = useRowsQuery();
  const rows = useGetBatchRowsQuery({
    customerId,
    batchId,
    userId: username,
    pageNumber: query.page,
    pageSize: query.size,
    ...(query.status !== 'all' ? { status: query.status } : {}),
    ...(query.q ? { keyWords: query.q } : {}),
    ...sortArg(BATCH_ROWS_SORT, query.sort),
  });
  const { remove, deleting } = useDeleteRow(batchId);
  const [toDelete, setToDelete] = useState<BatchRow | null>(null);
  const page = rows.currentData ?? (rows.isFetching ? undefined : rows.data);
  const total = page?.totalElements ?? 0;
  const { empty } = usePageInRange(page?.content, total, query.page, query.size, (last) => update({ page: last }, { replace: true }));

  // the rows follow the batch's progress without a reload
  const seen = useRef(progressKey);
  const { refetch } = rows;
  useEffect(() => {
    if (seen.current === progressKey) return;
    seen.current = progressKey;
    void refetch();
  }, [progressKey, refetch]);

  const confirmDelete = async (row: BatchRow) => {
    if (await remove(row)) setToDelete(null);
  };
  const filtered = query.status !== 'all' || Boolean(query.q);
  const statusLabel = ROW_FILTERS.find((f) => f.value === query.status)?.label.toLowerCase();

  return (
    <Paper component="section" variant="outlined" aria-labelledby="rows-title" sx={{ overflow: 'hidden' }}>
      <Box sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
        <Typography id="rows-title" variant="h6" component="h2">
          Rows
        </Typography>
        <RowStatusFilterButtons value={query.status} onChange={(status) => update({ status, page: 1 })} />
        <ListSearch key={query.q} label="Search rows" placeholder="Consumer, reference or findings" value={query.q} onApply={(q) => update({ q, page: 1 })} />
      </Box>
      <Divider />
      <ListProgress active={rows.isFetching && page !== undefined && !live} label="Loading rows" />
      {rows.isError && !rows.isFetching ? (
        <ListLoadError what="The rows" onRetry={() => void rows.refetch()} />
      ) : empty ? (
        <EmptyState
          icon={<SearchOffRounded aria-hidden="true" fontSize="large" />}
          title={filtered ? (query.q ? 'No rows match your search' : `No ${statusLabel} rows`) : 'No rows'}
          action={filtered ? <Button variant="outlined" onClick={() => update({ status: 'all', q: '', page: 1 })}>Show every row</Button> : undefined}
        />
      ) : (
        <>
          <BatchRowsTable rows={page?.content} loading={rows.isFetching} onDelete={setToDelete} sorting={sortingOf(query.sort, (sort) => update({ sort, page: 1 }))} />
          <ListPagination total={total} page={query.page} size={query.size} onPage={(p) => update({ page: p })} onSize={(size) => update({ size, page: 1 })} />
        </>
      )}
      <DeleteRowDialog row={toDelete} deleting={deleting} onCancel={() => setToDelete(null)} onConfirm={(row) => void confirmDelete(row)} />
    </Paper>
  );
}
