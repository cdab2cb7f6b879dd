import Typography from '@mui/material/Typography';
import type { InquiryListItem } from '@creditdesk/contracts';
import { DeleteDialog, RECORD_KEPT } from '../../../components/delete-dialog';
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
    <DeleteDialog item={item} title="Delete this report?" deleting={deleting} onCancel={onCancel} onConfirm={onConfirm} note={() => RECORD_KEPT}>
      {(report) => (
        <Typography>
          The {report.productName} for <strong>{report.consumerName}</strong>, run {formatDateAndTime(report.createdAt)}, will be removed from My Reports.
        </Typography>
      )}
    </DeleteDialog>
  );
}
