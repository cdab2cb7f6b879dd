import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CompanySettings } from '@creditdesk/contracts';
import { FormTextField } from '../../../components/form/form-text-field';
import type { SectionSpec } from '../company-form';
import { useSettingsForm } from '../hooks/use-save-section';
import { RemoveSsoDialog } from './remove-sso-dialog';
import { SecretField } from './secret-field';
import { SettingsSection } from './settings-section';

export type SsoValues = { identifier: string; displayName: string; issuer: string; clientId: string; clientSecret: string; userIdClaim: string };
const FIELDS = ['identifier', 'displayName', 'issuer', 'clientId', 'clientSecret', 'userIdClaim'] as const;

const valuesOf = ({ identityProvider: idp }: CompanySettings): SsoValues => ({
  identifier: idp?.identifier ?? '',
  displayName: idp?.displayName ?? '',
  issuer: idp?.issuer ?? '',
  clientId: idp?.clientId ?? '',
  clientSecret: '',
  userIdClaim: idp?.userIdClaim ?? '',
});

const spec: SectionSpec<SsoValues> = {
  valuesOf,
  // The secret is write-only: sent only when typed (blank keeps the stored one).
  toBody: (v) => ({
    identityProvider: {
      identifier: v.identifier.trim(),
      displayName: v.displayName.trim(),
      issuer: v.issuer.trim(),
      clientId: v.clientId.trim(),
      ...(v.clientSecret ? { clientSecret: v.clientSecret } : {}),
      ...(v.userIdClaim.trim() ? { userIdClaim: v.userIdClaim.trim() } : {}),
    },
  }),
  fieldOf: (path) => FIELDS.find((f) => path === `identityProvider.${f}`),
  words: { identifier: 'Identifier', displayName: 'Display name', issuer: 'Issuer URL', clientId: 'Client ID' },
};

/** The company's OpenID Connect identity provider: set up, change or remove. */
export function SingleSignOnSection({ company }: { company: CompanySettings }) {
  const { form, send, saving, outcome, section } = useSettingsForm(spec, company);
  const [settingUp, setSettingUp] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const idp = company.identityProvider;
  const titleId = useId();

  const remove = async () => {
    if (await send({ identityProvider: null })) setSettingUp(false);
    setConfirmRemove(false);
  };

  const description =
    'Users set up for single sign-on log in through your OpenID Connect identity provider, finding it by its identifier. A password login tells them to use single sign-on (code 1014); without a provider they cannot log in (code 1015).';
  if (!idp && !settingUp) {
    return (
      <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={titleId} variant="h5" component="h2">Single sign-on</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2, maxWidth: 680 }}>{description}</Typography>
        {outcome && <Typography role="status" sx={{ mb: 2, color: outcome.severity === 'success' ? 'success.main' : 'error.main' }}>{outcome.text}</Typography>}
        <Typography sx={{ fontWeight: 600, mb: 2 }}>Single sign-on is not set up.</Typography>
        <Button variant="outlined" onClick={() => setSettingUp(true)}>Set up single sign-on</Button>
      </Paper>
    );
  }

  return (
    <>
      <SettingsSection
        title="Single sign-on"
        description={description}
        {...section}
        extraActions={
          idp ? (
            <Button color="error" onClick={() => setConfirmRemove(true)} disabled={saving}>Remove single sign-on</Button>
          ) : (
            <Button onClick={() => { form.reset(); setSettingUp(false); }} disabled={saving}>Cancel</Button>
          )
        }
      >
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
          <FormTextField control={form.control} name="identifier" label="Identifier" required maxLength={63} disabled={saving} hint="What your users type to find your sign-in, e.g. demo-lending." />
          <FormTextField control={form.control} name="displayName" label="Display name" required maxLength={100} disabled={saving} hint="Shown to your users when they sign in (“Continue to …”)." />
          <Box sx={{ gridColumn: { md: '1 / -1' } }}>
            <FormTextField control={form.control} name="issuer" label="Issuer URL" required maxLength={500} disabled={saving} hint="Your provider's OpenID Connect issuer, e.g. https://login.example.com/realms/staff." />
          </Box>
          <FormTextField control={form.control} name="clientId" label="Client ID" required maxLength={255} disabled={saving} />
          <SecretField control={form.control} stored={Boolean(idp?.hasClientSecret)} disabled={saving} />
          <FormTextField control={form.control} name="userIdClaim" label="User ID claim" maxLength={100} disabled={saving} hint="The token claim holding the user's ID. Blank: sub." />
        </Box>
      </SettingsSection>
      <RemoveSsoDialog open={confirmRemove} busy={saving} onCancel={() => setConfirmRemove(false)} onConfirm={() => void remove()} />
    </>
  );
}
