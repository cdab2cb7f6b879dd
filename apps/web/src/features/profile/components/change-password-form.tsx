import { z } from 'zod';
import type { PasswordContext } from '@creditdesk/contracts';
import { NewPasswordFields } from '../../../components/password/new-password-fields';
import { PasswordField } from '../../../components/password/password-field';
import { useNewPasswordForm } from '../../../components/password/password-policy';
import { FormStack } from '../../../components/form/form-stack';
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
  const form = useNewPasswordForm('currentPassword', currentPasswordSchema, context);
  const { register, handleSubmit, reset } = form;
  const { errors } = form.formState;
  return (
    <FormStack
      pending={pending}
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
      <NewPasswordFields idPrefix="profile-password" form={form} context={context} disabled={pending} />
      <SubmitButton pending={pending} sx={{ alignSelf: 'flex-start' }}>
        Change Password
      </SubmitButton>
    </FormStack>
  );
}
