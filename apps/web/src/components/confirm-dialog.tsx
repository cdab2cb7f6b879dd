import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { AlertDialog } from './alert-dialog';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  icon?: ReactNode;
  children: ReactNode;
  /** the confirming button's label ("Delete", "Block user"). */
  confirmLabel: string;
  /** red for acts that remove or lock something. */
  destructive?: boolean;
  /** while the act runs: both buttons disabled, a spinner on the confirming one, no closing. */
  busy?: boolean;
  confirmDisabled?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Asks before an act that cannot simply be undone (delete, block, reset a password). */
export function ConfirmDialog({ open, title, icon, children, confirmLabel, destructive = false, busy = false, confirmDisabled = false, onCancel, onConfirm }: ConfirmDialogProps) {
  return (
    <AlertDialog
      open={open}
      title={title}
      icon={icon}
      onClose={busy ? undefined : onCancel}
      actions={
        <>
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button
            variant="contained"
            color={destructive ? 'error' : 'primary'}
            onClick={onConfirm}
            disabled={busy || confirmDisabled}
            startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </AlertDialog>
  );
}
