import Chip from '@mui/material/Chip';
import { BATCH_ROW_STATUS_LABELS, type BatchRowStatus, type BatchStatus } from '@creditdesk/contracts';
import { BATCH_STATUS_INFO } from '../batch-format';

/** A batch's status: checked and waiting (amber), queued or processing (blue), completed (green). */
export function BatchStatusChip({ status }: { status: BatchStatus }) {
  const { label, color } = BATCH_STATUS_INFO[status];
  return <Chip size="small" variant="outlined" color={color} label={label} sx={{ fontWeight: 600 }} />;
}

const ROW_COLORS: Record<BatchRowStatus, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  invalid: 'warning',
  pending: 'default',
  processing: 'info',
  completed: 'success',
  failed: 'error',
  reused: 'success',
};

/** A row's status in the contracts' words (pending reads "Waiting"). */
export function RowStatusChip({ status }: { status: BatchRowStatus }) {
  return <Chip size="small" variant="outlined" color={ROW_COLORS[status]} label={BATCH_ROW_STATUS_LABELS[status]} sx={{ fontWeight: 600 }} />;
}
