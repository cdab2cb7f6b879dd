import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';

const bar = (width: string, shade = '#e6ebf3') => (
  <Box sx={{ height: 10, width, borderRadius: 5, bgcolor: shade }} />
);

/** A decorative sketch of a finished report for the landing hero; hidden from assistive technology. */
export function ReportPreview() {
  return (
    <Box aria-hidden="true" sx={{ position: 'relative', display: { xs: 'none', md: 'block' } }}>
      <Paper sx={{ p: 3.5, borderRadius: 3, boxShadow: '0 30px 60px rgba(3, 18, 43, 0.45)', color: 'text.primary' }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 700 }}>Consumer Credit Report</Typography>
          <Chip size="small" color="success" icon={<CheckCircleOutlined />} label="Ready" />
        </Box>
        <Box sx={{ display: 'flex', gap: 3, mt: 3, alignItems: 'center' }}>
          <Box
            sx={{
              width: 108,
              height: 108,
              borderRadius: '50%',
              background: 'conic-gradient(#14857a 0 72%, #e6ebf3 72% 100%)',
              display: 'grid',
              placeItems: 'center',
              flex: 'none',
            }}
          >
            <Box sx={{ width: 84, height: 84, borderRadius: '50%', bgcolor: '#fff', display: 'grid', placeItems: 'center' }}>
              <Typography sx={{ fontWeight: 800, fontSize: '1.6rem', color: 'primary.main' }}>742</Typography>
            </Box>
          </Box>
          <Box sx={{ flex: 1, display: 'grid', gap: 1.25 }}>
            {bar('85%', '#cfd9e8')}
            {bar('65%')}
            {bar('75%')}
            {bar('45%')}
          </Box>
        </Box>
        <Box sx={{ mt: 3, display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1.5 }}>
          {[
            { label: 'Late payments', value: 'None' },
            { label: 'Public records', value: 'None' },
            { label: 'Collections', value: 'None' },
          ].map(({ label, value }) => (
            <Box key={label} sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 2, p: 1.5 }}>
              <Typography variant="caption" color="text.secondary">
                {label}
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 0.5 }}>
                <CheckCircleOutlined sx={{ fontSize: 16, color: 'success.main' }} />
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {value}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Paper>
    </Box>
  );
}
