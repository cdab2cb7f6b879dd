import type { UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MEMBER_NUMBER_LOCK } from '@creditdesk/contracts';
import { FormTextField } from '../../../components/form/form-text-field';
import { REGISTRATION_LABELS, type RegistrationFormValues } from '../registration-form';

/** Step 1: the member number and security code the provider issued (checked with the server on Next). */
export function VerificationStep({ form }: { form: UseFormReturn<RegistrationFormValues> }) {
  return (
    <>
      <Typography color="text.secondary">
        Enter the member number and the security code from the letter your provider sent your company. After{' '}
        {MEMBER_NUMBER_LOCK.attempts} wrong security codes within an hour the member number is locked for an hour.
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>
        <FormTextField
          name="memberNumber"
          control={form.control}
          label={REGISTRATION_LABELS.memberNumber}
          required
          inputMode="numeric"
          maxLength={12}
          hint="6 to 12 digits"
        />
        <FormTextField
          name="securityCode"
          control={form.control}
          label={REGISTRATION_LABELS.securityCode}
          required
          maxLength={64}
          hint="For example K7QM-3XTR-9HWP; dashes and spaces are optional"
        />
      </Box>
    </>
  );
}
