import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import { formatFileSize, type EftsFile } from '@creditdesk/contracts';
import { EmptyState } from '../../../components/empty-state';
import { ListLoadError } from '../../../components/list/list-load-error';
import { ListPagination } from '../../../components/list/list-pagination';
import { ListTable } from '../../../components/list/list-table';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDateTime } from '../../../lib/format-date-time';
import { useDeleteEftsFileMutation, useGetEftsDownloadLinkMutation, useGetEftsFilesQuery, type FolderArgs } from '../api';
import { startNativeDownload } from '../download-file';

type EftFilesTableProps = FolderArgs & { direction: 'inputs' | 'outputs' };

const STATUS_LABELS: Record<EftsFile['status'], string> = { received: 'Received', processed: 'Processed', failed: 'Failed' };

/** A folder's inputs (files sent) or outputs (files produced, with their cycle), newest first, each downloadable. */
export function EftFilesTable({ direction, ...folder }: EftFilesTableProps) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const [failure, setFailure] = useState<string>();
  const [deleting, setDeleting] = useState<EftsFile>();
  const [remove, removal] = useDeleteEftsFileMutation();
  const [linkFor] = useGetEftsDownloadLinkMutation();
  const query = useGetEftsFilesQuery({ ...folder, direction, page, size });
  const what = direction === 'inputs' ? 'Input files' : 'Output files';
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
  return (
    <>
      {failure && <Alert severity="error" sx={{ m: 2 }} onClose={() => setFailure(undefined)}>{failure}</Alert>}
      <ListTable
        label={what}
        regionLabel={`${what} list`}
        columns={['File', 'Size', 'Transferred', 'By', 'Cycle', 'Status', 'Actions']}
        minWidth={820}
        loading={query.isFetching}
        rows={files?.map((file) => (
          <TableRow key={file.fileId}>
            <TableCell sx={{ overflowWrap: 'anywhere', maxWidth: 280 }}>{file.fileName}</TableCell>
            <TableCell>{formatFileSize(file.fileSize)}</TableCell>
            <TableCell>{formatDateTime(file.transferredDate)}</TableCell>
            <TableCell>{file.transferredBy}</TableCell>
            <TableCell>{file.cycleNumber}</TableCell>
            <TableCell title={file.eftsMessage ?? undefined}>{STATUS_LABELS[file.status]}</TableCell>
            <TableCell align="right">
              <Button size="small" onClick={() => void download(file)} aria-label={`Download ${file.fileName}`}>
                Download
              </Button>
              <Button size="small" color="error" onClick={() => setDeleting(file)} aria-label={`Delete ${file.fileName}`}>
                Delete
              </Button>
            </TableCell>
          </TableRow>
        ))}
      />
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
