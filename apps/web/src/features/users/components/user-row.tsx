import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ROLE_LABELS, formatDate, type AdminUser } from '@creditdesk/contracts';
import { formatTime } from '../../../reports/format';
import { fullName } from '../user-acts';
import { UserActionsMenu } from './user-actions-menu';
import { UserStatusChip } from './user-status-chip';

type UserRowProps = { user: AdminUser; selected: boolean; onSelect: (checked: boolean) => void; onAct: Parameters<typeof UserActionsMenu>[0]['onAct'] };

export const Muted = ({ children }: { children: string }) => (
  <Typography variant="caption" color="text.secondary" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
    {children}
  </Typography>
);

/** A date with its time (or by whom) underneath; "Never" when there is none. */
export function When({ at, under }: { at: string | null; under?: string | null }) {
  if (!at) return <Typography variant="body2" color="text.secondary">Never</Typography>;
  return (
    <>
      {formatDate(at)}
      <Muted>{under ? `by ${under}` : formatTime(at)}</Muted>
    </>
  );
}

export function UserRow({ user, selected, onSelect, onAct }: UserRowProps) {
  return (
    <TableRow hover selected={selected}>
      <TableCell padding="checkbox">
        <Checkbox size="small" checked={selected} onChange={(e) => onSelect(e.target.checked)} slotProps={{ input: { 'aria-label': `Select ${user.userName}` } }} />
      </TableCell>
      <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {user.userName}
        {user.isSSOUser && <Muted>Single sign-on</Muted>}
      </TableCell>
      <TableCell sx={{ minWidth: 110 }}>{fullName(user)}</TableCell>
      <TableCell sx={{ maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={user.email}>
        {user.email}
      </TableCell>
      <TableCell sx={{ minWidth: 110 }}>{ROLE_LABELS[user.role]}</TableCell>
      <TableCell>
        <UserStatusChip user={user} />
      </TableCell>
      <TableCell sx={{ minWidth: 120, maxWidth: 200 }}>
        {user.userGroups.length > 0 ? user.userGroups.join(', ') : <Typography variant="body2" color="text.secondary">None</Typography>}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <When at={user.lastLoginAt} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <When at={user.lastRecertifiedAt} under={user.lastRecertifiedBy} />
      </TableCell>
      <TableCell align="right">
        <UserActionsMenu user={user} onAct={onAct} />
      </TableCell>
    </TableRow>
  );
}
