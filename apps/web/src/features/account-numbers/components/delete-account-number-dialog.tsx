import Typography from '@mui/material/Typography';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { AccountNumberRow } from '../api';
import { usageText } from '../account-number-text';
import { ConfigurationsUsingNumber } from './configurations-using-number';

type DeleteAccountNumberDialogProps = {
  row: AccountNumberRow | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (row: AccountNumberRow) => void;
};

/** Asks before an account number is deleted; says so when product configurations use it, and names them. */
export function DeleteAccountNumberDialog({ row, deleting, onCancel, onConfirm }: DeleteAccountNumberDialogProps) {
  const inUse = Boolean(row?.productConfigurations);
  return (
    <ConfirmDialog
      open={row !== null}
      title="Delete this account number?"
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
            Account number <strong>{row.memberNumber}</strong> ({row.name}) will be removed. Reports can no longer be ordered under it.
          </Typography>
          {inUse && (
            <>
              <Typography variant="body2" color="warning.main" sx={{ mt: 1.5 }}>
                {usageText(row.productConfigurations)}: it cannot be deleted while a product configuration uses it.
              </Typography>
              <ConfigurationsUsingNumber memberNumber={row.memberNumber} />
            </>
          )}
        </>
      )}
    </ConfirmDialog>
  );
}
