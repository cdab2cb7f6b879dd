import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';

type ReportsEmptyStateProps = { filtered: boolean; onClearFilters: () => void };

/** Nothing to list: either no report was ever run, or none matches the filters. */
export function ReportsEmptyState({ filtered, onClearFilters }: ReportsEmptyStateProps) {
  const Icon = filtered ? SearchOffRounded : DescriptionOutlined;
  return (
    <Box sx={{ py: { xs: 5, md: 8 }, px: 3, textAlign: 'center' }}>
      <Box sx={{ width: 64, height: 64, mx: 'auto', borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'rgba(11,58,117,0.08)', color: 'primary.main' }}>
        <Icon aria-hidden="true" fontSize="large" />
      </Box>
      <Typography variant="h5" component="h2" sx={{ mt: 2 }}>
        {filtered ? 'No reports match your search' : 'No reports yet'}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 460, mx: 'auto' }}>
        {filtered
          ? 'Try other key words or a wider date range.'
          : 'Reports you run appear here, so you can read them again or download their PDF.'}
      </Typography>
      {filtered ? (
        <Button variant="outlined" onClick={onClearFilters} sx={{ mt: 3 }}>
          Clear filters
        </Button>
      ) : (
        <Button component={RouterLink} to="/products" variant="contained" sx={{ mt: 3 }}>
          Go to Products
        </Button>
      )}
    </Box>
  );
}
