import { useState } from 'react';
import { useSelector } from 'react-redux';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Batch } from '@creditdesk/contracts';
import { ListLoadError } from '../../../components/list/list-load-error';
import { ListPagination } from '../../../components/list/list-pagination';
import { ListProgress } from '../../../components/list/list-progress';
import { ListSearch } from '../../../components/list/list-search';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { usePageInRange } from '../../../lib/use-page-in-range';
import { useGetBatchesQuery } from '../api';
import { isRunning } from '../batch-format';
import { useDeleteBatch } from '../hooks/use-delete-batch';
import { useBatchListQuery } from '../hooks/use-list-query';
import { BATCHES_SORT } from '@creditdesk/contracts';
import { sortArg, sortingOf } from '../../../lib/list-sort-url';
import { BatchesEmptyState } from './batches-empty-state';
import { BatchesTable } from './batches-table';
import { DeleteBatchDialog } from './delete-batch-dialog';

/** How often the list asks again while one of its batches runs. */
const LIST_POLL_MS = 5000;

/** "Your batches": the company's batches, newest first, searched and paged in the URL; each opens its page. */
export function BatchesList() {
  const { customerId } = useSelector(selectAuth);
  const { query, update } = useBatchListQuery();
  // while a batch of the page runs, the page follows its progress
  const [following, setFollowing] = useState(false);
  const list = useGetBatchesQuery(
    { customerId, pageNumber: query.page, pageSize: query.size, keyWords: query.q, ...sortArg(BATCHES_SORT, query.sort) },
    { pollingInterval: following ? LIST_POLL_MS : 0 },
  );
  const running = (list.data?.content ?? []).some((b) => isRunning(b.status));
  if (running !== following) setFollowing(running);
  const { remove, deleting } = useDeleteBatch();
  const [toDelete, setToDelete] = useState<Batch | null>(null);
  const page = list.currentData ?? (list.isFetching ? undefined : list.data);
  const total = page?.totalElements ?? 0;
  const { empty } = usePageInRange(page?.content, total, query.page, query.size, (last) => update({ page: last }, { replace: true }));

  const confirmDelete = async (batch: Batch) => {
    if (await remove(batch)) setToDelete(null);
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby="batches-title" sx={{ overflow: 'hidden' }}>
      <Box sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
        <Typography id="batches-title" variant="h6" component="h2">
          Your batches
        </Typography>
        <ListSearch key={query.q} label="Search batches" placeholder="Name, file, product or user" value={query.q} onApply={(q) => update({ q, page: 1 })} />
      </Box>
      <Divider />
      {/* a poll of a running batch's progress loads quietly */}
      <ListProgress active={list.isFetching && page !== undefined && !following} label="Loading batches" />
      {list.isError && !list.isFetching ? (
        <ListLoadError what="Your batches" onRetry={() => void list.refetch()} />
      ) : empty ? (
        <BatchesEmptyState searched={Boolean(query.q)} onClear={() => update({ q: '', page: 1 })} />
      ) : (
        <>
          <BatchesTable batches={page?.content} loading={list.isFetching} onDelete={setToDelete} sorting={sortingOf(query.sort, (sort) => update({ sort, page: 1 }))} />
          <ListPagination total={total} page={query.page} size={query.size} onPage={(p) => update({ page: p })} onSize={(size) => update({ size, page: 1 })} />
        </>
      )}
      <DeleteBatchDialog batch={toDelete} deleting={deleting} onCancel={() => setToDelete(null)} onConfirm={(batch) => void confirmDelete(batch)} />
    </Paper>
  );
}
