import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { BackToList } from '../components/back-to-list';
import { ConfigurationForm } from '../components/configuration-form';

/** /product-configuration/add (?memberNumber= starts on that account number). */
export function AddProductConfigurationPage() {
  const [params] = useSearchParams();
  const memberNumber = (params.get('memberNumber') ?? '').trim();
  return (
    <>
      <BackToList />
      <PageFrame title="Add Product Configuration" subtitle="Choose the account number, then the product and what its orders use.">
        <ConfigurationForm mode="add" initial={{ memberNumber, productCode: '', configurationName: '', options: {} }} />
      </PageFrame>
    </>
  );
}
