import type { CompanySettings } from '@creditdesk/contracts';
import type { SectionSpec } from '../company-form';
import { useSettingsForm } from '../hooks/use-save-section';
import { SettingsSection } from './settings-section';
import { SwitchField } from './switch-field';

type Values = { mfaRequired: boolean };

const spec: SectionSpec<Values> = { valuesOf: (c) => ({ mfaRequired: c.mfaRequired }), toBody: (v) => ({ mfaRequired: v.mfaRequired }), fieldOf: (path) => (path === 'mfaRequired' ? 'mfaRequired' : undefined) };

/** Whether every password login also asks for a one-time code. */
export function MfaSection({ company }: { company: CompanySettings }) {
  const { form, saving, section } = useSettingsForm(spec, company);
  return (
    <SettingsSection
      inset
      heading="h3"
      title="Multi-factor authentication"
      description="After their password, users enter a one-time code from an authenticator app (or one sent by e-mail). Users who have not set up an app are shown how at their next login."
      {...section}
    >
      <SwitchField control={form.control} name="mfaRequired" label="Require multi-factor authentication" disabled={saving} />
    </SettingsSection>
  );
}
