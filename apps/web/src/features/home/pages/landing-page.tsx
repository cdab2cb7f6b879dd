import { useSelector } from 'react-redux';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import MailOutlined from '@mui/icons-material/MailOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { MESSAGES } from '@creditdesk/contracts';
import { BrandLogo } from '../../../components/brand-logo';
import { selectClientConfig } from '../../../lib/client-config-slice';
import { FeatureGrid } from '../components/feature-grid';
import { ReportPreview } from '../components/report-preview';

/** '/' for logged-out visitors (portal.md §1). */
export function LandingPage() {
  const { supportEmail, commercialProductsUrl } = useSelector(selectClientConfig);
  const navigate = useNavigate();
  return (
    <Box component="main" id="main-content" sx={{ flex: 1 }}>
      <Box
        sx={{
          color: '#fff',
          background: 'radial-gradient(1200px 500px at 85% -10%, #1f5fae 0%, rgba(31,95,174,0) 60%), linear-gradient(135deg, #072a57 0%, #0b3a75 55%, #0f4a8f 100%)',
        }}
      >
        <Container maxWidth="lg" sx={{ py: 3 }}>
          <BrandLogo size={38} inverse />
        </Container>
        <Container maxWidth="lg" sx={{ pt: { xs: 5, md: 9 }, pb: { xs: 8, md: 12 } }}>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1.1fr 0.9fr' }, gap: { xs: 6, md: 8 }, alignItems: 'center' }}>
            <Box>
              <Typography variant="overline" sx={{ color: '#5fd3c4', fontWeight: 700, letterSpacing: '0.12em' }}>
                Consumer credit reporting for lenders
              </Typography>
              <Typography variant="h1" sx={{ mt: 1.5, fontSize: { xs: '2.25rem', md: '3.25rem' } }}>
                {MESSAGES.landing.tagline}
              </Typography>
              <Typography sx={{ mt: 2.5, fontSize: '1.125rem', color: 'rgba(255,255,255,0.85)', maxWidth: 540 }}>
                Order consumer credit reports, read them on screen or as PDF, find every report you ran again, and
                decide who at your company may order what, all in one secure portal built for lenders.
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4, alignItems: { sm: 'center' } }}>
                <Button
                  onClick={() => navigate('/login')}
                  variant="contained"
                  size="large"
                  endIcon={<ArrowForward aria-hidden="true" />}
                  sx={{ bgcolor: '#fff', color: 'primary.main', px: 3.5, '&:hover': { bgcolor: '#e8eef7' } }}
                >
                  {MESSAGES.landing.loginButton}
                </Button>
                <Typography sx={{ color: 'rgba(255,255,255,0.85)' }}>
                  New to Creditdesk?{' '}
                  <Link component={RouterLink} to="/registration" sx={{ color: '#fff', fontWeight: 600, textDecorationColor: 'rgba(255,255,255,0.6)' }} underline="always">
                    {MESSAGES.landing.registerLink}
                  </Link>
                </Typography>
              </Stack>
            </Box>
            <ReportPreview />
          </Box>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
        <Typography variant="h2" sx={{ textAlign: 'center' }}>
          What your credit team gets
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1.5, mb: 5, maxWidth: 640, mx: 'auto' }}>
          Consumer credit reports in one login, with the access controls your compliance team expects.
        </Typography>
        <FeatureGrid />
      </Container>

      <Box sx={{ bgcolor: 'background.paper', borderTop: '1px solid', borderColor: 'divider' }}>
        <Container maxWidth="lg" sx={{ py: 5 }}>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 4 }}>
            <Box>
              <Typography variant="h3" component="h2">
                Commercial credit products
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {MESSAGES.landing.commercialNote}
              </Typography>
              {commercialProductsUrl && (
                <Link href={commercialProductsUrl} target="_blank" rel="noopener noreferrer" sx={{ mt: 1.5, display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}>
                  Go to the commercial products site <OpenInNew fontSize="small" aria-hidden="true" />
                </Link>
              )}
            </Box>
            <Box>
              <Typography variant="h3" component="h2">
                Need help?
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                Our support team helps companies set up Creditdesk, manage their account and resolve access problems.
              </Typography>
              {supportEmail && (
                <Button
                  href={`mailto:${supportEmail}`}
                  variant="outlined"
                  startIcon={<MailOutlined aria-hidden="true" />}
                  sx={{ mt: 2 }}
                >
                  {MESSAGES.landing.supportLink}
                </Button>
              )}
            </Box>
          </Box>
        </Container>
      </Box>
    </Box>
  );
}
