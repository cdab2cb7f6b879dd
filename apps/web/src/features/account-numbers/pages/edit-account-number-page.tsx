import { ComingSoonPage } from '../../../components/coming-soon-page';

/** /account-numbers/edit (being built). */
export function EditAccountNumberPage() {
  return <ComingSoonPage path="/account-numbers/edit" />;
}
