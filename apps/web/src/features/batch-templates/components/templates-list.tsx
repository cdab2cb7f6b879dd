import { useState } from 'react';
import { useSelector } from 'react-redux';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import type { BatchTemplate } from '@creditdesk/contracts';
import { ListLoadError } from '../../../components/list/list-load-error';
import { ListPagination } from '../../../components/list/list-pagination';
import { ListProgress } from '../../../components/list/list-progress';
import { ListSearch } from '../../../components/list/list-search';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { usePageInRange } from '../../../lib/use-page-in-range';
import { useGetTemplatePageQuery } from '../api';
import { useDeleteTemplates } from '../hooks/use-delete-templates';
import { useListQuery } from '../hooks/use-list-query';
import { BATCH_TEMPLATES_SORT } from '@creditdesk/contracts';
import { sortArg, sortingOf } from '../../../lib/list-sort-url';
import { DeleteTemplatesDialog } from './delete-templates-dialog';
import { TemplatesEmptyState } from './templates-empty-state';
import { TemplatesTable } from './templates-table';

/** Search, the table, paging (in the URL); tick several and delete them, or delete one, after a confirmation. */
export function TemplatesList() {
  const { customerId } = useSelector(selectAuth);
  const { query, update } = useListQuery();
  const list = useGetTemplatePageQuery({ customerId, pageNumber: query.page, pageSize: query.size, ...(query.q ? { keyWords: query.q } : {}), ...sortArg(BATCH_TEMPLATES_SORT, query.sort) });
  const page = list.currentData ?? (list.isFetching ? undefined : list.data);
  const total = page?.totalElements ?? 0;
  const { empty } = usePageInRange(page?.content, total, query.page, query.size, (last) => update({ page: last }, { replace: true }));
  const { remove, deleting } = useDeleteTemplates();
  // ticked templates by id, kept across pages until deleted or cleared
  const [selected, setSelected] = useState<Map<string, BatchTemplate>>(new Map());
  const [toDelete, setToDelete] = useState<BatchTemplate[]>([]);

  const toggle = (t: BatchTemplate) =>
    setSelected((before) => {
      const next = new Map(before);
      if (next.has(t.templateId)) next.delete(t.templateId);
      else next.set(t.templateId, t);
      return next;
    });
  const toggleAll = (checked: boolean) =>
    setSelected((before) => {
      const next = new Map(before);
      for (const t of page?.content ?? []) {
        if (checked) next.set(t.templateId, t);
        else next.delete(t.templateId);
      }
      return next;
    });

  const confirmDelete = async () => {
    const deleted = await remove(toDelete);
    setSelected((before) => new Map([...before].filter(([id]) => !deleted.includes(id))));
    setToDelete([]);
  };

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box sx={{ p: { xs: 2, sm: 3 } }}>
        <ListSearch key={query.q} label="Search input templates" placeholder="Template name or description" value={query.q} onApply={(q) => update({ q, page: 1 })} />
      </Box>
      <Divider />
      {selected.size > 0 && (
        <Box
          role="toolbar"
          aria-label="Selected templates"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', px: { xs: 2, sm: 3 }, py: 1, bgcolor: 'rgba(11,58,117,0.06)', borderBottom: '1px solid', borderColor: 'divider' }}
        >
          <Typography sx={{ fontWeight: 600, mr: 'auto' }} aria-live="polite">
            {selected.size === 1 ? '1 template selected' : `${selected.size} templates selected`}
          </Typography>
          <Button size="small" color="error" startIcon={<DeleteOutlineRounded aria-hidden="true" />} onClick={() => setToDelete([...selected.values()])}>
            Delete
          </Button>
          <Button size="small" onClick={() => setSelected(new Map())}>
            Clear selection
          </Button>
        </Box>
      )}
      <ListProgress active={list.isFetching && page !== undefined} label="Loading input templates" />
      {list.isError && !list.isFetching ? (
        <ListLoadError what="The input templates" onRetry={() => void list.refetch()} />
      ) : empty ? (
        <TemplatesEmptyState searched={Boolean(query.q)} onClearSearch={() => update({ q: '', page: 1 })} />
      ) : (
        <>
          <TemplatesTable rows={page?.content} loading={list.isFetching} selected={new Set(selected.keys())} onToggle={toggle} onToggleAll={toggleAll} onDelete={(t) => setToDelete([t])}
            sorting={sortingOf(query.sort, (sort) => update({ sort, page: 1 }))}
          />
          <ListPagination total={total} page={query.page} size={query.size} onPage={(p) => update({ page: p })} onSize={(size) => update({ size, page: 1 })} />
        </>
      )}
      <DeleteTemplatesDialog templates={toDelete} deleting={deleting} onCancel={() => setToDelete([])} onConfirm={() => void confirmDelete()} />
    </Paper>
  );
}
