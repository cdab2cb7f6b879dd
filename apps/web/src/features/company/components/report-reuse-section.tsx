import { REPORT_REUSE_WINDOW, type CompanySettings } from '@creditdesk/contracts';
import type { SectionSpec } from '../company-form';
import { useSettingsForm } from '../hooks/use-save-section';
import { DaysField, daysOf } from './days-field';
import { SettingsSection } from './settings-section';

type Values = { days: string };

const spec: SectionSpec<Values> = {
  valuesOf: (c) => ({ days: String(c.reportReuseDays) }),
  toBody: (v) => ({ reportReuseDays: daysOf(v.days) }),
  fieldOf: (path) => (path === 'reportReuseDays' ? 'days' : undefined),
  reword: (message) => (message.startsWith('reportReuseDays') ? `Enter whole days from ${REPORT_REUSE_WINDOW.minDays} to ${REPORT_REUSE_WINDOW.maxDays}` : undefined),
};

/**
 * Reuse instead of pulling twice (docs/careful-pulls.md): for how many days a consumer's credit report
 * the company ordered is offered again instead of a new pull; 0 turns the offer off.
 */
export function ReportReuseSection({ company }: { company: CompanySettings }) {
  const { form, saving, section } = useSettingsForm(spec, company);
  return (
    <SettingsSection
      inset
      heading="h3"
      title="Reuse recent reports"
      description="Ordering a credit report of a consumer your company ordered within these days offers the earlier report first: a new pull is another hard inquiry on the consumer's file and another bill, and needs a reason that is kept in the audit trail."
      {...section}
    >
      <DaysField
        control={form.control}
        name="days"
        label="Offer reports for"
        hint={`From ${REPORT_REUSE_WINDOW.minDays} to ${REPORT_REUSE_WINDOW.maxDays} days; 0 turns the offer off. The default is ${REPORT_REUSE_WINDOW.defaultDays}.`}
        disabled={saving}
      />
    </SettingsSection>
  );
}
