import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import type { CompanySettings } from '@creditdesk/contracts';
import { type SectionSpec, sectionSchema } from '../company-form';
import { useSaveSection } from '../hooks/use-save-section';
import { SettingsSection } from './settings-section';
import { SwitchField } from './switch-field';

type Values = CompanySettings['productRegistrations'];

const spec: SectionSpec<Values> = {
  toBody: (v) => ({ productRegistrations: { eidCompareRegistration: v.eidCompareRegistration, eidVerifierRegistration: v.eidVerifierRegistration } }),
  fieldOf: (path) => (path.endsWith('eidCompareRegistration') ? 'eidCompareRegistration' : path.endsWith('eidVerifierRegistration') ? 'eidVerifierRegistration' : undefined),
};
const resolver = zodResolver(sectionSchema(spec));

/** portal.md §3: the company has eIDcompare / eIDverifier only while the matching registration exists. */
export function ProductRegistrationsSection({ company }: { company: CompanySettings }) {
  const form = useForm<Values>({ resolver, values: company.productRegistrations });
  const { onSubmit, saving, outcome } = useSaveSection(form, spec);

  return (
    <SettingsSection
      title="Product registrations"
      description="The identity products your company is registered for. A product can be ordered only while its registration is on; turning one off takes the product away from every user at once."
      onSubmit={onSubmit}
      dirty={form.formState.isDirty}
      saving={saving}
      outcome={outcome}
    >
      <Stack spacing={2}>
        <SwitchField control={form.control} name="eidCompareRegistration" label="Identity comparison (eIDcompare)" description="While on, your company can order eIDcompare (EIDC) identity comparisons." disabled={saving} />
        <SwitchField control={form.control} name="eidVerifierRegistration" label="Identity verifier (eIDverifier)" description="While on, your company can order eIDverifier (EIDV) identity verifications." disabled={saving} />
      </Stack>
    </SettingsSection>
  );
}
