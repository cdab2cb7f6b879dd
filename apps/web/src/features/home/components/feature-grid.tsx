import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import FingerprintOutlined from '@mui/icons-material/FingerprintOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import LayersOutlined from '@mui/icons-material/LayersOutlined';

const FEATURES = [
  { icon: AssessmentOutlined, title: 'Credit reports', text: 'Consumer credit reports and data views, ready to read on screen or as PDF.' },
  { icon: FingerprintOutlined, title: 'Identity and fraud', text: 'Verify identities and spot fraud signals before you extend credit.' },
  { icon: GavelOutlined, title: 'Compliance', text: 'Military Lending Act and OFAC checks, with a full audit trail of every request.' },
  { icon: LayersOutlined, title: 'Batches and files', text: 'Submit batches and transfer files securely when one request at a time is not enough.' },
] as const;

export function FeatureGrid() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 3 }}>
      {FEATURES.map(({ icon: Icon, title, text }) => (
        <Paper key={title} variant="outlined" sx={{ p: 3, height: '100%' }}>
          <Box sx={{ width: 44, height: 44, borderRadius: 2, display: 'grid', placeItems: 'center', bgcolor: 'rgba(11,58,117,0.08)', color: 'primary.main' }}>
            <Icon aria-hidden="true" />
          </Box>
          <Typography variant="h5" component="h3" sx={{ mt: 2 }}>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {text}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
