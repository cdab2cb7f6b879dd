import { useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { ROLE_LABELS, capitalizeName, type Role } from '@creditdesk/contracts';
import { PageFrame } from '../../../components/page-frame';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { formatDateTime } from '../../../lib/format-date-time';
import { quickLinksFor } from '../quick-links';

function greeting(hour: number) {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** '/' for logged-in users: a greeting, shortcuts the user may open, and their account at a glance. */
export function HomePage() {
  const auth = useSelector(selectAuth);
  const links = quickLinksFor(auth.entitlements);
  const first = capitalizeName(auth.firstName || auth.name);
  return (
    <PageFrame
      title={`${greeting(new Date().getHours())}, ${first}`}
      subtitle={`Welcome to Creditdesk${auth.customerName ? ` for ${auth.customerName}` : ''}.`}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, gap: 3, alignItems: 'start' }}>
        <Box component="section" aria-labelledby="quick-links-title">
          <Typography id="quick-links-title" variant="h5" component="h2" sx={{ mb: 2 }}>
            Quick links
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            {links.map(({ path, title, description, icon: Icon }) => (
              <Card key={path}>
                <CardActionArea component={RouterLink} to={path} sx={{ p: 2.5, display: 'flex', alignItems: 'flex-start', gap: 2, height: '100%' }}>
                  <Box sx={{ width: 44, height: 44, borderRadius: 2, display: 'grid', placeItems: 'center', bgcolor: 'rgba(11,58,117,0.08)', color: 'primary.main', flex: 'none' }}>
                    <Icon aria-hidden="true" />
                  </Box>
                  <Box sx={{ flex: 1 }}>
                    <Typography variant="h6" component="h3">
                      {title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                      {description}
                    </Typography>
                  </Box>
                  <ChevronRight color="action" aria-hidden="true" />
                </CardActionArea>
              </Card>
            ))}
          </Box>
        </Box>
        <Paper component="section" variant="outlined" aria-labelledby="account-title" sx={{ p: 3 }}>
          <Typography id="account-title" variant="h5" component="h2">
            Your account
          </Typography>
          <Box component="dl" sx={{ m: 0, mt: 2, display: 'grid', gap: 1.5, '& dt': { color: 'text.secondary', fontSize: '0.8rem' }, '& dd': { m: 0, fontWeight: 500 } }}>
            <div>
              <dt>User ID</dt>
              <dd>{auth.username}</dd>
            </div>
            <div>
              <dt>Company</dt>
              <dd>{auth.customerName || '—'}</dd>
            </div>
            <div>
              <dt>User type</dt>
              <dd>{ROLE_LABELS[auth.role as Role] ?? auth.role}</dd>
            </div>
            <div>
              <dt>Last login</dt>
              <dd>{auth.lastLogin ? formatDateTime(auth.lastLogin) : 'This is your first login'}</dd>
            </div>
          </Box>
        </Paper>
      </Box>
    </PageFrame>
  );
}
