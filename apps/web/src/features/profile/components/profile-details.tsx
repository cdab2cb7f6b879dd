import Box from '@mui/material/Box';
import { ROLE_LABELS, capitalizeName, type Role } from '@creditdesk/contracts';
import type { AuthState } from '../../../lib/auth/auth-slice';
import { formatDateTime } from '../../../lib/format-date-time';

type ProfileDetailsProps = { auth: Pick<AuthState, 'name' | 'username' | 'email' | 'customerName' | 'role' | 'lastLogin' | 'isSSOUser'> };

/** Who the user is: the login state's details (portal.md §3), read-only. */
export function ProfileDetails({ auth }: ProfileDetailsProps) {
  const rows: [string, string][] = [
    ['Name', capitalizeName(auth.name) || '—'],
    ['User ID', auth.username],
    ['E-mail', auth.email || '—'],
    ['Company', auth.customerName || '—'],
    ['User type', ROLE_LABELS[auth.role as Role] ?? auth.role],
    ['Sign-in', auth.isSSOUser ? 'Single sign-on' : 'User ID and password'],
    ['Last login', auth.lastLogin ? formatDateTime(auth.lastLogin) : 'This is your first login'],
  ];
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 1.75, '& dt': { color: 'text.secondary', fontSize: '0.8rem' }, '& dd': { m: 0, fontWeight: 500, overflowWrap: 'anywhere' } }}
    >
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Box>
  );
}
