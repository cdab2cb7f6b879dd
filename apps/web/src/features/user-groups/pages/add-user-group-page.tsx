import { ComingSoonPage } from '../../../components/coming-soon-page';

/** /user-groups/add (being built). */
export function AddUserGroupPage() {
  return <ComingSoonPage path="/user-groups/add" />;
}
