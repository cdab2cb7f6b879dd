import { ComingSoonPage } from '../../../components/coming-soon-page';

/** /user-groups (being built). */
export function UserGroupsPage() {
  return <ComingSoonPage path="/user-groups" />;
}
