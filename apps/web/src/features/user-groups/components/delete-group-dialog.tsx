import Typography from '@mui/material/Typography';
import type { UserGroup } from '@creditdesk/contracts';
import { DeleteDialog } from '../../../components/delete-dialog';

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
    <DeleteDialog item={group} title="Delete this user group?" deleting={deleting} onCancel={onCancel} onConfirm={onConfirm} note={(g) => membersText(g.memberCount)}>
      {(g) => (
        <Typography>
          The user group <strong>{g.groupName}</strong> with {g.memberCount === 1 ? '1 member' : `${g.memberCount} members`} will be deleted.
        </Typography>
      )}
    </DeleteDialog>
  );
}
