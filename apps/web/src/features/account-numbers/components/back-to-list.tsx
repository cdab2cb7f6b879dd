import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';

export function BackToList() {
  return (
    <Button component={RouterLink} to="/account-numbers" size="small" startIcon={<ArrowBackRounded aria-hidden="true" />} sx={{ mb: 1, ml: -1 }}>
      Back to Account Numbers
    </Button>
  );
}
