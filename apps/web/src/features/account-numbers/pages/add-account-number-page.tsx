import { ComingSoonPage } from '../../../components/coming-soon-page';

/** /account-numbers/add (being built). */
export function AddAccountNumberPage() {
  return <ComingSoonPage path="/account-numbers/add" />;
}
