import { useSelector } from 'react-redux';
import { PageFrame } from '../../../components/page-frame';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { useGroupMemberChoicesQuery, useGroupProductChoicesQuery } from '../api';
import { GroupForm } from '../components/group-form';
import { EMPTY_GROUP } from '../group-form-values';
import { useSaveGroup } from '../hooks/use-save-group';

/** /user-groups/add: a new group with its privilege, products, file transfer and members. */
export function AddUserGroupPage() {
  const { customerId, role } = useSelector(selectAuth);
  const products = useGroupProductChoicesQuery(customerId);
  const users = useGroupMemberChoicesQuery(customerId);
  const { save, saving } = useSaveGroup();

  return (
    <PageFrame title="Add User Group" subtitle="Members may order the products the group grants; its privilege decides who may join.">
      <GroupForm
        defaultValues={EMPTY_GROUP}
        offerSysadmin={role === 'systemadmin'}
        products={products.isError ? [] : products.data}
        users={users.isError ? [] : users.data}
        submitLabel="Add User Group"
        saving={saving}
        onSubmit={save}
      />
    </PageFrame>
  );
}
