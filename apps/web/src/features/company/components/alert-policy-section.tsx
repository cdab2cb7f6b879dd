import Stack from '@mui/material/Stack';
import { ALERT_TITLES, RESOLVABLE_ALERT_TYPES, type CompanySettings, type ResolvableAlertType } from '@creditdesk/contracts';
import { FormTextField } from '../../../components/form/form-text-field';
import type { SectionSpec } from '../company-form';
import { useSettingsForm } from '../hooks/use-save-section';
import { SettingsSection } from './settings-section';

/** One step a line, per alert type. */
type Values = Record<ResolvableAlertType, string>;

const linesOf = (text: string) => text.split('\n').map((l) => l.trim()).filter(Boolean);

const spec: SectionSpec<Values> = {
  valuesOf: (c) => Object.fromEntries(RESOLVABLE_ALERT_TYPES.map((t) => [t, c.alertPolicy[t].join('\n')])) as Values,
  toBody: (v) => ({ alertPolicy: Object.fromEntries(RESOLVABLE_ALERT_TYPES.map((t) => [t, linesOf(v[t])])) }),
  // 'alertPolicy.INITIAL_FRAUD' or 'alertPolicy.INITIAL_FRAUD.2' → its field
  fieldOf: (path) => RESOLVABLE_ALERT_TYPES.find((t) => path === `alertPolicy.${t}` || path.startsWith(`alertPolicy.${t}.`)),
  words: Object.fromEntries(RESOLVABLE_ALERT_TYPES.map((t) => [t, ALERT_TITLES[t]])),
};

/**
 * The steps the company's policy lists for each alert a credit report may carry (docs/careful-pulls.md):
 * a loan officer ticks each with a note on the report before an approval letter can be built.
 */
export function AlertPolicySection({ company }: { company: CompanySettings }) {
  const { form, saving, section } = useSettingsForm(spec, company);
  return (
    <SettingsSection
      inset
      heading="h3"
      title="Steps before credit on a report alert"
      description="A report with a fraud alert, an active-duty alert or an address or SSN discrepancy opens with these steps (FCRA §605A(h), §605(h), the Red Flags Rule). Each is ticked with a note before an approval letter can be built. One step a line, at most 8."
      {...section}
    >
      <Stack spacing={2}>
        {RESOLVABLE_ALERT_TYPES.map((t) => (
          <FormTextField key={t} control={form.control} name={t} label={ALERT_TITLES[t]} minRows={2} maxLength={1700} required disabled={saving} />
        ))}
      </Stack>
    </SettingsSection>
  );
}
