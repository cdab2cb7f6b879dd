import { MFA_SETUP_POLICIES, MFA_SETUP_POLICY_LABELS, type CompanySettings, type MfaSetupPolicy } from '@creditdesk/contracts';
import { FormSelectField } from '../../../components/form/form-select-field';
import type { SectionSpec } from '../company-form';
import { useSettingsForm } from '../hooks/use-save-section';
import { SettingsSection } from './settings-section';
import { SwitchField } from './switch-field';

type Values = { mfaRequired: boolean; mfaSetupPolicy: MfaSetupPolicy };

const FIELDS: readonly (keyof Values)[] = ['mfaRequired', 'mfaSetupPolicy'];
const spec: SectionSpec<Values> = {
  valuesOf: (c) => ({ mfaRequired: c.mfaRequired, mfaSetupPolicy: c.mfaSetupPolicy }),
  toBody: (v) => ({ mfaRequired: v.mfaRequired, mfaSetupPolicy: v.mfaSetupPolicy }),
  fieldOf: (path) => FIELDS.find((f) => f === path),
};
const POLICY_OPTIONS = MFA_SETUP_POLICIES.map((value) => ({ value, label: MFA_SETUP_POLICY_LABELS[value] }));

/** Whether every password login also asks for a one-time code, and what protected actions ask of users without one. */
export function MfaSection({ company }: { company: CompanySettings }) {
  const { form, saving, section } = useSettingsForm(spec, company);
  return (
    <SettingsSection
      inset
      heading="h3"
      title="Multi-factor authentication"
      description="After their password, users enter a one-time code from an authenticator app (or one sent by e-mail). Users who have not set up an app are shown how at their next login. Protected actions (confirming a batch, audit and user exports, API clients, webhooks, these settings) always ask for a code proven in the last few minutes."
      {...section}
    >
      <SwitchField control={form.control} name="mfaRequired" label="Require multi-factor authentication" disabled={saving} />
      <FormSelectField
        control={form.control}
        name="mfaSetupPolicy"
        label="Protected actions by users without a second factor"
        options={POLICY_OPTIONS}
        disabled={saving}
      />
    </SettingsSection>
  );
}
