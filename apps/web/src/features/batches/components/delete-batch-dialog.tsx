import Typography from '@mui/material/Typography';
import type { Batch } from '@creditdesk/contracts';
import { isRunning, plural } from '../batch-format';
import { DeleteDialog } from '../../../components/delete-dialog';

type DeleteBatchDialogProps = { batch: Batch | null; deleting: boolean; onCancel: () => void; onConfirm: (batch: Batch) => void };

/** Asks before a batch leaves the list (its reports stay in My Reports). */
export function DeleteBatchDialog({ batch, ...props }: DeleteBatchDialogProps) {
  return (
    <DeleteDialog
      item={batch}
      title="Delete this batch?"
      note={(b) =>
        b.status === 'validated'
          ? 'Nothing was ordered from it.'
          : `Reports already ordered stay in My Reports${isRunning(b.status) ? '; rows not yet ordered will not be' : ''}. Records are kept for audit and billing.`
      }
      {...props}
    >
      {(b) => (
        <Typography>
          <strong>{b.batchName}</strong> ({plural(b.counts.total, 'row')}) will be removed from your batches.
        </Typography>
      )}
    </DeleteDialog>
  );
}
