import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CompanySettings } from '@creditdesk/contracts';

/** Name and status: read-only here (the provider's staff set them). */
export function CompanyCard({ company }: { company: CompanySettings }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="company-card-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="company-card-title" variant="h5" component="h2">
        Company
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2.5 }}>
        Set by Creditdesk. Ask your account manager to change them.
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, '& dd': { m: 0, mt: 0.5 } }}>
        <div>
          <Typography component="dt" variant="body2" color="text.secondary">Name</Typography>
          <Typography component="dd" sx={{ fontWeight: 600 }}>{company.name}</Typography>
        </div>
        <div>
          <Typography component="dt" variant="body2" color="text.secondary">Status</Typography>
          <Box component="dd">
            <Chip size="small" variant="outlined" color={company.status === 'active' ? 'success' : 'default'} label={company.status === 'active' ? 'Active' : 'Inactive'} sx={{ fontWeight: 600 }} />
          </Box>
        </div>
      </Box>
    </Paper>
  );
}
