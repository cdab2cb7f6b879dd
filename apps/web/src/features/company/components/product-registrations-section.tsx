import Stack from '@mui/material/Stack';
import type { CompanySettings, ProductRegistration } from '@creditdesk/contracts';
import type { SectionSpec } from '../company-form';
import { useSettingsForm } from '../hooks/use-save-section';
import { SettingsSection } from './settings-section';
import { SwitchField } from './switch-field';

type Values = CompanySettings['productRegistrations'];

const spec: SectionSpec<Values> = {
  valuesOf: (c) => c.productRegistrations,
  toBody: (v) => ({ productRegistrations: { eidCompareRegistration: v.eidCompareRegistration, eidVerifierRegistration: v.eidVerifierRegistration } }),
  fieldOf: (path) => (path.endsWith('eidCompareRegistration') ? 'eidCompareRegistration' : path.endsWith('eidVerifierRegistration') ? 'eidVerifierRegistration' : undefined),
};

export const PRODUCT_REGISTRATIONS: readonly { registration: ProductRegistration; field: keyof Values; label: string; description: string }[] = [
  { registration: 'eidCompare', field: 'eidCompareRegistration', label: 'Identity comparison (eIDcompare)', description: 'While on, your company can order eIDcompare (EIDC) identity comparisons.' },
  { registration: 'eidVerifier', field: 'eidVerifierRegistration', label: 'Identity verifier (eIDverifier)', description: 'While on, your company can order eIDverifier (EIDV) identity verifications.' },
];

/** portal.md §3: the company has eIDcompare / eIDverifier only while the matching registration is on. */
export function ProductRegistrationsSection({ company }: { company: CompanySettings }) {
  const { form, saving, section } = useSettingsForm(spec, company);

  return (
    <SettingsSection
      title="Product registrations"
      description="The identity products your company is registered for. A product can be ordered only while its registration is on; turning one off takes the product away from every user at once."
      {...section}
    >
      <Stack spacing={2}>
        {PRODUCT_REGISTRATIONS.map((r) => (
          <SwitchField key={r.field} control={form.control} name={r.field} label={r.label} description={r.description} disabled={saving} />
        ))}
      </Stack>
    </SettingsSection>
  );
}
