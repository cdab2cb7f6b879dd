import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import AddRounded from '@mui/icons-material/AddRounded';
import { PageFrame } from '../../../components/page-frame';
import { ConfigurationsList } from '../components/configurations-list';
import { ADD_PATH } from '../../../lib/product-configuration-links';

/** /product-configuration: the company's product configurations, searchable and filtered, paged; add, edit, delete. */
export function ProductConfigurationsPage() {
  return (
    <PageFrame
      title="Product Configurations"
      subtitle="How your company orders each product on an account number: score model, add-ons or profile."
      actions={
        <Button component={RouterLink} to={ADD_PATH} variant="contained" startIcon={<AddRounded aria-hidden="true" />}>
          Add product configuration
        </Button>
      }
    >
      <ConfigurationsList />
    </PageFrame>
  );
}
