import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { REPORT_PRODUCTS, type CompanySettings, type ProductRegistration, type ReportProduct } from '@creditdesk/contracts';
import { type SectionSpec, sectionSchema } from '../company-form';
import { useSaveSection } from '../hooks/use-save-section';
import { SettingsSection } from './settings-section';
import { SwitchField } from './switch-field';

type Values = CompanySettings['productRegistrations'];

const spec: SectionSpec<Values> = {
  valuesOf: (c) => c.productRegistrations,
  toBody: (v) => ({ productRegistrations: { eidCompareRegistration: v.eidCompareRegistration, eidVerifierRegistration: v.eidVerifierRegistration } }),
  fieldOf: (path) => (path.endsWith('eidCompareRegistration') ? 'eidCompareRegistration' : path.endsWith('eidVerifierRegistration') ? 'eidVerifierRegistration' : undefined),
};
const resolver = zodResolver(sectionSchema(spec));

export const PRODUCT_REGISTRATIONS: readonly { registration: ProductRegistration; field: keyof Values; label: string; description: string }[] = [
  { registration: 'eidCompare', field: 'eidCompareRegistration', label: 'Identity comparison (eIDcompare)', description: 'While on, your company can order eIDcompare (EIDC) identity comparisons.' },
  { registration: 'eidVerifier', field: 'eidVerifierRegistration', label: 'Identity verifier (eIDverifier)', description: 'While on, your company can order eIDverifier (EIDV) identity verifications.' },
];

/** The registrations a product of the contracts' registry needs: only those are offered (none is switched on for a product that does not exist). */
export const OFFERED_REGISTRATIONS = PRODUCT_REGISTRATIONS.filter((r) => (REPORT_PRODUCTS as readonly ReportProduct[]).some((p) => p.requiresRegistration === r.registration));

/**
 * portal.md §3: the company has eIDcompare / eIDverifier only while the matching registration exists.
 * A registration is offered once a product that needs it exists; until then the section says so.
 */
export function ProductRegistrationsSection({ company, offered = OFFERED_REGISTRATIONS }: { company: CompanySettings; offered?: typeof PRODUCT_REGISTRATIONS }) {
  if (offered.length === 0) {
    return (
      <Paper variant="outlined" component="section" aria-labelledby="product-registrations-title" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="product-registrations-title" variant="h5" component="h2">
          Product registrations
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, maxWidth: 680 }}>
          None of the products Creditdesk offers today needs a registration. The eIDcompare and eIDverifier registrations
          appear here when those products come to the portal.
        </Typography>
      </Paper>
    );
  }
  return <RegistrationsForm company={company} offered={offered} />;
}

function RegistrationsForm({ company, offered }: { company: CompanySettings; offered: typeof PRODUCT_REGISTRATIONS }) {
  const form = useForm<Values>({ resolver, values: spec.valuesOf(company) });
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
        {offered.map((r) => (
          <SwitchField key={r.field} control={form.control} name={r.field} label={r.label} description={r.description} disabled={saving} />
        ))}
      </Stack>
    </SettingsSection>
  );
}
