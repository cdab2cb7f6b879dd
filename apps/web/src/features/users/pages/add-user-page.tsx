import { ComingSoonPage } from '../../../components/coming-soon-page';

/** /users/add (being built). */
export function AddUserPage() {
  return <ComingSoonPage path="/users/add" />;
}
