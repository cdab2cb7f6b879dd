import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import AddRounded from '@mui/icons-material/AddRounded';
import { PageFrame } from '../../../components/page-frame';
import { UserGroupsList } from '../components/user-groups-list';
import { useSelector } from 'react-redux';
import { GROUPS_CSV, downloadGroupsEndpoint } from '@creditdesk/contracts';
import { endpointRequest } from '../../../api/endpoint-request';
import { ExportCsvButton } from '../../../components/list/export-csv-button';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { sortArg } from '../../../lib/list-sort-url';
import { GROUPS_SORT } from '@creditdesk/contracts';
import { useUserGroupsQuery } from '../hooks/use-user-groups-query';

/** /user-groups: the company's user groups (usermanagementadmin). */
export function UserGroupsPage() {
  const { customerId } = useSelector(selectAuth);
  const { query } = useUserGroupsQuery();
  return (
    <PageFrame
      title="User Groups"
      subtitle="A user group grants its members products and file transfer; its privilege decides who may join."
      actions={
        <>
          <ExportCsvButton
            fileName={GROUPS_CSV.fileName}
            request={() => endpointRequest(downloadGroupsEndpoint, { params: { customerId }, query: { ...(query.q ? { keyWords: query.q } : {}), ...sortArg(GROUPS_SORT, query.sort) } })}
          />
          <Button component={RouterLink} to="/user-groups/add" variant="contained" startIcon={<AddRounded aria-hidden="true" />}>
            Add User Group
          </Button>
        </>
      }
    >
      <UserGroupsList />
    </PageFrame>
  );
}
