import { z } from 'zod';
import Stack from '@mui/material/Stack';
import type { PasswordContext } from '@creditdesk/contracts';
import { NewPasswordFields } from '../../../components/password/new-password-fields';
import { PasswordField } from '../../../components/password/password-field';
import { useNewPasswordForm } from '../../../components/password/password-policy';
import { SubmitButton } from '../../../components/form/submit-button';

const currentPasswordSchema = z.string().min(1, 'Enter your current password');

type ChangePasswordFormProps = {
  context: PasswordContext;
  pending: boolean;
  /** resolves true when the password was changed (the form then empties). */
  onSubmit: (currentPassword: string, newPassword: string) => Promise<boolean>;
};

/** Current password, new password (the contracts' policy, live) and its confirmation. */
export function ChangePasswordForm({ context, pending, onSubmit }: ChangePasswordFormProps) {
  const { register, handleSubmit, watch, reset, formState } = useNewPasswordForm('currentPassword', currentPasswordSchema, context);
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
      <SubmitButton pending={pending} sx={{ alignSelf: 'flex-start' }}>
        Change Password
      </SubmitButton>
    </Stack>
  );
}
