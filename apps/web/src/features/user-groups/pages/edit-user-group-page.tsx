import { ComingSoonPage } from '../../../components/coming-soon-page';

/** /user-groups/edit (being built). */
export function EditUserGroupPage() {
  return <ComingSoonPage path="/user-groups/edit" />;
}
