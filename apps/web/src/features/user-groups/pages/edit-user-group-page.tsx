import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { ADMIN_MESSAGES } from '@creditdesk/contracts';
import { httpStatusOf } from '../../../api/api-errors';
import { PageFrame } from '../../../components/page-frame';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { useGroupMemberChoicesQuery, useGroupProductChoicesQuery, useGroupWithMembersQuery } from '../api';
import { CurrentMembers } from '../components/current-members';
import { GroupForm } from '../components/group-form';
import { formValuesOf } from '../group-form-values';
import { useDetachMember } from '../hooks/use-detach-member';
import { useSaveGroup } from '../hooks/use-save-group';

/** /user-groups/edit?groupName=…: change a group (only what changed is sent); Remove takes a member out at once. */
export function EditUserGroupPage() {
  const [params] = useSearchParams();
  const groupName = params.get('groupName') ?? '';
  const { customerId, role } = useSelector(selectAuth);
  // Read fresh every visit (a cached copy may be stale); the form waits for a read made since it opened.
  const [openedAt] = useState(() => Date.now());
  const detail = useGroupWithMembersQuery({ customerId, name: groupName }, { skip: !groupName, refetchOnMountOrArgChange: true });
  const products = useGroupProductChoicesQuery(customerId);
  const users = useGroupMemberChoicesQuery(customerId);
  const group = detail.data;
  const { save, saving } = useSaveGroup(group);
  const detach = useDetachMember(customerId, groupName);
  const readOnly = group?.privilege === 'sysadmin' && role !== 'systemadmin';

  let body;
  if (!groupName || (detail.isError && httpStatusOf(detail.error) === 404)) {
    body = <Missing text={groupName ? ADMIN_MESSAGES.groupNotFound(groupName) : 'No user group was chosen.'} />;
  } else if (detail.isError) {
    body = <Alert severity="error" action={<Button color="inherit" onClick={() => void detail.refetch()}>Try again</Button>}>The user group could not be loaded.</Alert>;
  } else if (!group || (detail.fulfilledTimeStamp ?? 0) < openedAt) {
    body = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading the user group" />
      </Box>
    );
  } else {
    const members = group.members.map((m) => m.userName);
    body = (
      <>
        {readOnly && <Alert severity="info" sx={{ mb: 2 }}>{ADMIN_MESSAGES.sysadminGroupOnly}</Alert>}
        <GroupForm
          key={group.groupName}
          defaultValues={formValuesOf(group)}
          offerSysadmin={role === 'systemadmin'}
          readOnly={readOnly}
          products={products.isError ? [] : products.data}
          users={users.isError ? [] : users.data}
          currentMembers={{
            names: members,
            list: <CurrentMembers groupName={group.groupName} members={group.members} removing={detach.removing} note={detach.note} disabled={readOnly} onRemove={(name) => void detach.remove(name)} />,
          }}
          submitLabel="Save"
          requireChange
          saving={saving}
          onSubmit={save}
        />
      </>
    );
  }

  return (
    <PageFrame title="Edit User Group" subtitle={groupName || undefined}>
      {body}
    </PageFrame>
  );
}

const Missing = ({ text }: { text: string }) => (
  <Alert severity="warning" action={<Button component={RouterLink} to="/user-groups" color="inherit">Back to User Groups</Button>}>
    {text}
  </Alert>
);
