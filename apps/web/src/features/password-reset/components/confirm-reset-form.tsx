import { useMemo } from 'react';
import { z } from 'zod';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { NewPasswordFields } from '../../../components/password/new-password-fields';
import { useNewPasswordForm } from '../../../components/password/password-policy';
import { SubmitButton } from '../../../components/form/submit-button';

const codeSchema = z.string().trim().regex(/^\d{6}$/, 'Enter the 6-digit code from the e-mail');

type ConfirmResetFormProps = {
  userName: string;
  pending: boolean;
  /** resolves true when the page stays (then the code is cleared for another try). */
  onSubmit: (code: string, newPassword: string) => Promise<boolean>;
};

/** Step 2: the e-mailed code and the new password (the contracts' policy, live). */
export function ConfirmResetForm({ userName, pending, onSubmit }: ConfirmResetFormProps) {
  const context = useMemo(() => ({ userName }), [userName]);
  const { register, handleSubmit, watch, resetField, formState } = useNewPasswordForm('code', codeSchema, context);
  const { errors } = formState;
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-busy={pending}
      onSubmit={handleSubmit(async ({ code, newPassword }) => {
        if (await onSubmit(code.trim(), newPassword)) resetField('code');
      })}
    >
      <TextField
        {...register('code')}
        id="reset-code"
        label="Code from the e-mail"
        required
        autoFocus
        autoComplete="one-time-code"
        disabled={pending}
        error={Boolean(errors.code)}
        helperText={errors.code?.message}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, style: { letterSpacing: '0.3em', fontWeight: 600 } } }}
      />
      <NewPasswordFields
        idPrefix="reset-password"
        newPassword={register('newPassword')}
        confirmPassword={register('confirmPassword')}
        value={watch('newPassword')}
        context={context}
        errors={errors}
        disabled={pending}
      />
      <SubmitButton pending={pending}>Set new password</SubmitButton>
    </Stack>
  );
}
