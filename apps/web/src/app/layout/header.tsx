import { useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { BrandMark } from '../../components/brand-logo';
import { selectAuth } from '../../lib/auth/auth-slice';
import { formatDateTime } from '../../lib/format-date-time';
import { ImpersonationBar } from './impersonation-bar';
import { WelcomeMenu } from './welcome-menu';

type HeaderProps = {
  onLogout: () => void;
  /** on a phone: opens the navigation over the page (the menu button before the logo); elsewhere the drawer has its own toggle. */
  onOpenMenu?: () => void;
};

/** The header of logged-in pages (portal.md §2): logo home, product heading, last login, menu. */
export function Header({ onLogout, onOpenMenu }: HeaderProps) {
  const { loggedIn, lastLogin, name, firstName, lastName, username, impersonatedBy } = useSelector(selectAuth);
  const brand = (
    <>
      <BrandMark size={34} />
      <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.3rem', letterSpacing: '-0.02em', color: '#fff' }}>
        Creditdesk
      </Typography>
    </>
  );
  return (
    <AppBar position="fixed" sx={{ zIndex: (t) => t.zIndex.drawer + 1, bgcolor: 'primary.main' }}>
      <Toolbar sx={{ minHeight: { xs: 64 }, gap: 2 }}>
        {onOpenMenu && (
          <IconButton color="inherit" edge="start" onClick={onOpenMenu} aria-label="Open navigation" aria-haspopup="dialog" sx={{ mr: -1 }}>
            <MenuIcon aria-hidden="true" />
          </IconButton>
        )}
        {loggedIn ? (
          <Link
            component={RouterLink}
            to="/"
            aria-label="Creditdesk home"
            underline="none"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25, borderRadius: 1 }}
          >
            {brand}
          </Link>
        ) : (
          <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25 }}>{brand}</Box>
        )}
        <Box sx={{ flex: 1 }} />
        <Typography variant="body2" sx={{ color: 'rgba(255,255,255,0.85)', display: { xs: 'none', md: 'block' } }}>
          Last Login:{' '}
          {lastLogin ? (
            <Box component="time" dateTime={lastLogin} sx={{ color: '#fff', fontWeight: 500 }}>
              {formatDateTime(lastLogin)}
            </Box>
          ) : (
            <Box component="span" sx={{ color: '#fff', fontWeight: 500 }}>
              This is your first login
            </Box>
          )}
        </Typography>
        <IconButton color="inherit" disabled aria-label="Notifications" sx={{ '&.Mui-disabled': { color: 'rgba(255,255,255,0.5)' } }}>
          <NotificationsNoneOutlined aria-hidden="true" />
        </IconButton>
        <WelcomeMenu name={name || `${firstName} ${lastName}`} onLogout={onLogout} />
      </Toolbar>
      {impersonatedBy && <ImpersonationBar name={name || `${firstName} ${lastName}`} userName={username} impersonatedBy={impersonatedBy} />}
    </AppBar>
  );
}
