import type { ReactNode } from 'react';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { ConfirmDialog } from '../../../components/confirm-dialog';

type DeleteDialogProps<T> = {
  /** what is to be deleted; null: the dialog is closed. */
  item: T | null;
  title: string;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (item: T) => void;
  /** what the deletion removes and what it keeps. */
  children: (item: T) => ReactNode;
};

/** Asks before a batch or a row is deleted. */
export function DeleteDialog<T>({ item, title, deleting, onCancel, onConfirm, children }: DeleteDialogProps<T>) {
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
      {item !== null && children(item)}
    </ConfirmDialog>
  );
}
