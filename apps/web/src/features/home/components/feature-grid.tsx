import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';

/** What the portal does today, and nothing more: products, batches, letters or screening not yet built are not promised. */
const FEATURES = [
  { icon: AssessmentOutlined, title: 'Credit reports', text: 'Consumer Credit Report, OneView and OneView+, for an applicant and a co-applicant, on screen or as PDF.' },
  { icon: DescriptionOutlined, title: 'My Reports', text: 'Every report you ran, searchable by consumer, reference or date, ready to open or download again.' },
  { icon: GroupOutlined, title: 'Users and groups', text: 'Add your people and decide, group by group, which products they may order.' },
  { icon: LockOutlined, title: 'Secure sign-in', text: 'One-time codes, single sign-on, allowed networks and password rules set by your company.' },
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
