import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { NewPasswordFields } from '../../../components/password/new-password-fields';
import { newPasswordFields, refineNewPassword } from '../../../components/password/password-policy';

type ConfirmValues = { code: string; newPassword: string; confirmPassword: string };

type ConfirmResetFormProps = {
  userName: string;
  pending: boolean;
  /** resolves true when the page stays (then the code is cleared for another try). */
  onSubmit: (code: string, newPassword: string) => Promise<boolean>;
};

/** Step 2: the e-mailed code and the new password (the contracts' policy, live). */
export function ConfirmResetForm({ userName, pending, onSubmit }: ConfirmResetFormProps) {
  const context = useMemo(() => ({ userName }), [userName]);
  const schema = useMemo(
    () =>
      z
        .object({ code: z.string().trim().regex(/^\d{6}$/, 'Enter the 6-digit code from the e-mail'), ...newPasswordFields })
        .superRefine((values, ctx) => refineNewPassword(values, ctx, context)),
    [context],
  );
  const { register, handleSubmit, watch, resetField, formState } = useForm<ConfirmValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { code: '', newPassword: '', confirmPassword: '' },
  });
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
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={pending}
        startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
      >
        Set new password
      </Button>
    </Stack>
  );
}
