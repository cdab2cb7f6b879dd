import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { EIDV_CHANNELS, EIDV_INTENDED_USES, EIDV_MONTHLY_VOLUMES, eidVerifierFormSchema, type EidVerifierForm } from '@creditdesk/contracts';
import { errorFieldsOf, serverMessageOf } from '../../../api/api-errors';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { useSubmitEidVerifierFormMutation } from '../api';

type Values = Omit<EidVerifierForm, 'agreementAccepted' | 'intendedUse' | 'monthlyVolume' | 'channels'> & { intendedUse: string; monthlyVolume: string; channels: string[]; agreementAccepted: boolean };

const EMPTY: Values = { businessDescription: '', intendedUse: '', channels: [], monthlyVolume: '', contactName: '', contactEmail: '', contactPhone: '', agreementAccepted: false };
const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
const LABELS: Record<string, string> = { businessDescription: 'Your business', intendedUse: 'Intended use', monthlyVolume: 'Verifications a month', channels: 'Channels', contactName: 'Contact name', contactEmail: 'Contact email', contactPhone: 'Contact phone', agreementAccepted: 'Agreement' };
/** A contracts message in the form's words: "contactEmail must be …" → "Contact email must be …". */
const worded = (message: string) => message.replace(/^([a-zA-Z]+):?/, (_all, word: string) => LABELS[word] ?? word);
const schemaResolver = zodResolver(eidVerifierFormSchema);
const resolver: typeof schemaResolver = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  for (const error of Object.values(result.errors)) if (error && typeof error.message === 'string') error.message = worded(error.message);
  return result;
};

/**
 * The eIDverifier registration form (eidVerifierForm): what the business tells the bureau to be
 * credentialed (its use of the verifier, channels, volume, a contact) and the agreement accepted.
 * Checked with the contracts' schema the server runs; submitted, it reads Submitted.
 */
export function EidVerifierRegistrationForm({ initial, onDone }: { initial?: EidVerifierForm; onDone: () => void }) {
  const [submit, { isLoading, error }] = useSubmitEidVerifierFormMutation();
  const form = useForm<Values>({ resolver: resolver as never, defaultValues: initial ? { ...initial } : EMPTY });
  const { control, handleSubmit, setError, formState } = form;

  const onSubmit = handleSubmit(async (values) => {
    const result = await submit(values as EidVerifierForm);
    if ('data' in result && result.data) return onDone();
    for (const f of errorFieldsOf(result.error)) setError(f.field.replace(/^body\./, '') as keyof Values, { message: worded(f.message) });
  });

  return (
    <Box component="form" noValidate aria-label="eIDverifier registration form" onSubmit={(e) => void onSubmit(e)} sx={{ display: 'grid', gap: 2.5, mt: 2 }}>
      <FormTextField control={control} name="businessDescription" label="Your business and what you offer" required minRows={2} maxLength={500} hint="For example: consumer lending, personal loans and credit cards." />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormSelectField control={control} name="intendedUse" label="Intended use" options={options(EIDV_INTENDED_USES)} placeholder="Choose a use" required />
        <FormSelectField control={control} name="monthlyVolume" label="Verifications a month" options={options(EIDV_MONTHLY_VOLUMES)} placeholder="Choose a volume" required />
      </Box>
      <Controller
        control={control}
        name="channels"
        render={({ field, fieldState }) => (
          <FormControl component="fieldset" error={!!fieldState.error} required>
            <FormLabel component="legend">Where applicants are verified</FormLabel>
            <FormGroup row>
              {options(EIDV_CHANNELS).map((o) => (
                <FormControlLabel
                  key={o.value}
                  label={o.label}
                  control={<Checkbox checked={field.value.includes(o.value)} onChange={(e) => field.onChange(e.target.checked ? [...field.value, o.value] : field.value.filter((v) => v !== o.value))} />}
                />
              ))}
            </FormGroup>
            {fieldState.error && <FormHelperText>Choose at least one channel.</FormHelperText>}
          </FormControl>
        )}
      />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        <FormTextField control={control} name="contactName" label="Contact name" required maxLength={80} autoComplete="name" />
        <FormTextField control={control} name="contactEmail" label="Contact email" required maxLength={100} autoComplete="email" />
        <FormTextField control={control} name="contactPhone" label="Contact phone" required inputMode="tel" maxLength={12} placeholder="312-555-0100" autoComplete="tel" />
      </Box>
      <Controller
        control={control}
        name="agreementAccepted"
        render={({ field, fieldState }) => (
          <FormControl error={!!fieldState.error}>
            <FormControlLabel
              control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
              label={
                <Typography variant="body2">
                  I accept the eIDverifier agreement: the questions are asked only of the applicant, with their consent, to verify their identity; the identity data is used as the Gramm-Leach-Bliley and Driver’s Privacy Protection Acts permit and is not stored beyond the outcome.
                </Typography>
              }
            />
            {fieldState.error && <FormHelperText>Accept the agreement to submit the registration.</FormHelperText>}
          </FormControl>
        )}
      />
      {error && !errorFieldsOf(error).length && <Alert severity="error">{serverMessageOf(error) ?? 'The registration could not be submitted. Please try again.'}</Alert>}
      <Box sx={{ display: 'flex', gap: 1.5 }}>
        <Button type="submit" variant="contained" disabled={isLoading || formState.isSubmitting} startIcon={isLoading ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}>
          {isLoading ? 'Submitting…' : 'Submit registration'}
        </Button>
        {initial && (
          <Button onClick={onDone} disabled={isLoading}>
            Cancel
          </Button>
        )}
      </Box>
    </Box>
  );
}
