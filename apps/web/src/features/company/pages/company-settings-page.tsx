import { ComingSoonPage } from '../../../components/coming-soon-page';

/** /company (being built). */
export function CompanySettingsPage() {
  return <ComingSoonPage path="/company" />;
}
