import type { ProductConfigurationDetail } from '@creditdesk/contracts';
import Typography from '@mui/material/Typography';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { ConfirmDialog } from '../../../components/confirm-dialog';

type DeleteConfigurationDialogProps = {
  row: ProductConfigurationDetail | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (row: ProductConfigurationDetail) => void;
};

/** Asks before a product configuration is deleted. */
export function DeleteConfigurationDialog({ row, deleting, onCancel, onConfirm }: DeleteConfigurationDialogProps) {
  return (
    <ConfirmDialog
      open={row !== null}
      title="Delete this product configuration?"
      icon={<DeleteOutlineRounded color="error" aria-hidden="true" />}
      confirmLabel="Delete"
      destructive
      busy={deleting}
      onCancel={onCancel}
      onConfirm={() => row && onConfirm(row)}
    >
      {row && (
        <>
          <Typography>
            <strong>{row.configurationName}</strong> ({row.productName} on account number {row.memberNumber}) will be removed.
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            Orders already placed keep their reports. New {row.productName} orders use the product&apos;s defaults or another configuration.
          </Typography>
        </>
      )}
    </ConfirmDialog>
  );
}
