import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { PasswordContext } from '@creditdesk/contracts';
import { NewPasswordFields } from '../../../components/password/new-password-fields';
import { PasswordField } from '../../../components/password/password-field';
import { newPasswordFields, refineNewPassword } from '../../../components/password/password-policy';

type ChangePasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };

type ChangePasswordFormProps = {
  context: PasswordContext;
  pending: boolean;
  /** resolves true when the password was changed (the form then empties). */
  onSubmit: (currentPassword: string, newPassword: string) => Promise<boolean>;
};

/** Current password, new password (the contracts' policy, live) and its confirmation. */
export function ChangePasswordForm({ context, pending, onSubmit }: ChangePasswordFormProps) {
  const schema = useMemo(
    () =>
      z
        .object({ currentPassword: z.string().min(1, 'Enter your current password'), ...newPasswordFields })
        .superRefine((values, ctx) => refineNewPassword(values, ctx, context)),
    [context],
  );
  const { register, handleSubmit, watch, reset, formState } = useForm<ChangePasswordValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = formState;
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-busy={pending}
      aria-label="Change password"
      onSubmit={handleSubmit(async ({ currentPassword, newPassword }) => {
        if (await onSubmit(currentPassword, newPassword)) reset();
      })}
    >
      <PasswordField
        {...register('currentPassword')}
        id="profile-current-password"
        label="Current password"
        required
        autoComplete="current-password"
        disabled={pending}
        error={Boolean(errors.currentPassword)}
        helperText={errors.currentPassword?.message}
      />
      <NewPasswordFields
        idPrefix="profile-password"
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
        sx={{ alignSelf: 'flex-start' }}
        startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
      >
        Change Password
      </Button>
    </Stack>
  );
}
