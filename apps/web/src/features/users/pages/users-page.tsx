import { useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import { PageFrame } from '../../../components/page-frame';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { ExportButton } from '../components/export-button';
import { SystemAdminsPanel } from '../components/system-admins-panel';
import { UsersList } from '../components/users-list';
import { useUsersQuery } from '../hooks/use-users-query';

/** /users: the company's users — search and filters, bulk and per-user acts, CSV export. */
export function UsersPage() {
  const { customerName } = useSelector(selectAuth);
  const { query } = useUsersQuery();
  return (
    <PageFrame
      title="Users"
      subtitle={`The people of ${customerName || 'your company'} who use the portal: their roles, status and user groups.`}
      actions={
        <>
          <ExportButton filters={query} />
          <Button component={RouterLink} to="/users/add" variant="contained" startIcon={<PersonAddAlt1Rounded aria-hidden="true" />}>
            Add User
          </Button>
        </>
      }
    >
      <UsersList />
      <SystemAdminsPanel />
    </PageFrame>
  );
}
