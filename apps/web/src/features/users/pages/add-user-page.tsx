import { useSelector } from 'react-redux';
import { PageFrame } from '../../../components/page-frame';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { UserForm } from '../components/user-form';
import { UserFormUserId } from '../components/user-form-user-id';
import { useAddUserForm } from '../hooks/use-add-user-form';
import { useGetGroupChoicesQuery } from '../user-form-api';

/** /users/add: a new user of the company, who is e-mailed an invitation (portal.md §4, §5, §8). */
export function AddUserPage() {
  const auth = useSelector(selectAuth);
  const { form, check, submit, pending, submitDisabled } = useAddUserForm();
  const groups = useGetGroupChoicesQuery(auth.customerId);

  return (
    <PageFrame title="Add User" subtitle="The new user gets an e-mail with their User ID and a temporary password.">
      <UserForm
        form={form}
        userIdField={<UserFormUserId form={form} check={check} disabled={pending} />}
        groups={groups.data ?? (groups.isError ? [] : undefined)}
        caller={{ role: auth.role, entitlements: auth.entitlements }}
        submitLabel="Add User"
        pending={pending}
        submitDisabled={submitDisabled}
        cancelTo="/users"
        onSubmit={submit}
      />
    </PageFrame>
  );
}
