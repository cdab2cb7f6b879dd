import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import type { CompanySettings } from '@creditdesk/contracts';
import { type SectionSpec, sectionSchema } from '../company-form';
import { useSaveSection } from '../hooks/use-save-section';
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
const resolver = zodResolver(sectionSchema(spec));

/** How long a password lives; by default never (NIST SP 800-63B advises against forced changes). */
export function PasswordAgeSection({ company }: { company: CompanySettings }) {
  const form = useForm<Values>({ resolver, values: spec.valuesOf(company) });
  const { onSubmit, saving, outcome } = useSaveSection(form, spec);
  const expires = useWatch({ control: form.control, name: 'expires' });
  return (
    <SettingsSection
      inset
      heading="h3"
      title="Password maximum age"
      description="Users are warned at login shortly before their password expires; once it has expired they must choose a new one before they can continue."
      onSubmit={onSubmit}
      dirty={form.formState.isDirty}
      saving={saving}
      outcome={outcome}
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
