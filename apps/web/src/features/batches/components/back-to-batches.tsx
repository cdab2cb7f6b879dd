import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';

export function BackToBatches() {
  return (
    <Button component={RouterLink} to="/batch" size="small" startIcon={<ArrowBackRounded aria-hidden="true" />} sx={{ mb: 1, ml: -1 }}>
      Back to Create Batch
    </Button>
  );
}
