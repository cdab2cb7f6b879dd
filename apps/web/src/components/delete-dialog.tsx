import type { ReactNode } from 'react';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from './confirm-dialog';

type DeleteDialogProps<T> = {
  /** what is to be deleted; null: the dialog is closed. */
  item: T | null;
  title: string;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (item: T) => void;
  /** what the deletion removes (a sentence naming the item). */
  children: (item: T) => ReactNode;
  /** what it keeps or what follows, in a quieter line below. */
  note?: (item: T) => ReactNode;
};

/** Asks before something is deleted: a batch, a row, a report, a group, an account number, a configuration. */
export function DeleteDialog<T>({ item, title, deleting, onCancel, onConfirm, children, note }: DeleteDialogProps<T>) {
  return (
    <ConfirmDialog
      open={item !== null}
      title={title}
      icon={<DeleteOutlineRounded color="error" aria-hidden="true" />}
      confirmLabel="Delete"
      destructive
      busy={deleting}
      onCancel={onCancel}
      onConfirm={() => item !== null && onConfirm(item)}
    >
      {item !== null && (
        <>
          {children(item)}
          {note && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              {note(item)}
            </Typography>
          )}
        </>
      )}
    </ConfirmDialog>
  );
}

/** A deleted order's note: the law keeps its record. */
export const RECORD_KEPT = 'The record is kept for audit and billing, as the law requires.';
