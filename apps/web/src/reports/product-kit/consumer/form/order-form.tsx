import { useId } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { OrderAccountFields } from '../../../order/order-account-fields';
import { OrderConfigurationField } from '../../../order/order-configuration-field';
import { OrderFormActions } from '../../../order/order-form-actions';
import { PERMISSIBLE_PURPOSES, todayIso } from '@creditdesk/contracts';
import type { AccountNumber } from '../consumer-api';
import { ORDER_LABELS } from './order-form-fields';
import type { OrderFormValues, TestConsumer } from './order-form-values';
import type { OrderFormVariant } from './order-form-variant';
import { ApplicantFields } from './applicant-fields';
import { FormSelectField } from '../../../../components/form/form-select-field';
import { FormTextField } from '../../../../components/form/form-text-field';

type OrderFormProps = {
  form: UseFormReturn<OrderFormValues>;
  /** the product's code: a configurable product (CCR, OneView, OneView+) offers its configurations. */
  productCode?: string;
  /** the product's purposes, co-applicant and countries. */
  variant: OrderFormVariant;
  accountNumbers: readonly AccountNumber[];
  /** the sandbox bureau's test consumers; undefined when a real bureau answers. */
  personas?: readonly TestConsumer[];
  userName: string;
  pending: boolean;
  onSubmit: (values: OrderFormValues) => Promise<void>;
  onClear: () => void;
};

const PURPOSE_CERTIFICATION =
  'By running this report you certify that you have the permissible purpose selected above, and that you will use the report only for that purpose.';

/** The consumer order form shared by acrov6, nal and oneviewplus, and by the Persona for one consumer. */
export function OrderForm({ form, productCode, variant, accountNumbers, personas, userName, pending, onSubmit, onClear }: OrderFormProps) {
  const { control, handleSubmit, formState } = form;
  const hasCoApplicant = useWatch({ control, name: 'hasCoApplicant' }) && variant.coApplicant;
  const purposeOptions = PERMISSIBLE_PURPOSES.filter((p) => variant.purposes.includes(p.value));
  // a product declaring no permissible purpose (an identity screen, not a consumer report) asks none
  const asksPurpose = variant.purposes.length > 0;
  const detailsTitleId = useId();

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit(onSubmit)} spacing={3} aria-busy={pending} aria-label="Order a report">
      <Paper component="fieldset" variant="outlined" aria-labelledby={detailsTitleId} disabled={pending} sx={{ m: 0, p: { xs: 2, sm: 3 }, minWidth: 0 }}>
        <Typography id={detailsTitleId} variant="h6" component="h2">
          Order details
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
          {asksPurpose ? 'Why you are pulling this report, and the account it is billed to.' : 'The account this report is billed to, and your reference for it.'}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
          {asksPurpose && (
            <Box sx={{ gridColumn: { md: 'span 2' } }}>
              <FormSelectField
                control={control}
                name="permissiblePurpose"
                label={ORDER_LABELS.permissiblePurpose}
                options={purposeOptions}
                placeholder="Select a permissible purpose"
                required
                hint="Your reason under the FCRA for requesting this consumer's report."
              />
            </Box>
          )}
          <OrderAccountFields control={control} accounts={accountNumbers} userName={userName} />
          {productCode && <OrderConfigurationField control={control} setValue={form.setValue} productCode={productCode} />}
          {variant.chargeOffDate && (
            <FormTextField
              control={control}
              name="chargeOffDate"
              label={ORDER_LABELS.chargeOffDate}
              required
              type="date"
              min={variant.chargeOffDate.earliest}
              max={todayIso()}
              hint={variant.chargeOffDate.hint}
            />
          )}
        </Box>
      </Paper>

      <ApplicantFields
        form={form}
        who="applicant"
        title="Applicant"
        description={variant.applicantDescription}
        countries={variant.countries}
        optionalDateOfBirth={variant.optionalDateOfBirth}
        asksPhone={variant.asksPhone}
        asksEmailAndLicence={variant.asksEmailAndLicence}
        withoutAddress={variant.withoutAddress}
        personas={personas}
        disabled={pending}
      />

      {variant.coApplicant && (
        <Paper variant="outlined" sx={{ px: { xs: 2, sm: 3 }, py: 1.5 }}>
          <Controller
            control={control}
            name="hasCoApplicant"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} slotProps={{ input: { ref: field.ref } }} disabled={pending} />}
                label={
                  <Box>
                    <Typography sx={{ fontWeight: 600 }}>Add a co-applicant</Typography>
                    <Typography variant="body2" color="text.secondary">
                      A joint application: each applicant's report is shown in its own view.
                    </Typography>
                  </Box>
                }
              />
            )}
          />
        </Paper>
      )}

      <Collapse in={hasCoApplicant} unmountOnExit>
        <ApplicantFields
          form={form}
          who="coApplicant"
          title="Co-Applicant"
          description="The second consumer on a joint application."
          countries={variant.countries}
          personas={personas}
          disabled={pending}
        />
      </Collapse>

      <OrderFormActions error={formState.errors.root?.message} certification={variant.certification ?? PURPOSE_CERTIFICATION} pending={pending} onClear={onClear} />
    </Stack>
  );
}
