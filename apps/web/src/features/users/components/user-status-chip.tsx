import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { AdminUser } from '@creditdesk/contracts';
import { STATUS_LABELS } from '../user-acts';

const COLORS = { active: 'success', inactive: 'default', revoked: 'error', blocked: 'warning', requested: 'info' } as const;

/** A user's status; a blocked user's chip tells the reason on hover or focus. */
export function UserStatusChip({ user }: { user: Pick<AdminUser, 'status' | 'blockedReason'> }) {
  const chip = <Chip size="small" variant="outlined" color={COLORS[user.status]} label={STATUS_LABELS[user.status]} sx={{ fontWeight: 600 }} />;
  if (user.status !== 'blocked' || !user.blockedReason) return chip;
  return (
    <Tooltip title={`Reason: ${user.blockedReason}`} describeChild>
      <Chip
        size="small"
        variant="outlined"
        color="warning"
        label={STATUS_LABELS.blocked}
        tabIndex={0}
        sx={{ fontWeight: 600, cursor: 'help', borderStyle: 'dashed' }}
      />
    </Tooltip>
  );
}
