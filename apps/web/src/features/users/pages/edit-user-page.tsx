import { ComingSoonPage } from '../../../components/coming-soon-page';

/** /users/edit (being built). */
export function EditUserPage() {
  return <ComingSoonPage path="/users/edit" />;
}
