import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CompanySettings } from '@creditdesk/contracts';
import { AllowedNetworksSection } from './allowed-networks-section';
import { MfaSection } from './mfa-section';
import { PasskeyPolicySection } from './passkey-policy-section';
import { PasswordAgeSection } from './password-age-section';

/** How the company's users sign in; each part saves on its own. */
export function SignInPolicyCard({ company }: { company: CompanySettings }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="sign-in-policy-title">
      <Typography id="sign-in-policy-title" variant="h5" component="h2" sx={{ px: { xs: 2, sm: 3 }, pt: { xs: 2, sm: 3 } }}>
        Sign-in policy
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ px: { xs: 2, sm: 3 }, mt: 0.5 }}>
        Applies to every password login of your company's users. Each part below is saved on its own.
      </Typography>
      <MfaSection company={company} />
      <Divider />
      <PasskeyPolicySection company={company} />
      <Divider />
      <AllowedNetworksSection company={company} />
      <Divider />
      <PasswordAgeSection company={company} />
    </Paper>
  );
}
