import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import AddRounded from '@mui/icons-material/AddRounded';
import { PageFrame } from '../../../components/page-frame';
import { ConfigurationsList } from '../components/configurations-list';
import { useSelector } from 'react-redux';
import { endpointRequest } from '../../../api/endpoint-request';
import { ExportCsvButton } from '../../../components/list/export-csv-button';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { sortArg } from '../../../lib/list-sort-url';
import { CONFIGURATIONS_CSV, CONFIGURATIONS_SORT, downloadProductConfigurationsEndpoint } from '@creditdesk/contracts';
import { useConfigurationsQuery } from '../hooks/use-configurations-query';
import { ADD_PATH } from '../../../lib/product-configuration-links';

/** /product-configuration: the company's product configurations, searchable and filtered, paged; add, edit, delete. */
export function ProductConfigurationsPage() {
  const { customerId } = useSelector(selectAuth);
  const { query } = useConfigurationsQuery();
  return (
    <PageFrame
      title="Product Configurations"
      subtitle="How your company orders each product on an account number: score model, add-ons or profile."
      actions={
        <>
          <ExportCsvButton
            fileName={CONFIGURATIONS_CSV.fileName}
            request={() =>
              endpointRequest(downloadProductConfigurationsEndpoint, {
                params: { customerId },
                query: sortArg(CONFIGURATIONS_SORT, query.sort),
                body: { searchValue: query.q, ...(query.product ? { productCode: query.product } : {}), ...(query.memberNumber ? { memberNumber: query.memberNumber } : {}) },
              })
            }
          />
          <Button component={RouterLink} to={ADD_PATH} variant="contained" startIcon={<AddRounded aria-hidden="true" />}>
            Add product configuration
          </Button>
        </>
      }
    >
      <ConfigurationsList />
    </PageFrame>
  );
}
