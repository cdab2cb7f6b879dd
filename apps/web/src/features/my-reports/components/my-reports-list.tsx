import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import { PAGING, type InquiryListItem } from '@creditdesk/contracts';
import { ListLoadError } from '../../../components/list/list-load-error';
import { ListProgress } from '../../../components/list/list-progress';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { useGetMyReportsQuery } from '../api';
import { useDeleteReport } from '../hooks/use-delete-report';
import { useMyReportsQuery } from '../hooks/use-my-reports-query';
import { hasFilters, listArgsOf, writeMyReportsQuery } from '../my-reports-query';
import { DeleteReportDialog } from './delete-report-dialog';
import { ReportsEmptyState } from './reports-empty-state';
import { ReportsFilters } from './reports-filters';
import { ReportsTable } from './reports-table';

/** My Reports' list: filters, table and paging, all in the URL; delete with a confirmation. */
export function MyReportsList() {
  const { customerId } = useSelector(selectAuth);
  const { query, update } = useMyReportsQuery();
  const list = useGetMyReportsQuery(listArgsOf(query, customerId));
  const { remove, deleting } = useDeleteReport();
  const [toDelete, setToDelete] = useState<InquiryListItem | null>(null);
  const page = list.currentData ?? (list.isFetching ? undefined : list.data);
  const total = page?.totalElements ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / query.size));

  // A page past the end (its last report was deleted, or an old link): show the last page there is.
  useEffect(() => {
    if (page && page.content.length === 0 && query.page > lastPage) update({ page: lastPage }, { replace: true });
  }, [page, query.page, lastPage, update]);

  const confirmDelete = async (item: InquiryListItem) => {
    if (await remove(item)) setToDelete(null);
  };

  const filtersKey = `${query.q}|${query.from}|${query.to}`;
  const empty = page && page.content.length === 0 && query.page <= lastPage;

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
        <ReportsEmptyState filtered={hasFilters(query)} onClearFilters={() => update({ q: '', from: '', to: '', page: 1 })} />
      ) : (
        <>
          <ReportsTable
            rows={page?.content}
            loading={list.isFetching}
            openHref={(item) => `/my-reports?${writeMyReportsQuery({ ...query, inquiry: item.id }).toString()}`}
            onDelete={setToDelete}
          />
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
      <DeleteReportDialog item={toDelete} deleting={deleting} onCancel={() => setToDelete(null)} onConfirm={(item) => void confirmDelete(item)} />
    </Paper>
  );
}
