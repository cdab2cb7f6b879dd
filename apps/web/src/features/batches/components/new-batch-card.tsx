import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { BatchDryRun } from '@creditdesk/contracts';
import { useDryRunActions } from '../hooks/use-dry-run-actions';
import { useNewBatchForm } from '../hooks/use-new-batch-form';
import { DryRunView } from './dry-run-view';
import { NewBatchForm } from './new-batch-form';
import { UploadProgress } from './upload-progress';

/**
 * "New batch": the form (product or template, account, purpose, name, file), the upload's progress,
 * then the dry run to order or cancel.
 */
export function NewBatchCard() {
  const batchForm = useNewBatchForm();
  const { state, cancelUpload } = batchForm.upload;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="new-batch-title" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography id="new-batch-title" variant="h6" component="h2">
        New batch
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
        Upload a CSV file of consumers for one product. Every row is checked first and you see what it would cost; nothing is ordered until you confirm.
      </Typography>
      {batchForm.loading ? (
        <Skeleton variant="rounded" height={280} aria-label="Loading the form" />
      ) : batchForm.loadFailed ? (
        <Alert severity="warning" action={<Button color="inherit" onClick={batchForm.retry}>Try again</Button>}>
          Your company's products or account numbers could not be loaded.
        </Alert>
      ) : state.phase === 'uploading' ? (
        <UploadProgress fileName={state.fileName} fraction={state.fraction} onCancel={cancelUpload} />
      ) : state.phase === 'dry-run' ? (
        <DryRun dryRun={state.dryRun} onDone={batchForm.startOver} />
      ) : (
        <NewBatchForm batchForm={batchForm} />
      )}
    </Paper>
  );
}

function DryRun({ dryRun, onDone }: { dryRun: BatchDryRun; onDone: () => void }) {
  const actions = useDryRunActions(dryRun.batch.batchId, onDone);
  return (
    <Box>
      <DryRunView
        batch={dryRun.batch}
        problems={dryRun.errors}
        reuse={actions.reuse ?? dryRun.reuse}
        confirming={actions.confirming}
        cancelling={actions.cancelling}
        onConfirm={(body) => void actions.confirm(body)}
        onCancel={() => void actions.cancel()}
      />
    </Box>
  );
}
