import Typography from '@mui/material/Typography';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import type { UserGroup } from '@creditdesk/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';

type DeleteGroupDialogProps = {
  group: UserGroup | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (group: UserGroup) => void;
};

const membersText = (n: number) =>
  n === 0 ? 'It has no members.' : `${n === 1 ? 'Its member stays a user' : `Its ${n} members stay users`}, without the products and file transfer this group grants.`;

/** Asks before a group is deleted, naming it and what happens to its members. */
export function DeleteGroupDialog({ group, deleting, onCancel, onConfirm }: DeleteGroupDialogProps) {
  return (
    <ConfirmDialog
      open={group !== null}
      title="Delete this user group?"
      icon={<DeleteOutlineRounded color="error" aria-hidden="true" />}
      confirmLabel="Delete"
      destructive
      busy={deleting}
      onCancel={onCancel}
      onConfirm={() => group && onConfirm(group)}
    >
      {group && (
        <>
          <Typography>
            The user group <strong>{group.groupName}</strong> with {group.memberCount === 1 ? '1 member' : `${group.memberCount} members`} will be deleted.
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {membersText(group.memberCount)}
          </Typography>
        </>
      )}
    </ConfirmDialog>
  );
}
