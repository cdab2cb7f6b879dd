import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Batch } from '@creditdesk/contracts';
import { httpStatusOf } from '../../../api/api-errors';
import { PageFrame } from '../../../components/page-frame';
import { useGetBatchQuery } from '../api';
import { isRunning } from '../batch-format';
import { BackToBatches } from '../components/back-to-batches';
import { BatchActions } from '../components/batch-actions';
import { BatchFacts } from '../components/batch-facts';
import { BatchProgressPanel } from '../components/batch-progress-panel';
import { BatchRows } from '../components/batch-rows';
import { DeleteBatchDialog } from '../components/delete-batch-dialog';
import { DryRunView } from '../components/dry-run-view';
import { useBatchActions } from '../hooks/use-batch-actions';
import { useDryRunActions } from '../hooks/use-dry-run-actions';

/** How often a running batch's page asks for its progress. */
export const BATCH_POLL_MS = 2000;

/** Changes whenever a row changes status: the rows shown load again then. */
const progressKeyOf = ({ status, counts: c }: Batch) => `${status}:${c.total}:${c.invalid}:${c.pending}:${c.processing}:${c.completed}:${c.failed}`;

/**
 * /batch/:batchId: a batch's progress, followed live while it runs (its details asked every 2 s
 * until it completes), its facts, its actions and its rows. A dry run not yet confirmed can be
 * ordered or cancelled here too.
 */
export function BatchPage() {
  const { batchId = '' } = useParams();
  const [running, setRunning] = useState(true);
  const details = useGetBatchQuery(batchId, { pollingInterval: running ? BATCH_POLL_MS : 0, skipPollingIfUnfocused: false });
  const batch = details.data;
  const stillRunning = batch ? isRunning(batch.status) : true;
  if (stillRunning !== running) setRunning(stillRunning);

  if (details.isError && !batch) {
    const missing = httpStatusOf(details.error) === 404;
    return (
      <>
        <BackToBatches />
        <PageFrame title="Batch">
          <Alert severity={missing ? 'warning' : 'error'} action={missing ? undefined : <Button color="inherit" onClick={() => void details.refetch()}>Try again</Button>}>
            {missing ? 'This batch does not exist or was deleted.' : 'The batch could not be loaded.'}
          </Alert>
        </PageFrame>
      </>
    );
  }

  return (
    <>
      <BackToBatches />
      <PageFrame title={batch?.batchName ?? 'Batch'} subtitle={batch ? `${batch.productName} · ${batch.fileName}` : undefined}>
        {batch ? <BatchOverview batch={batch} /> : <Skeleton variant="rounded" height={220} aria-label="Loading the batch" sx={{ mb: 3 }} />}
        {batch && <BatchRows batchId={batch.batchId} progressKey={progressKeyOf(batch)} live={running} />}
      </PageFrame>
    </>
  );
}

function BatchOverview({ batch }: { batch: Batch }) {
  const navigate = useNavigate();
  const actions = useBatchActions(batch);
  const dryRun = useDryRunActions(batch.batchId, () => navigate('/batch'));
  const [confirmDelete, setConfirmDelete] = useState(false);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      {batch.status === 'validated' ? (
        <DryRunView
          headingLevel={2}
          batch={batch}
          reuse={dryRun.reuse}
          confirming={dryRun.confirming}
          cancelling={dryRun.cancelling}
          onConfirm={(body) => void dryRun.confirm(body)}
          onCancel={() => void dryRun.cancel()}
        />
      ) : (
        <>
          <BatchProgressPanel batch={batch} />
          <Box sx={{ mt: 2.5 }}>
            <BatchActions
              batch={batch}
              downloading={actions.downloading}
              rerunning={actions.rerunning}
              onDownload={() => void actions.download()}
              onRerun={() => void actions.rerun()}
              onDelete={() => setConfirmDelete(true)}
            />
          </Box>
        </>
      )}
      <Divider sx={{ my: 2.5 }} />
      <Box component="section" aria-labelledby="facts-title">
        <Typography id="facts-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
          About this batch
        </Typography>
        <BatchFacts batch={batch} />
      </Box>
      <DeleteBatchDialog
        batch={confirmDelete ? batch : null}
        deleting={actions.deleting}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={(b) => void actions.removeBatch(b).then((done) => done || setConfirmDelete(false))}
      />
    </Paper>
  );
}
