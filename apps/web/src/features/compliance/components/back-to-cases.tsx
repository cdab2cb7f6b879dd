import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { CASES_ROUTE } from '../ofac-case-routes';

export function BackToCases() {
  return (
    <Button component={RouterLink} to={CASES_ROUTE.path} size="small" startIcon={<ArrowBackRounded aria-hidden="true" />} sx={{ mb: 1, ml: -1 }}>
      Back to {CASES_ROUTE.title}
    </Button>
  );
}
