import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { Batch } from '@creditdesk/contracts';
import { formatDateAndTime } from '../../../reports/format';
import { batchProgress, plural, progressLine } from '../batch-format';
import { BatchStatusChip } from './batch-status-chip';

/** What the bar says under it: running, waiting its turn, or when it ended. */
function statusNote(batch: Batch): string {
  if (batch.status === 'queued') return 'Waiting for its turn: rows are ordered one after another, as the queue frees up.';
  if (batch.status === 'processing') return 'Ordering the rows. This page follows the batch; you may leave it and come back.';
  if (batch.status === 'completed' && batch.finishedAt) return `Finished ${formatDateAndTime(batch.finishedAt)}.`;
  return '';
}

/** A running or finished batch's progress: its status, a bar, "X of Y rows · Z failed · N rows/s · about T left". */
export function BatchProgressPanel({ batch }: { batch: Batch }) {
  const { percent } = batchProgress(batch.counts);
  const line = progressLine(batch);
  const note = statusNote(batch);
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Typography variant="h6" component="h2">
            Progress
          </Typography>
          <BatchStatusChip status={batch.status} />
        </Box>
        <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} aria-hidden="true">
          {percent} %
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label="Batch progress"
        aria-valuetext={`${percent} %: ${line}`}
        color={batch.status === 'completed' ? (batch.counts.failed > 0 ? 'warning' : 'success') : 'primary'}
        sx={{ height: 10, borderRadius: 5 }}
      />
      <Typography role="status" aria-live="polite" sx={{ mt: 1.25, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }} data-testid="batch-progress-line">
        {line}
      </Typography>
      {note && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {note}
        </Typography>
      )}
      {batch.counts.invalid > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Not ordered: {plural(batch.counts.invalid, 'invalid row')} (the Invalid filter below lists their problems).
        </Typography>
      )}
    </Box>
  );
}
