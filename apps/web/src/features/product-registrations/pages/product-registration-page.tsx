import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EIDV_INTENDED_USES, EIDV_MONTHLY_VOLUMES, PRODUCT_REGISTRATION_MESSAGES, type ProductRegistrationView } from '@creditdesk/contracts';
import { serverMessageOf } from '../../../api/api-errors';
import { PageFrame } from '../../../components/page-frame';
import { useGetProductRegistrationsQuery } from '../api';
import { EidVerifierRegistrationForm } from '../components/eidverifier-registration-form';
import { RegistrationCard } from '../components/registration-card';

/**
 * /product-registration (portal.md §3): the company's product registrations (eIDcompare,
 * eIDverifier) with their state, and the eIDverifier registration form. A productmanagementadmin's
 * screen; the bureau's approval turns a registration on (docs/products/eidverifier.md).
 */
export function ProductRegistrationPage() {
  const { data, isLoading, error } = useGetProductRegistrationsQuery();
  return (
    <PageFrame title="Product Registration" subtitle="eIDcompare and eIDverifier are ordered only once your company is registered for them.">
      {isLoading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading the product registrations" />
        </Box>
      ) : error || !data ? (
        <Alert severity="error">{serverMessageOf(error) ?? 'The product registrations could not be loaded. Please try again later.'}</Alert>
      ) : (
        <Stack spacing={2.5}>
          {data.map((r) => (
            <RegistrationCard key={r.registration} registration={r}>
              {r.registration === 'eidVerifier' ? <EidVerifierRegistration registration={r} /> : r.state !== 'active' && <EidCompareHowTo />}
            </RegistrationCard>
          ))}
        </Stack>
      )}
    </PageFrame>
  );
}

function EidCompareHowTo() {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
      eIDcompare takes no form: ask your account manager. Once the bureau has approved it, the registration is turned on in Company Settings.
    </Typography>
  );
}

/** The eIDverifier form: to fill while not registered, its summary once submitted (and submitted again if needed). */
function EidVerifierRegistration({ registration }: { registration: ProductRegistrationView }) {
  const [editing, setEditing] = useState(false);
  const [justSubmitted, setJustSubmitted] = useState(false);
  if (registration.state === 'active') return null;
  const form = registration.form;
  if (registration.state === 'not-registered' || editing) {
    return (
      <EidVerifierRegistrationForm
        initial={editing ? form?.values : undefined}
        onDone={() => {
          setEditing(false);
          setJustSubmitted(true);
        }}
      />
    );
  }
  return (
    <Box sx={{ mt: 2 }}>
      {justSubmitted && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {PRODUCT_REGISTRATION_MESSAGES.submitted}
        </Alert>
      )}
      {form && (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 0.75, m: 0, '& dt': { color: 'text.secondary' }, '& dd': { m: 0, fontWeight: 500 } }}>
          <dt>Form</dt>
          <dd>
            {form.name} · {form.status}
          </dd>
          <dt>Intended use</dt>
          <dd>{EIDV_INTENDED_USES[form.values.intendedUse]}</dd>
          <dt>Verifications a month</dt>
          <dd>{EIDV_MONTHLY_VOLUMES[form.values.monthlyVolume]}</dd>
          <dt>Contact</dt>
          <dd>
            {form.values.contactName} · {form.values.contactEmail} · {form.values.contactPhone}
          </dd>
        </Box>
      )}
      <Button sx={{ mt: 2 }} variant="outlined" onClick={() => setEditing(true)}>
        Change and submit again
      </Button>
    </Box>
  );
}
