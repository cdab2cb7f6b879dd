import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import BlockRounded from '@mui/icons-material/BlockRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import KeyRounded from '@mui/icons-material/KeyRounded';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import PauseCircleOutlineRounded from '@mui/icons-material/PauseCircleOutlineRounded';
import PlayCircleOutlineRounded from '@mui/icons-material/PlayCircleOutlineRounded';
import RemoveCircleOutlineRounded from '@mui/icons-material/RemoveCircleOutlineRounded';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import { useSelector } from 'react-redux';
import { ADMIN_MESSAGES, type AdminUser, ROLE_LABELS, type Role, rightsBeyond } from '@creditdesk/contracts';
import { selectAuth } from '../../../lib/auth/auth-slice';
import type { SettableStatus } from '../api';
import { STATUS_MOVES, statusMoveLabel, type UserAct } from '../user-acts';

const STATUS_ICONS: Record<SettableStatus, typeof BlockRounded> = {
  active: PlayCircleOutlineRounded,
  inactive: PauseCircleOutlineRounded,
  revoked: RemoveCircleOutlineRounded,
  blocked: BlockRounded,
};

type UserActionsMenuProps = { user: AdminUser; onAct: (act: UserAct) => void };

/** A row's acts behind one button: edit, reset password, the status moves that fit, re-certify, delete. */
export function UserActionsMenu({ user, onAct }: UserActionsMenuProps) {
  const navigate = useNavigate();
  // the edit page comes back to this very list (page, filters) when it is done
  const { pathname, search } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = `user-actions-${user.userName}`;
  // the server refuses every act on a user holding rights the caller lacks: say so instead of offering them
  const beyond = rightsBeyond(useSelector(selectAuth), user);
  const rightsNotHeld = [...(beyond.role ? [ROLE_LABELS[user.role as Role] ?? user.role] : []), ...beyond.entitlements].join(', ');
  const choose = (act: UserAct) => {
    setAnchor(null);
    onAct(act);
  };

  return (
    <>
      <IconButton
        size="small"
        aria-label={`Actions for ${user.userName}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertRounded fontSize="small" aria-hidden="true" />
      </IconButton>
      {/* portalled into <main>, not the end of <body>: the menu stays inside the main landmark */}
      <Menu id={menuId} container={() => document.getElementById('main-content') ?? document.body} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        {rightsNotHeld && (
          <MenuItem disabled sx={{ whiteSpace: 'normal', maxWidth: 320, '&.Mui-disabled': { opacity: 1 } }}>
            <ListItemText secondary={ADMIN_MESSAGES.rightsBeyondYours(user.userName, rightsNotHeld)} />
          </MenuItem>
        )}
        {rightsNotHeld
          ? null
          : [
              <MenuItem key="edit" onClick={() => void navigate(`/users/edit?${new URLSearchParams({ userName: user.userName, returnTo: `${pathname}${search}` }).toString()}`)}>
                <ListItemIcon><EditOutlined fontSize="small" aria-hidden="true" /></ListItemIcon>
                <ListItemText>Edit</ListItemText>
              </MenuItem>,
              !user.isSSOUser && (
                <MenuItem key="reset" onClick={() => choose({ kind: 'reset', user })}>
                  <ListItemIcon><KeyRounded fontSize="small" aria-hidden="true" /></ListItemIcon>
                  <ListItemText>Reset password</ListItemText>
                </MenuItem>
              ),
              <MenuItem key="recertify" onClick={() => choose({ kind: 'recertify', users: [user] })}>
                <ListItemIcon><VerifiedUserOutlined fontSize="small" aria-hidden="true" /></ListItemIcon>
                <ListItemText>Re-certify</ListItemText>
              </MenuItem>,
              <Divider key="divider-status" />,
              ...STATUS_MOVES[user.status].map((status) => {
                const Icon = STATUS_ICONS[status];
                return (
                  <MenuItem key={status} onClick={() => choose(status === 'blocked' ? { kind: 'block', user } : { kind: 'status', user, status })}>
                    <ListItemIcon><Icon fontSize="small" aria-hidden="true" /></ListItemIcon>
                    <ListItemText>{statusMoveLabel(status, user.status)}</ListItemText>
                  </MenuItem>
                );
              }),
              <Divider key="divider-delete" />,
              <MenuItem key="delete" onClick={() => choose({ kind: 'delete', users: [user] })} sx={{ color: 'error.main' }}>
                <ListItemIcon><DeleteOutlineRounded fontSize="small" color="error" aria-hidden="true" /></ListItemIcon>
                <ListItemText>Delete</ListItemText>
              </MenuItem>,
            ]}
      </Menu>
    </>
  );
}
