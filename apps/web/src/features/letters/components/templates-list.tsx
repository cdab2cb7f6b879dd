import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import { eletterDeletedMessage, type Eletter } from '@creditdesk/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ListLoadError } from '../../../components/list/list-load-error';
import { ListPagination } from '../../../components/list/list-pagination';
import { ListProgress } from '../../../components/list/list-progress';
import { ListSearch } from '../../../components/list/list-search';
import { SelectionBar } from '../../../components/list/selection-bar';
import { adminFailureText } from '../../../lib/admin-failure';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { usePageInRange } from '../../../lib/use-page-in-range';
import { usePageMessages } from '../../../lib/use-page-messages';
import { useUrlQuery } from '../../../lib/use-url-query';
import { useSelection } from '../../../lib/use-selection';
import { useDeleteEletterMutation, useDeleteElettersMutation, useGetEletterPageQuery } from '../api';
import { NEW_TEMPLATE_PATH, type TemplateListQuery, readTemplateQuery, writeTemplateQuery } from '../letter-links';
import type { EletterSortField, SortDirection } from '@creditdesk/contracts';
import { sortingOf } from '../../../lib/list-sort-url';
import { TemplatesTable } from './templates-table';

/** The list's orders, each a sort field and direction (reports.md §9: by name, A to Z, unless chosen). */
const SORTS = [
  { value: 'eletterName.asc', label: 'Name, A to Z' },
  { value: 'eletterName.desc', label: 'Name, Z to A' },
  { value: 'eletterType.asc', label: 'Type' },
  { value: 'scoreType.asc', label: 'Score type' },
  { value: 'updatedAt.desc', label: 'Recently updated' },
] as const;

/** Search, order, the table and paging (all in the URL); tick several and delete them, or delete one, after a confirmation. */
export function TemplatesList() {
  const { customerId } = useSelector(selectAuth);
  const tab = useSearchParams()[0].get('tab'); // the page's tab stays as it is
  const { query, update } = useUrlQuery(readTemplateQuery, (q: TemplateListQuery) => {
    const next = writeTemplateQuery(q);
    if (tab) next.set('tab', tab);
    return next;
  });
  const list = useGetEletterPageQuery({
    customerId,
    pageNumber: query.page,
    pageSize: query.size,
    // the spec's own sort words (reports.md §9)
    sortbyfield: query.sort.column,
    sortorder: query.sort.direction,
    ...(query.q ? { keywords: query.q } : {}),
  });
  const page = list.currentData ?? (list.isFetching ? undefined : list.data);
  const total = page?.totalElements ?? 0;
  const { empty } = usePageInRange(page?.content, total, query.page, query.size, (last) => update({ page: last }, { replace: true }));
  const [deleteEletters, bulkDeletion] = useDeleteElettersMutation();
  const [deleteEletter, oneDeletion] = useDeleteEletterMutation();
  const messages = usePageMessages();
  const selection = useSelection((t: Eletter) => t.eletterId);
  const [toDelete, setToDelete] = useState<Eletter[]>([]);

  // one template: DELETE /eletters/{id}; several: one POST /eletters/delete (all go, or none and the reason why)
  const confirmDelete = async () => {
    const ids = toDelete.map((t) => t.eletterId);
    const result = ids.length === 1 ? await deleteEletter(ids[0]) : await deleteEletters({ customerId, eletterIds: ids });
    setToDelete([]);
    if ('error' in result) {
      messages.error(adminFailureText(result.error));
      return;
    }
    selection.remove(ids);
    messages.success(eletterDeletedMessage(result.data.deleted));
  };

  const sortValue = `${query.sort.column}.${query.sort.direction}`;
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 220px' }, alignItems: 'center' }}>
        <Box>
          <ListSearch key={query.q} label="Search letter templates" placeholder="Name, type or subject" value={query.q} onApply={(q) => update({ q, page: 1 })} />
        </Box>
        <TextField
          select
          size="small"
          label="Sort by"
          value={SORTS.some((s) => s.value === sortValue) ? sortValue : 'eletterName.asc'}
          onChange={(e) => {
            const [column, direction] = e.target.value.split('.') as [EletterSortField, SortDirection];
            update({ sort: { column, direction }, page: 1 });
          }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </TextField>
      </Box>
      <Divider />
      <SelectionBar
        label="Selected letter templates"
        count={selection.selected.size}
        noun={['template', 'templates']}
        onDelete={() => setToDelete([...selection.selected.values()])}
        onClear={selection.clear}
      />
      <ListProgress active={list.isFetching && page !== undefined} label="Loading letter templates" />
      {list.isError && !list.isFetching ? (
        <ListLoadError what="The letter templates" onRetry={() => void list.refetch()} />
      ) : empty ? (
        query.q ? (
          <EmptyState
            icon={<SearchOffRounded aria-hidden="true" fontSize="large" />}
            title="No letter templates match your search"
            action={
              <Button variant="outlined" onClick={() => update({ q: '', page: 1 })}>
                Clear search
              </Button>
            }
          >
            Try another part of a template’s name, its type or its subject.
          </EmptyState>
        ) : (
          <EmptyState
            icon={<MarkEmailUnreadOutlined aria-hidden="true" fontSize="large" />}
            title="No letter templates yet"
            action={
              <Button component={RouterLink} to={NEW_TEMPLATE_PATH} variant="contained">
                Create Letter Template
              </Button>
            }
          >
            A letter template is written once with merge fields; a letter built from a consumer report fills them from that report.
          </EmptyState>
        )
      ) : (
        <>
          <TemplatesTable
            rows={page?.content}
            loading={list.isFetching}
            selected={selection.ids}
            onToggle={selection.toggle}
            onToggleAll={(checked) => selection.toggleAll(page?.content ?? [], checked)}
            onDelete={(t) => setToDelete([t])}
            sorting={sortingOf(query.sort, (sort) => update({ sort, page: 1 }))}
          />
          <ListPagination total={total} page={query.page} size={query.size} onPage={(p) => update({ page: p })} onSize={(size) => update({ size, page: 1 })} />
        </>
      )}
      <ConfirmDialog
        open={toDelete.length > 0}
        title={toDelete.length === 1 ? 'Delete this letter template?' : `Delete ${toDelete.length} letter templates?`}
        icon={<DeleteOutlineRounded aria-hidden="true" />}
        confirmLabel="Delete"
        destructive
        busy={bulkDeletion.isLoading || oneDeletion.isLoading}
        onCancel={() => setToDelete([])}
        onConfirm={() => void confirmDelete()}
      >
        {toDelete.map((t) => t.eletterName).join(', ')} will be deleted. Letters already built with {toDelete.length === 1 ? 'it' : 'them'} keep their own copy and stay in the
        tracker.
      </ConfirmDialog>
    </Paper>
  );
}
