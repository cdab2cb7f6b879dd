import Typography from '@mui/material/Typography';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import type { InquiryListItem } from '@creditdesk/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
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
    <ConfirmDialog
      open={item !== null}
      title="Delete this report?"
      icon={<DeleteOutlineRounded color="error" aria-hidden="true" />}
      confirmLabel="Delete"
      destructive
      busy={deleting}
      onCancel={onCancel}
      onConfirm={() => item && onConfirm(item)}
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
    </ConfirmDialog>
  );
}
