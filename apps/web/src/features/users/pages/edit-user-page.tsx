import { useSelector } from 'react-redux';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import PersonOffRounded from '@mui/icons-material/PersonOffRounded';
import { ADMIN_MESSAGES, type AdminUser } from '@creditdesk/contracts';
import { EmptyState } from '../../../components/empty-state';
import { ListLoadError } from '../../../components/list/list-load-error';
import { PageFrame } from '../../../components/page-frame';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { UserForm } from '../components/user-form';
import { UserFormSkeleton } from '../components/user-form-skeleton';
import { UserFormUserIdReadOnly } from '../components/user-form-user-id';
import { useEditUserForm, userReturnPath } from '../hooks/use-edit-user-form';
import { useGetGroupChoicesQuery, useGetUserForEditQuery } from '../user-form-api';
import { formValuesOf } from '../user-form-values';

/** /users/edit?userName=…[&returnTo=/users?…]: change a user's details, type, rights and groups. */
export function EditUserPage() {
  const [params] = useSearchParams();
  const userName = params.get('userName')?.trim() ?? '';
  const returnTo = userReturnPath(params.get('returnTo'));
  const { customerId } = useSelector(selectAuth);
  const user = useGetUserForEditQuery({ customerId, userName }, { skip: !userName });

  const content = () => {
    if (!userName || user.data === null) {
      return (
        <EmptyState
          icon={<PersonOffRounded aria-hidden="true" />}
          title="User not found"
          action={
            <Button component={RouterLink} to={returnTo} variant="contained">
              Back to Users
            </Button>
          }
        >
          {userName ? `${ADMIN_MESSAGES.userNotFound(userName)} It may have been deleted.` : 'No user was named to edit.'}
        </EmptyState>
      );
    }
    if (user.isError) return <ListLoadError what="The user" onRetry={() => void user.refetch()} />;
    if (!user.data) return <UserFormSkeleton />;
    return <EditUserForm user={user.data} returnTo={returnTo} />;
  };

  const subtitle = user.data ? `${user.data.firstName} ${user.data.lastName} · ${user.data.userName}` : undefined;
  return (
    <PageFrame title="Edit User" subtitle={subtitle}>
      {content()}
    </PageFrame>
  );
}

function EditUserForm({ user, returnTo }: { user: AdminUser; returnTo: string }) {
  const auth = useSelector(selectAuth);
  const initial = formValuesOf(user);
  const { form, submit, pending } = useEditUserForm(initial, returnTo);
  const groups = useGetGroupChoicesQuery(auth.customerId);
  return (
    <UserForm
      form={form}
      userIdField={<UserFormUserIdReadOnly value={user.userName} />}
      groups={groups.data ?? (groups.isError ? [] : undefined)}
      caller={{ role: auth.role, entitlements: auth.entitlements }}
      initial={initial}
      submitLabel="Save Changes"
      pending={pending}
      submitDisabled={!form.formState.isDirty}
      cancelTo={returnTo}
      onSubmit={submit}
    />
  );
}
