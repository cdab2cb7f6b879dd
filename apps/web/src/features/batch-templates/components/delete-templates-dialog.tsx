import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import type { BatchTemplate } from '@creditdesk/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';

type DeleteTemplatesDialogProps = { templates: readonly BatchTemplate[]; deleting: boolean; onCancel: () => void; onConfirm: () => void };

/** Asks before deleting one template or several; batches already submitted with them keep their name. */
export function DeleteTemplatesDialog({ templates, deleting, onCancel, onConfirm }: DeleteTemplatesDialogProps) {
  const one = templates.length === 1 ? templates[0] : undefined;
  return (
    <ConfirmDialog
      open={templates.length > 0}
      title={one ? 'Delete this input template?' : `Delete ${templates.length} input templates?`}
      icon={<DeleteOutlineRounded aria-hidden="true" />}
      confirmLabel="Delete"
      destructive
      busy={deleting}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {one ? `${one.templateName} will be deleted.` : `${templates.map((t) => t.templateName).join(', ')} will be deleted.`} Batches already submitted with{' '}
      {one ? 'it' : 'them'} keep their rows and reports; new batches can no longer use {one ? 'it' : 'them'}.
    </ConfirmDialog>
  );
}
