import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import { EFTS_FILES_SORT, formatFileSize, type EftsFile } from '@creditdesk/contracts';
import { EmptyState } from '../../../components/empty-state';
import { ListLoadError } from '../../../components/list/list-load-error';
import { ListPagination } from '../../../components/list/list-pagination';
import { ListTable, type ListColumn } from '../../../components/list/list-table';
import { type CardFact, PhoneCards } from '../../../components/list/phone-cards';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDateTime } from '../../../lib/format-date-time';
import { readSort, sortingOf, withSort } from '../../../lib/list-sort-url';
import { useDeleteEftsFileMutation, useGetEftsDownloadLinkMutation, useGetEftsFilesQuery, type FolderArgs } from '../api';
import { startNativeDownload } from '../download-file';

type EftFilesTableProps = FolderArgs & { direction: 'inputs' | 'outputs' };

const STATUS_LABELS: Record<EftsFile['status'], string> = { received: 'Received', processed: 'Processed', failed: 'Failed' };

// the sortable headers name the columns the spec's sortColumn takes (EFTS_FILES_SORT)
const COLUMNS: ListColumn[] = [
  { label: 'File', sortKey: 'fileName' },
  { label: 'Size', sortKey: 'fileSize' },
  { label: 'Transferred', sortKey: 'transferredDate' },
  'By',
  'Cycle',
  'Status',
  'Actions',
];

/** A phone card's facts: the table's columns but the name, the status and the actions (the card's head and foot). */
const CARD_FACTS: readonly CardFact<EftsFile>[] = [
  { label: 'Size', cell: (f) => formatFileSize(f.fileSize) },
  { label: 'Transferred', cell: (f) => formatDateTime(f.transferredDate) },
  { label: 'By', cell: (f) => f.transferredBy },
  { label: 'Cycle', cell: (f) => f.cycleNumber },
];

/**
 * A folder's inputs (files sent) or outputs (files produced, with their cycle), newest first unless
 * the user sorts by a header (the order in the URL), each downloadable. On a phone a card a file,
 * with the list's Sort by.
 */
export function EftFilesTable({ direction, ...folder }: EftFilesTableProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [params, setParams] = useSearchParams();
  const order = readSort(params, EFTS_FILES_SORT);
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const [failure, setFailure] = useState<string>();
  const [deleting, setDeleting] = useState<EftsFile>();
  const [remove, removal] = useDeleteEftsFileMutation();
  const [linkFor] = useGetEftsDownloadLinkMutation();
  const query = useGetEftsFilesQuery({ ...folder, direction, page, size, order });
  const what = direction === 'inputs' ? 'Input files' : 'Output files';
  const sorting = sortingOf(order, (next) => {
    setParams(withSort(params, EFTS_FILES_SORT, next), { replace: true });
    setPage(1);
  });
  if (query.isError) return <ListLoadError what={what} onRetry={() => void query.refetch()} />;
  const files = query.data?.content;
  if (files && files.length === 0 && page === 1) {
    return (
      <EmptyState icon={<InboxOutlined />} title={direction === 'inputs' ? 'No files sent yet' : 'No output files yet'}>
        {direction === 'inputs' ? 'Files you upload to this folder are listed here.' : 'Files the bureau produces for this folder appear here, each with its cycle number.'}
      </EmptyState>
    );
  }
  // the browser downloads the file itself from a short-lived link (streamed to disk, resumable)
  const download = async (file: EftsFile) => {
    const link = await linkFor({ kind: direction === 'inputs' ? 'unprocessed' : 'processed', id: file.fileId, name: file.gcpFileName });
    if ('error' in link) return setFailure('The file could not be downloaded. Try again.');
    setFailure(undefined);
    startNativeDownload(link.data.url, file.gcpFileName);
  };
  const confirmDelete = async () => {
    const result = await remove(deleting!.fileId);
    setFailure('error' in result ? 'The file could not be deleted. Try again.' : undefined);
    setDeleting(undefined);
  };
  const actions = (file: EftsFile) => (
    <>
      <Button size="small" onClick={() => void download(file)} aria-label={`Download ${file.fileName}`}>
        Download
      </Button>
      <Button size="small" color="error" onClick={() => setDeleting(file)} aria-label={`Delete ${file.fileName}`}>
        Delete
      </Button>
    </>
  );
  return (
    <>
      {failure && <Alert severity="error" sx={{ m: 2 }} onClose={() => setFailure(undefined)}>{failure}</Alert>}
      {phone && files ? (
        <PhoneCards
          label={what}
          items={files}
          keyOf={(f) => f.fileId}
          loading={query.isFetching}
          columns={COLUMNS}
          sorting={sorting}
          facts={CARD_FACTS}
          head={(file) => (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', justifyContent: 'space-between' }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}>{file.fileName}</Typography>
              <Typography variant="body2" title={file.eftsMessage ?? undefined} sx={{ flexShrink: 0 }}>
                {STATUS_LABELS[file.status]}
              </Typography>
            </Box>
          )}
          foot={(file) => <Box sx={{ display: 'flex', gap: 1, ml: -1 }}>{actions(file)}</Box>}
        />
      ) : (
        <ListTable
          label={what}
          regionLabel={`${what} list`}
          columns={COLUMNS}
          minWidth={820}
          loading={query.isFetching}
          sorting={sorting}
          rows={files?.map((file) => (
            <TableRow key={file.fileId}>
              <TableCell sx={{ overflowWrap: 'anywhere', maxWidth: 280 }}>{file.fileName}</TableCell>
              <TableCell>{formatFileSize(file.fileSize)}</TableCell>
              <TableCell>{formatDateTime(file.transferredDate)}</TableCell>
              <TableCell>{file.transferredBy}</TableCell>
              <TableCell>{file.cycleNumber}</TableCell>
              <TableCell title={file.eftsMessage ?? undefined}>{STATUS_LABELS[file.status]}</TableCell>
              <TableCell align="right">{actions(file)}</TableCell>
            </TableRow>
          ))}
        />
      )}
      <ListPagination total={query.data?.totalElements ?? 0} page={page} size={size} onPage={setPage} onSize={(s) => (setSize(s), setPage(1))} />
      <ConfirmDialog
        open={deleting !== undefined}
        title={`Delete ${deleting?.fileName ?? 'the file'}?`}
        confirmLabel="Delete"
        destructive
        busy={removal.isLoading}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => void confirmDelete()}
      >
        The file is removed from the folder and cannot be downloaded again. Its record stays in the audit log.
      </ConfirmDialog>
    </>
  );
}
