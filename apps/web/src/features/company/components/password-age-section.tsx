import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import type { CompanySettings } from '@creditdesk/contracts';
import type { SectionSpec } from '../company-form';
import { useSettingsForm } from '../hooks/use-save-section';
import { DaysField, daysOf } from './days-field';
import { SettingsSection } from './settings-section';
import { SwitchField } from './switch-field';

type Values = { expires: boolean; days: string };

const valuesOf = (c: CompanySettings): Values => ({ expires: c.passwordMaxAgeDays !== null, days: c.passwordMaxAgeDays === null ? '' : String(c.passwordMaxAgeDays) });

const spec: SectionSpec<Values> = {
  valuesOf,
  toBody: (v) => ({ passwordMaxAgeDays: v.expires ? daysOf(v.days) : null }),
  fieldOf: (path) => (path === 'passwordMaxAgeDays' ? 'days' : undefined),
  words: { passwordMaxAgeDays: 'The maximum age' },
};

/** How long a password lives; by default never (NIST SP 800-63B advises against forced changes). */
export function PasswordAgeSection({ company }: { company: CompanySettings }) {
  const { form, saving, section } = useSettingsForm(spec, company);
  const expires = useWatch({ control: form.control, name: 'expires' });
  return (
    <SettingsSection
      inset
      heading="h3"
      title="Password maximum age"
      description="Users are warned at login shortly before their password expires; once it has expired they must choose a new one before they can continue."
      {...section}
    >
      <SwitchField
        control={form.control}
        name="expires"
        label="Passwords expire"
        description={expires ? 'Users must change their password regularly.' : 'Never: passwords do not expire (recommended unless a policy requires it).'}
        disabled={saving}
      />
      <Collapse in={expires} unmountOnExit>
        <Box sx={{ pt: 2.5 }}>
          <DaysField control={form.control} name="days" label="Maximum age" hint="Between 1 and 3650 days." disabled={saving} />
        </Box>
      </Collapse>
    </SettingsSection>
  );
}
