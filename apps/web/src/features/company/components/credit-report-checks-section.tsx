import Stack from '@mui/material/Stack';
import type { CompanySettings } from '@creditdesk/contracts';
import type { SectionSpec } from '../company-form';
import { useSettingsForm } from '../hooks/use-save-section';
import { SettingsSection } from './settings-section';
import { SwitchField } from './switch-field';

type Values = Pick<CompanySettings, 'addMlaToCreditReports' | 'addOfacToCreditReports'>;

const spec: SectionSpec<Values> = {
  valuesOf: (c) => ({ addMlaToCreditReports: c.addMlaToCreditReports, addOfacToCreditReports: c.addOfacToCreditReports }),
  toBody: (v) => ({ addMlaToCreditReports: v.addMlaToCreditReports, addOfacToCreditReports: v.addOfacToCreditReports }),
  fieldOf: (path) => (path === 'addMlaToCreditReports' || path === 'addOfacToCreditReports' ? path : undefined),
};

const CHECKS: readonly { field: keyof Values; label: string; description: string }[] = [
  {
    field: 'addMlaToCreditReports',
    label: 'Add the Military Lending Act check to every consumer credit report order',
    description: 'Each consumer of the order is also checked for covered-borrower status (32 CFR 232.5), while your company holds the MLA product.',
  },
  {
    field: 'addOfacToCreditReports',
    label: 'Add the OFAC screen to every consumer credit report order',
    description: 'Each consumer is also screened against the SDN list, while your company holds the OFAC product; a hit opens a review case.',
  },
];

/** The checks every consumer credit report order also runs, so no loan officer forgets them; each is its own report. */
export function CreditReportChecksSection({ company }: { company: CompanySettings }) {
  const { form, saving, section } = useSettingsForm(spec, company);
  return (
    <SettingsSection
      inset
      heading="h3"
      title="Checks added to credit reports"
      description="Run with the credit report on the same consumers, each as its own report with its own PDF, in My Reports and on the bill."
      {...section}
    >
      <Stack spacing={2}>
        {CHECKS.map((c) => (
          <SwitchField key={c.field} control={form.control} name={c.field} label={c.label} description={c.description} disabled={saving} />
        ))}
      </Stack>
    </SettingsSection>
  );
}
