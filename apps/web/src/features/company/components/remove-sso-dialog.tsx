import Typography from '@mui/material/Typography';
import LinkOffRounded from '@mui/icons-material/LinkOffRounded';
import { ConfirmDialog } from '../../../components/confirm-dialog';

type RemoveSsoDialogProps = { open: boolean; busy: boolean; onCancel: () => void; onConfirm: () => void };

export function RemoveSsoDialog({ open, busy, onCancel, onConfirm }: RemoveSsoDialogProps) {
  return (
    <ConfirmDialog open={open} title="Remove single sign-on?" icon={<LinkOffRounded color="error" aria-hidden="true" />} confirmLabel="Remove" destructive busy={busy} onCancel={onCancel} onConfirm={onConfirm}>
      <Typography>
        Users set up for single sign-on will not be able to log in (code 1015) until it is set up again or they are given a password.
      </Typography>
    </ConfirmDialog>
  );
}
