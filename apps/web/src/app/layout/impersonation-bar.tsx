import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { capitalizeName } from '@creditdesk/contracts';

/** Height of the bar under the header in a support session; the layout leaves room for it. */
export const IMPERSONATION_BAR_HEIGHT = 40;

type ImpersonationBarProps = { name: string; userName: string; impersonatedBy: string };

/** A support session (RFC 8693 act): who is acting as whom, impossible to miss on every page. */
export function ImpersonationBar({ name, userName, impersonatedBy }: ImpersonationBarProps) {
  const agent = impersonatedBy.replace(/^support:/, '');
  return (
    <Box
      role="status"
      sx={{
        height: IMPERSONATION_BAR_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        gap: 1.25,
        px: { xs: 2, md: 3 },
        bgcolor: '#8a4b00',
        color: '#fff',
        backgroundImage: 'repeating-linear-gradient(135deg, rgba(255,255,255,0.07) 0 12px, transparent 12px 24px)',
        borderTop: '1px solid rgba(255,255,255,0.25)',
      }}
    >
      <SupportAgentOutlined fontSize="small" aria-hidden="true" />
      <Typography component="p" sx={{ fontWeight: 700, fontSize: '0.95rem' }}>
        Support acting as {capitalizeName(name) || userName}
      </Typography>
      <Typography component="p" variant="body2" sx={{ opacity: 0.9, display: { xs: 'none', md: 'block' } }}>
        ({userName}) · agent {agent.slice(0, 8)} · everything you do is recorded under the support identity
      </Typography>
    </Box>
  );
}
