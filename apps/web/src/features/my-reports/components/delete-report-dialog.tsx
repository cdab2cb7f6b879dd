import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import type { InquiryListItem } from '@creditdesk/contracts';
import { AlertDialog } from '../../../components/alert-dialog';
import { formatDateAndTime } from '../../../reports/format';

type DeleteReportDialogProps = {
  item: InquiryListItem | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (item: InquiryListItem) => void;
};

/** Asks before a report leaves My Reports (the record stays for audit and billing). */
export function DeleteReportDialog({ item, deleting, onCancel, onConfirm }: DeleteReportDialogProps) {
  return (
    <AlertDialog
      open={item !== null}
      title="Delete this report?"
      icon={<DeleteOutlineRounded color="error" aria-hidden="true" />}
      onClose={deleting ? undefined : onCancel}
      actions={
        <>
          <Button onClick={onCancel} disabled={deleting}>
            Cancel
          </Button>
          <Button
            variant="contained"
            color="error"
            onClick={() => item && onConfirm(item)}
            disabled={deleting}
            startIcon={deleting ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}
          >
            Delete
          </Button>
        </>
      }
    >
      {item && (
        <>
          <Typography>
            The {item.productName} for <strong>{item.consumerName}</strong>, run {formatDateAndTime(item.createdAt)}, will be removed from My Reports.
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            The record is kept for audit and billing, as the law requires.
          </Typography>
        </>
      )}
    </AlertDialog>
  );
}
