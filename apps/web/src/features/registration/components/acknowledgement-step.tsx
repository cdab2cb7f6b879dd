import { useController, useWatch, type UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { FormTextField } from '../../../components/form/form-text-field';
import { REGISTRATION_LABELS, type RegistrationFormValues } from '../registration-form';
import { RegistrationSummary } from './registration-summary';

const OBLIGATIONS = [
  'Order consumer reports only for a permissible purpose, and keep them confidential.',
  'Give each person their own User ID; never share passwords.',
  'Remove users who leave the company, and review access when asked to re-certify.',
  'Tell support at once if you suspect misuse of an account or of report data.',
];

/** Step 4: what the company registers, the security obligations, and who accepts them for it. */
export function AcknowledgementStep({ form }: { form: UseFormReturn<RegistrationFormValues> }) {
  const { control } = form;
  const companyName = useWatch({ control, name: 'companyName' });
  const { field, fieldState } = useController({ name: 'authorised', control });
  return (
    <>
      <RegistrationSummary control={control} />
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Security obligations
        </Typography>
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5, color: 'text.secondary', '& li': { mb: 0.5 } }}>
          {OBLIGATIONS.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </Box>
      </Box>
      <Typography color="text.secondary">The person accepting these obligations for the company:</Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>
        <FormTextField name="securityAcknowledge.firstName" control={control} label={REGISTRATION_LABELS['securityAcknowledge.firstName']} required maxLength={50} autoComplete="given-name" />
        <FormTextField name="securityAcknowledge.lastName" control={control} label={REGISTRATION_LABELS['securityAcknowledge.lastName']} required maxLength={50} autoComplete="family-name" />
      </Box>
      <FormControl error={Boolean(fieldState.error)} required>
        <FormControlLabel
          sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.5 } }}
          control={<Checkbox name={field.name} checked={field.value} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} slotProps={{ input: { ref: field.ref, 'aria-required': true } }} />}
          label={
            <Typography component="span" sx={{ pt: 0.75, display: 'block' }}>
              I am authorised to register {companyName.trim() || 'the company'} and to accept these obligations on its behalf.
              <Box component="span" aria-hidden="true" sx={{ color: fieldState.error ? 'error.main' : undefined }}>
                {' *'}
              </Box>
            </Typography>
          }
        />
        {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
      </FormControl>
    </>
  );
}
