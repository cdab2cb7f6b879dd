import { ComingSoonPage } from '../../../components/coming-soon-page';

/** /subscription (being built). */
export function FeaturesPage() {
  return <ComingSoonPage path="/subscription" />;
}
