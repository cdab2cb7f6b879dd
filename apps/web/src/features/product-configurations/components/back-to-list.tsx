import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { LIST_PATH } from '../../../lib/product-configuration-links';

export function BackToList() {
  return (
    <Button component={RouterLink} to={LIST_PATH} size="small" startIcon={<ArrowBackRounded aria-hidden="true" />} sx={{ mb: 1, ml: -1 }}>
      Back to Product Configurations
    </Button>
  );
}
