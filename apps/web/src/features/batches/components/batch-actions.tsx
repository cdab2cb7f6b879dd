import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import type { Batch } from '@creditdesk/contracts';
import { isRunning } from '../batch-format';
import { RejectedRowsButton } from './rejected-rows-button';

type BatchActionsProps = {
  batch: Batch;
  downloading: boolean;
  rerunning: boolean;
  onDownload: () => void;
  onRerun: () => void;
  onDelete: () => void;
};

const spinner = <CircularProgress size={16} color="inherit" aria-hidden="true" />;

/** Download the results, re-run the failed rows (once the batch has stopped), delete the batch. */
export function BatchActions({ batch, downloading, rerunning, onDownload, onRerun, onDelete }: BatchActionsProps) {
  const ordered = batch.status !== 'validated';
  const canRerun = ordered && batch.counts.failed > 0 && !isRunning(batch.status);
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
      {ordered && (
        <Button variant="contained" onClick={onDownload} disabled={downloading} startIcon={downloading ? spinner : <DownloadRounded aria-hidden="true" />}>
          Download results (CSV)
        </Button>
      )}
      {ordered && (
        <Button
          variant="outlined"
          onClick={onRerun}
          disabled={!canRerun || rerunning}
          startIcon={rerunning ? spinner : <ReplayRounded aria-hidden="true" />}
          title={canRerun ? undefined : batch.counts.failed === 0 ? 'No row failed' : 'Once the batch has stopped'}
        >
          Re-run failed rows
        </Button>
      )}
      {ordered && <RejectedRowsButton batch={batch} />}
      <Button color="error" onClick={onDelete} startIcon={<DeleteOutlineRounded aria-hidden="true" />}>
        Delete batch
      </Button>
    </Box>
  );
}
