import Typography from '@mui/material/Typography';
import type { BatchRow } from '@creditdesk/contracts';
import { DeleteDialog, RECORD_KEPT } from '../../../components/delete-dialog';

type DeleteRowDialogProps = { row: BatchRow | null; deleting: boolean; onCancel: () => void; onConfirm: (row: BatchRow) => void };

/** Asks before a row (and its report) leaves the batch and My Reports. */
export function DeleteRowDialog({ row, ...props }: DeleteRowDialogProps) {
  return (
    <DeleteDialog item={row} title="Delete this row?" note={() => RECORD_KEPT} {...props}>
      {(r) => (
        <Typography>
          Row {r.rowNumber}, <strong>{r.consumerName || 'no name given'}</strong>
          {r.inquiryId ? ', and its report will be removed from the batch and from My Reports.' : ' will be removed from the batch.'}
        </Typography>
      )}
    </DeleteDialog>
  );
}
