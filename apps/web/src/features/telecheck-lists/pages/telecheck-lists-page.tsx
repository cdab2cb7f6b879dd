import { useState } from 'react';
import { useSelector } from 'react-redux';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { PAGING, TELECHECK_LIST_SORT, TELECHECK_ENTRY_NOUNS, TELECHECK_LIST_LABELS, TELECHECK_LIST_TYPES, formatCheckAmount, type TelecheckListItem, type TelecheckListType } from '@creditdesk/contracts';
import { httpStatusOf, serverMessageOf } from '../../../api/api-errors';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ListLoadError } from '../../../components/list/list-load-error';
import { ListPagination } from '../../../components/list/list-pagination';
import { ListProgress } from '../../../components/list/list-progress';
import { NotAllowed } from '../../../components/not-allowed';
import { PageFrame } from '../../../components/page-frame';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { usePageMessages } from '../../../lib/use-page-messages';
import { useUrlQuery } from '../../../lib/use-url-query';
import { sortArg, sortingOf } from '../../../lib/list-sort-url';
import { useDeleteTelecheckEntryMutation, useGetTelecheckListQuery } from '../api';
import { TelecheckListSearch } from '../components/telecheck-list-search';
import { TelecheckListTable } from '../components/telecheck-list-table';
import { listViewOf, paramsOf } from '../telecheck-list-params';
import { useTelecheckListPdf } from '../telecheck-list-pdf';

export const TELECHECK_LISTS_TITLE = 'TeleCheck Collections and Negatives';

const EMPTY: Record<TelecheckListType, string> = {
  collections: 'A check appears here once you place it with TeleCheck for collection: from a declined TeleCheck report, or in a collection-placement file.',
  negatives: 'A check appears here once you report it to TeleCheck as a negative item: from a declined TeleCheck report, or in a negative-item file.',
};

/**
 * /telecheck/collections-negatives: the checks the company placed with TeleCheck for collection and
 * the ones it reported as negative items (reports.md §7): a tab each, searched by key words and
 * placement dates, paged, each entry deleted after a confirmation (then page 1, size 10, and the
 * list's message), the list as searched downloaded as a PDF.
 */
export function TelecheckListsPage() {
  const { customerId } = useSelector(selectAuth);
  const { query: view, update: show } = useUrlQuery(listViewOf, paramsOf);
  const list = useGetTelecheckListQuery({ customerId, type: view.type, page: view.page, size: view.size, keyWords: view.keyWords, fromDate: view.fromDate || undefined, toDate: view.toDate || undefined, ...sortArg(TELECHECK_LIST_SORT, view.sort) });
  const shown = list.currentData ?? (list.isFetching ? undefined : list.data);
  const [remove, removing] = useDeleteTelecheckEntryMutation();
  const [deleting, setDeleting] = useState<TelecheckListItem | null>(null);
  const messages = usePageMessages();
  const pdf = useTelecheckListPdf();
  const searching = Boolean(view.keyWords || view.fromDate || view.toDate);

  if (httpStatusOf(list.error) === 403) {
    return <NotAllowed title={TELECHECK_LISTS_TITLE} reason={`${serverMessageOf(list.error) ?? 'Your groups do not grant this list.'} The ${TELECHECK_LIST_LABELS[view.type]} list is open to users whose user group grants TeleCheck ${TELECHECK_LIST_LABELS[view.type]} (or both lists).`} />;
  }

  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await remove(deleting.id);
    setDeleting(null);
    if ('error' in result) {
      messages.error(serverMessageOf(result.error as never) ?? 'The entry could not be deleted. Please try again later.');
      return;
    }
    // reports.md §9: after a delete the list reloads at page 1, size 10
    show({ page: PAGING.defaultPage, size: PAGING.defaultPageSize });
    messages.success(result.data.message);
  };

  return (
    <PageFrame
      title={TELECHECK_LISTS_TITLE}
      subtitle="The checks your company placed with TeleCheck for collection, and the ones it reported as negative items."
      actions={
        <Button variant="outlined" startIcon={pdf.busy ? <CircularProgress size={16} aria-hidden="true" /> : <PictureAsPdfOutlined aria-hidden="true" />} disabled={pdf.busy} onClick={() => void pdf.download(view)}>
          Download PDF
        </Button>
      }
    >
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Tabs value={view.type} onChange={(_e, type: TelecheckListType) => show({ type, page: 1 })} aria-label="TeleCheck lists" sx={{ px: { xs: 1, sm: 2 }, borderBottom: 1, borderColor: 'divider' }}>
          {TELECHECK_LIST_TYPES.map((type) => (
            <Tab key={type} value={type} label={TELECHECK_LIST_LABELS[type]} />
          ))}
        </Tabs>
        <Box sx={{ p: { xs: 2, sm: 3 } }}>
          <TelecheckListSearch key={`${view.keyWords}|${view.fromDate}|${view.toDate}`} value={view} onApply={(search) => show({ ...search, page: 1 })} />
        </Box>
        <Divider />
        <ListProgress active={list.isFetching && shown !== undefined} label="Loading the list" />
        {list.isError && !list.isFetching ? (
          <ListLoadError what={`The ${TELECHECK_LIST_LABELS[view.type]} list`} onRetry={() => void list.refetch()} />
        ) : shown?.content.length === 0 ? (
          <EmptyState
            icon={<ReceiptLongOutlined aria-hidden="true" fontSize="large" />}
            title={searching ? 'No entries match your search' : `No ${TELECHECK_LIST_LABELS[view.type].toLowerCase()} yet`}
            action={searching ? <Button variant="outlined" onClick={() => show({ keyWords: '', fromDate: '', toDate: '', page: 1 })}>Clear search</Button> : undefined}
          >
            {searching ? 'Try other key words or days.' : EMPTY[view.type]}
          </EmptyState>
        ) : (
          <>
            <TelecheckListTable type={view.type} items={shown?.content} loading={list.isFetching} onDelete={setDeleting} sorting={sortingOf(view.sort, (sort) => show({ sort, page: 1 }))} />
            <ListPagination total={shown?.totalElements ?? 0} page={view.page} size={view.size} onPage={(page) => show({ page })} onSize={(size) => show({ size, page: 1 })} />
          </>
        )}
      </Paper>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete this ${deleting ? TELECHECK_ENTRY_NOUNS[deleting.type] : 'entry'}?`}
        confirmLabel="Delete"
        destructive
        busy={removing.isLoading}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      >
        {deleting && `Check ${deleting.checkNumber} of ${deleting.consumerName} (${formatCheckAmount(deleting.amount)}, account ${deleting.accountMasked}) is withdrawn from your TeleCheck ${TELECHECK_LIST_LABELS[deleting.type]} list.`}
      </ConfirmDialog>
    </PageFrame>
  );
}
