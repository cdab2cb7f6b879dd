import { ComingSoonPage } from '../../../components/coming-soon-page';

/** /users (being built). */
export function UsersPage() {
  return <ComingSoonPage path="/users" />;
}
