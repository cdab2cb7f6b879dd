import { ComingSoonPage } from '../../../components/coming-soon-page';

/** /account-numbers (being built). */
export function AccountNumbersPage() {
  return <ComingSoonPage path="/account-numbers" />;
}
