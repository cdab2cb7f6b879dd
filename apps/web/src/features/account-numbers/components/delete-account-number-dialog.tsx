import Typography from '@mui/material/Typography';
import { DeleteDialog } from '../../../components/delete-dialog';
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
  return (
    <DeleteDialog item={row} title="Delete this account number?" deleting={deleting} onCancel={onCancel} onConfirm={onConfirm}>
      {(r) => (
        <>
          <Typography>
            Account number <strong>{r.memberNumber}</strong> ({r.name}) will be removed. Reports can no longer be ordered under it.
          </Typography>
          {Boolean(r.productConfigurations) && (
            <>
              <Typography variant="body2" color="warning.main" sx={{ mt: 1.5 }}>
                {usageText(r.productConfigurations)}: it cannot be deleted while a product configuration uses it.
              </Typography>
              <ConfigurationsUsingNumber memberNumber={r.memberNumber} />
            </>
          )}
        </>
      )}
    </DeleteDialog>
  );
}
