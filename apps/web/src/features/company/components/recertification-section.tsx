import { useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { CompanySettings } from '@creditdesk/contracts';
import { FormTextField } from '../../../components/form/form-text-field';
import type { SectionSpec } from '../company-form';
import { useSettingsForm } from '../hooks/use-save-section';
import { DaysField, daysOf } from './days-field';
import { SettingsSection } from './settings-section';
import { SwitchField } from './switch-field';

type Values = { required: boolean; days: string; schedule: string };

const valuesOf = ({ reCertification: r }: CompanySettings): Values => ({
  required: r.frequency !== null,
  days: r.frequency === null ? '' : String(r.frequency),
  schedule: r.schedule ?? '',
});

const spec: SectionSpec<Values> = {
  valuesOf,
  toBody: (v) => ({ reCertification: { frequency: v.required ? daysOf(v.days) : null, schedule: v.schedule.trim() || null } }),
  fieldOf: (path) => (path.endsWith('frequency') ? 'days' : path.endsWith('schedule') ? 'schedule' : undefined),
  words: { 'reCertification.frequency': 'The frequency', schedule: 'The schedule note' },
};

/** How often users must be re-certified (1006 at login when overdue), or never. */
export function ReCertificationSection({ company }: { company: CompanySettings }) {
  const { form, saving, section } = useSettingsForm(spec, company);
  const required = useWatch({ control: form.control, name: 'required' });

  return (
    <SettingsSection
      title="Re-certification"
      description={
        <>
          Users who have not been re-certified within this many days cannot log in (code 1006) until an administrator
          re-certifies them on <Link component={RouterLink} to="/users" underline="always">Users</Link>.
        </>
      }
      {...section}
    >
      <Stack spacing={2.5}>
        <SwitchField
          control={form.control}
          name="required"
          label="Require re-certification"
          description={required ? 'Users must be re-certified regularly.' : 'Never: users are not required to be re-certified.'}
          disabled={saving}
        />
        <Collapse in={required} unmountOnExit>
          <Stack spacing={2.5} sx={{ pt: 0.5 }}>
            <DaysField control={form.control} name="days" label="Frequency" hint="Between 1 and 3650 days." disabled={saving} />
            <FormTextField control={form.control} name="schedule" label="Schedule note" maxLength={100} disabled={saving} hint="Optional, for your administrators, e.g. “Quarterly access review”." />
          </Stack>
        </Collapse>
      </Stack>
    </SettingsSection>
  );
}
