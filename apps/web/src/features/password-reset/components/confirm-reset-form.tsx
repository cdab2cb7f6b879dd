import { useMemo } from 'react';
import { z } from 'zod';
import TextField from '@mui/material/TextField';
import { NewPasswordFields } from '../../../components/password/new-password-fields';
import { useNewPasswordForm } from '../../../components/password/password-policy';
import { FormStack } from '../../../components/form/form-stack';
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
  const form = useNewPasswordForm('code', codeSchema, context);
  const { register, handleSubmit, resetField } = form;
  const { errors } = form.formState;
  return (
    <FormStack
      pending={pending}
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
      <NewPasswordFields idPrefix="reset-password" form={form} context={context} disabled={pending} />
      <SubmitButton pending={pending}>Set new password</SubmitButton>
    </FormStack>
  );
}
