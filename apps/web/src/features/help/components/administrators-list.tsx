import type { CompanyAdministrator, Entitlement } from '@creditdesk/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

const AREAS: Record<Entitlement, string> = {
  usermanagementadmin: 'users and groups',
  productmanagementadmin: 'products and account numbers',
  securityadmin: 'company settings and audit logs',
  usertransactionsadmin: 'user transactions',
};

type Props = { admins: CompanyAdministrator[] | undefined; loading: boolean; failed: boolean; onRetry: () => void };

/** The company's administrators (GET /help/administrators): who to ask about access, passwords and settings. */
export function AdministratorsList({ admins, loading, failed, onRetry }: Props) {
  if (loading) return <Skeleton variant="rounded" height={72} aria-label="Loading administrators" />;
  if (failed)
    return (
      <Alert severity="error" action={<Button onClick={onRetry}>Retry</Button>}>
        Your company&apos;s administrators could not be loaded.
      </Alert>
    );
  if (!admins?.length) return <Alert severity="info">Your company has no active administrator. Contact Creditdesk support below.</Alert>;
  return (
    <Box component="ul" aria-label="Administrators" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {admins.map((admin) => (
        <Paper component="li" key={admin.email + admin.lastName} variant="outlined" sx={{ p: 2, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {admin.firstName} {admin.lastName}
          </Typography>
          <Link href={`mailto:${admin.email}`} underline="always" sx={{ overflowWrap: 'anywhere' }}>
            {admin.email}
          </Link>
          <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5 }}>
            Administers {admin.entitlements.map((e) => AREAS[e]).join(', ')}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
