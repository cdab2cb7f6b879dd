import { useSelector } from 'react-redux';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { PageFrame } from '../../../components/page-frame';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { useGetCompanyQuery } from '../api';
import { CompanyCard } from '../components/company-card';
import { ComplianceCard } from '../components/compliance-card';
import { ProductRegistrationsSection } from '../components/product-registrations-section';
import { ReCertificationSection } from '../components/recertification-section';
import { SignInPolicyCard } from '../components/sign-in-policy-card';
import { SingleSignOnSection } from '../components/single-sign-on-section';

/** /company: Company Settings (GET /customers/{id}); every section saves on its own (PUT with that section). */
export function CompanySettingsPage() {
  const { customerId } = useSelector(selectAuth);
  const company = useGetCompanyQuery(customerId);

  let content;
  if (company.data) {
    content = (
      <>
        <CompanyCard company={company.data} />
        <ReCertificationSection company={company.data} />
        <ProductRegistrationsSection company={company.data} />
        <SignInPolicyCard company={company.data} />
        <SingleSignOnSection company={company.data} />
        <ComplianceCard company={company.data} />
      </>
    );
  } else if (company.isError) {
    content = (
      <Alert severity="error" action={<Button color="inherit" onClick={() => void company.refetch()}>Try again</Button>}>
        The company settings could not be loaded.
      </Alert>
    );
  } else {
    content = [160, 240, 200, 420].map((height, i) => <Skeleton key={i} variant="rounded" height={height} aria-hidden="true" />);
  }

  return (
    <PageFrame title="Company Settings" subtitle="Re-certification, product registrations, how your users sign in, single sign-on, and compliance screening.">
      <Stack spacing={3} sx={{ maxWidth: 880 }} aria-busy={company.isLoading}>
        {content}
      </Stack>
    </PageFrame>
  );
}
