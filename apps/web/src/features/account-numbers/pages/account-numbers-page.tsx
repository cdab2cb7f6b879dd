import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import AddRounded from '@mui/icons-material/AddRounded';
import { PageFrame } from '../../../components/page-frame';
import { AccountNumbersList } from '../components/account-numbers-list';
import { useSelector } from 'react-redux';
import { endpointRequest } from '../../../api/endpoint-request';
import { ExportCsvButton } from '../../../components/list/export-csv-button';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { sortArg } from '../../../lib/list-sort-url';
import { ACCOUNT_NUMBERS_CSV, ACCOUNT_NUMBERS_SORT, downloadAccountNumbersEndpoint } from '@creditdesk/contracts';
import { useAccountNumbersQuery } from '../hooks/use-account-numbers-query';

/** /account-numbers: the company's account numbers (members), searchable; add, edit, delete. */
export function AccountNumbersPage() {
  const { customerId } = useSelector(selectAuth);
  const { query } = useAccountNumbersQuery();
  return (
    <PageFrame
      title="Account Numbers"
      subtitle="The account numbers your company orders reports under."
      actions={
        <>
          <ExportCsvButton
            fileName={ACCOUNT_NUMBERS_CSV.fileName}
            request={() =>
              endpointRequest(downloadAccountNumbersEndpoint, { params: { customerId }, query: { ...(query.q ? { searchValue: query.q } : {}), ...sortArg(ACCOUNT_NUMBERS_SORT, query.sort) } })
            }
          />
          <Button component={RouterLink} to="/account-numbers/add" variant="contained" startIcon={<AddRounded aria-hidden="true" />}>
            Add Account Number
          </Button>
        </>
      }
    >
      <AccountNumbersList />
    </PageFrame>
  );
}
