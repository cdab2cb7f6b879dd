import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@creditdesk/contracts';
import { AlertDialog } from '../../../components/alert-dialog';
import { DeleteDialog } from '../../../components/delete-dialog';
import type { AccountNumberRow } from '../api';
import { ConfigurationsUsingNumber } from './configurations-using-number';

type DeleteAccountNumberDialogProps = {
  row: AccountNumberRow | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (row: AccountNumberRow) => void;
};

/**
 * Asks before an account number is deleted. One a product configuration uses cannot be deleted: the
 * dialog says so, names the configurations and offers no Delete (issue 33: it offered one that could
 * only fail).
 */
export function DeleteAccountNumberDialog({ row, deleting, onCancel, onConfirm }: DeleteAccountNumberDialogProps) {
  if (row && Boolean(row.productConfigurations)) {
    return (
      <AlertDialog open title="This account number cannot be deleted" onClose={onCancel} actions={<Button onClick={onCancel}>Close</Button>}>
        <Typography>{MESSAGES.accountNumbers.inUse(row.memberNumber)} Change or delete the configurations first.</Typography>
        <ConfigurationsUsingNumber memberNumber={row.memberNumber} />
      </AlertDialog>
    );
  }
  return (
    <DeleteDialog item={row} title="Delete this account number?" deleting={deleting} onCancel={onCancel} onConfirm={onConfirm}>
      {(r) => (
        <Typography>
          Account number <strong>{r.memberNumber}</strong> ({r.name}) will be removed. Reports can no longer be ordered under it.
        </Typography>
      )}
    </DeleteDialog>
  );
}
