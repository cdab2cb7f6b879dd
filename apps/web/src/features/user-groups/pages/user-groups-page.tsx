import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import AddRounded from '@mui/icons-material/AddRounded';
import { PageFrame } from '../../../components/page-frame';
import { UserGroupsList } from '../components/user-groups-list';

/** /user-groups: the company's user groups (usermanagementadmin). */
export function UserGroupsPage() {
  return (
    <PageFrame
      title="User Groups"
      subtitle="A user group grants its members products and file transfer; its privilege decides who may join."
      actions={
        <Button component={RouterLink} to="/user-groups/add" variant="contained" startIcon={<AddRounded aria-hidden="true" />}>
          Add User Group
        </Button>
      }
    >
      <UserGroupsList />
    </PageFrame>
  );
}
