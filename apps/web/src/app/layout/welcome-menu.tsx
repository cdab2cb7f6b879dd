import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import { capitalizeName } from '@creditdesk/contracts';

type WelcomeMenuProps = { name: string; onLogout: () => void };

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

/** The Welcome menu: the user's name capitalised, with My Profile and Log Out. */
/** Out of sight but read by assistive technology (MUI's visuallyHidden). */
const PHONE_HIDDEN = { border: 0, clip: 'rect(0 0 0 0)', height: '1px', margin: '-1px', overflow: 'hidden', padding: 0, position: 'absolute', whiteSpace: 'nowrap', width: '1px' } as const;

export function WelcomeMenu({ name, onLogout }: WelcomeMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const menuId = useId();
  const display = capitalizeName(name);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        endIcon={<ExpandMore aria-hidden="true" />}
        sx={{ pl: 0.75, pr: 1.25, borderRadius: 6, '&:hover': { bgcolor: 'rgba(255,255,255,0.12)' } }}
      >
        <Avatar sx={{ width: 32, height: 32, mr: 1, bgcolor: 'secondary.main', fontSize: '0.85rem' }} aria-hidden="true">
          {initials(display)}
        </Avatar>
        {/* on a phone only the initials show (the greeting wrapped the header to three lines); the words stay the button's name */}
        <Typography component="span" sx={(theme) => ({ fontWeight: 500, [theme.breakpoints.down('sm')]: PHONE_HIDDEN })}>
          Welcome, {display}
        </Typography>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1, minWidth: 200 } } }}
      >
        <MenuItem
          onClick={() => {
            close();
            navigate('/profile');
          }}
        >
          <ListItemIcon>
            <PersonOutlined fontSize="small" aria-hidden="true" />
          </ListItemIcon>
          My Profile
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            onLogout();
          }}
        >
          <ListItemIcon>
            <LogoutOutlined fontSize="small" aria-hidden="true" />
          </ListItemIcon>
          Log Out
        </MenuItem>
      </Menu>
    </>
  );
}
