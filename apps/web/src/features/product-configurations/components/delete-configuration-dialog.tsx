import type { ProductConfigurationDetail } from '@creditdesk/contracts';
import Typography from '@mui/material/Typography';
import { DeleteDialog } from '../../../components/delete-dialog';

type DeleteConfigurationDialogProps = {
  row: ProductConfigurationDetail | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (row: ProductConfigurationDetail) => void;
};

/** Asks before a product configuration is deleted. */
export function DeleteConfigurationDialog({ row, deleting, onCancel, onConfirm }: DeleteConfigurationDialogProps) {
  return (
    <DeleteDialog
      item={row}
      title="Delete this product configuration?"
      deleting={deleting}
      onCancel={onCancel}
      onConfirm={onConfirm}
      note={(r) => `Orders already placed keep their reports. New ${r.productName} orders use the product's defaults or another configuration.`}
    >
      {(r) => (
        <Typography>
          <strong>{r.configurationName}</strong> ({r.productName} on account number {r.memberNumber}) will be removed.
        </Typography>
      )}
    </DeleteDialog>
  );
}
