import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import KeyRounded from '@mui/icons-material/KeyRounded';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { fullName, statusMoveLabel, type UserAct } from '../user-acts';

type Wording = { title: string; confirmLabel: string; destructive?: boolean; icon: ReactNode; body: ReactNode };

const who = (users: { userName: string }[]) => (users.length === 1 ? <strong>{users[0].userName}</strong> : <strong>{users.length} users</strong>);

const STATUS_EFFECT = {
  active: 'will be able to log in again.',
  inactive: 'will be deactivated and logged out; they cannot log in until reactivated.',
  revoked: 'will lose access and be logged out; they cannot log in until reactivated.',
} as const;

function wordingOf(act: Exclude<UserAct, { kind: 'block' }>): Wording {
  switch (act.kind) {
    case 'delete':
      return {
        title: act.users.length === 1 ? 'Delete this user?' : `Delete ${act.users.length} users?`,
        confirmLabel: 'Delete',
        destructive: true,
        icon: <DeleteOutlineRounded color="error" aria-hidden="true" />,
        body: <>{who(act.users)} will be deleted and can no longer log in. Their reports stay on record. This cannot be undone.</>,
      };
    case 'recertify':
      return {
        title: act.users.length === 1 ? 'Re-certify this user?' : `Re-certify ${act.users.length} users?`,
        confirmLabel: 'Re-certify',
        icon: <VerifiedUserOutlined color="primary" aria-hidden="true" />,
        body: <>You confirm that {who(act.users)} still {act.users.length === 1 ? 'needs' : 'need'} the access {act.users.length === 1 ? 'they have' : 'they have'}. The date and your name are recorded.</>,
      };
    case 'reset':
      return {
        title: 'Reset password?',
        confirmLabel: 'Reset password',
        icon: <KeyRounded color="primary" aria-hidden="true" />,
        body: (
          <>
            A temporary password will be e-mailed to <strong>{fullName(act.user) || act.user.userName}</strong> ({act.user.email}). They are logged out and must
            choose a new password at their next login.
          </>
        ),
      };
    case 'status':
      return {
        title: `${statusMoveLabel(act.status, act.user.status)} ${act.user.userName}?`,
        confirmLabel: statusMoveLabel(act.status, act.user.status),
        destructive: act.status !== 'active',
        icon: <ManageAccountsOutlined color={act.status === 'active' ? 'primary' : 'error'} aria-hidden="true" />,
        body: <>{who([act.user])} {STATUS_EFFECT[act.status]}</>,
      };
  }
}

type UserActDialogProps = {
  act: Exclude<UserAct, { kind: 'block' }> | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Asks before delete, reset password, a status move or re-certification. */
export function UserActDialog({ act, busy, onCancel, onConfirm }: UserActDialogProps) {
  // Keep the last wording while the dialog fades out.
  const wording = act ? wordingOf(act) : null;
  return (
    <ConfirmDialog
      open={act !== null}
      title={wording?.title ?? ''}
      icon={wording?.icon}
      confirmLabel={wording?.confirmLabel ?? 'Confirm'}
      destructive={wording?.destructive}
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {wording && <Typography>{wording.body}</Typography>}
    </ConfirmDialog>
  );
}
