import { PageFrame } from '../../../components/page-frame';
import { AddAccountNumberForm } from '../components/add-account-number-form';
import { BackToList } from '../components/back-to-list';

/** /account-numbers/add */
export function AddAccountNumberPage() {
  return (
    <>
      <BackToList />
      <PageFrame title="Add Account Number" subtitle="A number your company orders reports under, as agreed with the bureau. It can be used by one company only.">
        <AddAccountNumberForm />
      </PageFrame>
    </>
  );
}
