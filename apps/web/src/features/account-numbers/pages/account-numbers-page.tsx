import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import AddRounded from '@mui/icons-material/AddRounded';
import { PageFrame } from '../../../components/page-frame';
import { AccountNumbersList } from '../components/account-numbers-list';

/** /account-numbers: the company's account numbers (members), searchable; add, edit, delete. */
export function AccountNumbersPage() {
  return (
    <PageFrame
      title="Account Numbers"
      subtitle="The account numbers your company orders reports under."
      actions={
        <Button component={RouterLink} to="/account-numbers/add" variant="contained" startIcon={<AddRounded aria-hidden="true" />}>
          Add Account Number
        </Button>
      }
    >
      <AccountNumbersList />
    </PageFrame>
  );
}
