import { useController } from 'react-hook-form';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { PASSKEY_POLICIES, type CompanySettings, type PasskeyPolicy } from '@creditdesk/contracts';
import { formatDateTime } from '../../../lib/format-date-time';
import { useCompanyPasskeyUsersQuery, useResetUserPasskeysMutation } from '../../../api/passkeys-api';
import type { SectionSpec } from '../company-form';
import { useSettingsForm } from '../hooks/use-save-section';
import { SettingsSection } from './settings-section';

type Values = { passkeyPolicy: PasskeyPolicy };

const spec: SectionSpec<Values> = {
  valuesOf: (c) => ({ passkeyPolicy: c.passkeyPolicy }),
  toBody: (v) => ({ passkeyPolicy: v.passkeyPolicy }),
  fieldOf: (path) => (path === 'passkeyPolicy' ? 'passkeyPolicy' : undefined),
};

const LABELS: Record<PasskeyPolicy, string> = {
  optional: 'Optional: users may sign in with a passkey; the second factor stays the one-time code',
  'second-factor': 'Allowed as the second factor: a user who has a passkey is asked for it after the password',
  required: 'Required: after a password, only a passkey completes the sign-in (the e-mailed code recovers a lost one)',
};

/** The company's passkey rule, and which users hold one (an admin removes a lost user's passkeys here). */
export function PasskeyPolicySection({ company }: { company: CompanySettings }) {
  const { form, saving, section } = useSettingsForm(spec, company);
  const { field } = useController({ name: 'passkeyPolicy', control: form.control });
  const holders = useCompanyPasskeyUsersQuery(company.customerId);
  const [reset, resetting] = useResetUserPasskeysMutation();
  return (
    <SettingsSection
      inset
      heading="h3"
      title="Passkeys"
      description="A passkey signs in with the device's fingerprint, face or PIN. Users add theirs in My Profile."
      {...section}
    >
      <FormControl disabled={saving}>
        <FormLabel id="passkey-policy-label">Passkey rule</FormLabel>
        <RadioGroup aria-labelledby="passkey-policy-label" name={field.name} value={field.value} onChange={(e) => field.onChange(e.target.value)}>
          {PASSKEY_POLICIES.map((p) => (
            <FormControlLabel key={p} value={p} control={<Radio />} label={LABELS[p]} sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { mt: -0.75 } }} />
          ))}
        </RadioGroup>
      </FormControl>
      <Typography variant="h6" component="h4" sx={{ mt: 2, fontSize: '1rem' }}>
        Users with a passkey
      </Typography>
      {holders.data?.length === 0 && <Typography color="text.secondary">No user has a passkey yet.</Typography>}
      {holders.data && holders.data.length > 0 && (
        <List aria-label="Users with a passkey" dense>
          {holders.data.map((u) => (
            <ListItem
              key={u.userId}
              divider
              disableGutters
              secondaryAction={
                <Button
                  size="small"
                  color="error"
                  disabled={resetting.isLoading}
                  onClick={() => void reset({ customerId: company.customerId, userId: u.userId })}
                  aria-label={`Remove passkeys of ${u.username}`}
                >
                  Remove passkeys
                </Button>
              }
            >
              <ListItemText
                primary={`${u.firstName} ${u.lastName} (${u.username})`}
                secondary={`${u.passkeys} passkey${u.passkeys === 1 ? '' : 's'} · ${u.lastUsedAt ? `last used ${formatDateTime(u.lastUsedAt)}` : 'never used'}`}
                sx={{ pr: 18 }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SettingsSection>
  );
}
