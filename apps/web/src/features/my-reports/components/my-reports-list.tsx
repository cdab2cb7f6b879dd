import { useState } from 'react';
import { useSelector } from 'react-redux';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import type { InquiryListItem } from '@creditdesk/contracts';
import { ListLoadError } from '../../../components/list/list-load-error';
import { ListPagination } from '../../../components/list/list-pagination';
import { ListProgress } from '../../../components/list/list-progress';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { usePageInRange } from '../../../lib/use-page-in-range';
import { useGetMyReportsQuery } from '../api';
import { useDeleteReport } from '../hooks/use-delete-report';
import { useMyReportsQuery } from '../hooks/use-my-reports-query';
import { hasFilters, listArgsOf, writeMyReportsQuery } from '../my-reports-query';
import { reportLinkOf } from '../report-link';
import { DeleteReportDialog } from './delete-report-dialog';
import { ReportsEmptyState } from './reports-empty-state';
import { ReportsFilters } from './reports-filters';
import { ReportsTable } from './reports-table';
import { sortingOf } from '../../../lib/list-sort-url';

/** My Reports' list: filters, table and paging, all in the URL; delete with a confirmation. */
export function MyReportsList() {
  const { customerId } = useSelector(selectAuth);
  const { query, update } = useMyReportsQuery();
  const list = useGetMyReportsQuery(listArgsOf(query, customerId));
  const { remove, deleting } = useDeleteReport();
  const [toDelete, setToDelete] = useState<InquiryListItem | null>(null);
  const page = list.currentData ?? (list.isFetching ? undefined : list.data);
  const total = page?.totalElements ?? 0;

  const { empty } = usePageInRange(page?.content, total, query.page, query.size, (last) => update({ page: last }, { replace: true }));

  const confirmDelete = async (item: InquiryListItem) => {
    if (await remove(item)) setToDelete(null);
  };

  const filtersKey = `${query.q}|${query.from}|${query.to}|${query.alerts}`;
  const listQuery = writeMyReportsQuery(query).toString();
  const listUrl = `/my-reports${listQuery ? `?${listQuery}` : ''}`;

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ p: { xs: 2, sm: 3 } }}>
        <ReportsFilters key={filtersKey} value={query} onApply={(filters) => update({ ...filters, page: 1 })} />
      </Box>
      <Divider />
      <ListProgress active={list.isFetching && page !== undefined} label="Loading reports" />
      {list.isError && !list.isFetching ? (
        <ListLoadError what="Your reports" onRetry={() => void list.refetch()} />
      ) : empty ? (
        <ReportsEmptyState filtered={hasFilters(query)} onClearFilters={() => update({ q: '', from: '', to: '', alerts: false, page: 1 })} />
      ) : (
        <>
          <ReportsTable
            rows={page?.content}
            loading={list.isFetching}
            openLink={(item) => reportLinkOf(item.id, listUrl)}
            onDelete={setToDelete}
            sorting={sortingOf(query.sort, (sort) => update({ sort, page: 1 }))}
          />
          <ListPagination total={total} page={query.page} size={query.size} onPage={(page) => update({ page })} onSize={(size) => update({ size, page: 1 })} />
        </>
      )}
      <DeleteReportDialog item={toDelete} deleting={deleting} onCancel={() => setToDelete(null)} onConfirm={(item) => void confirmDelete(item)} />
    </Paper>
  );
}
