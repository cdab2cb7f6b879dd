import type { UseFormReturn } from 'react-hook-form';
import type { NewPasswordForm } from './password-policy';
import Stack from '@mui/material/Stack';
import type { PasswordContext } from '@creditdesk/contracts';
import { PasswordChecklist } from './password-checklist';
import { PasswordField } from './password-field';

type NewPasswordFieldsProps<K extends string> = {
  idPrefix: string;
  /** the form of useNewPasswordForm: its new password (watched for the live checklist) and confirmation. */
  form: NewPasswordForm<K>;
  context: PasswordContext;
  disabled?: boolean;
};

/** New password with the policy judged live, and its confirmation. */
export function NewPasswordFields<K extends string>({ idPrefix, form, context, disabled }: NewPasswordFieldsProps<K>) {
  // the fields every such form has, whatever its first one (react-hook-form's paths do not resolve on a generic K)
  const { register, watch, formState } = form as unknown as UseFormReturn<{ newPassword: string; confirmPassword: string }>;
  const newPassword = register('newPassword');
  const confirmPassword = register('confirmPassword');
  const value = watch('newPassword');
  const { errors } = formState;
  const checklistId = `${idPrefix}-policy`;
  return (
    <Stack spacing={2}>
      <PasswordField
        {...newPassword}
        id={`${idPrefix}-new`}
        label="New password"
        required
        autoComplete="new-password"
        disabled={disabled}
        error={Boolean(errors.newPassword)}
        helperText={errors.newPassword?.message}
        slotProps={{ htmlInput: { 'aria-describedby': errors.newPassword ? `${idPrefix}-new-helper-text ${checklistId}` : checklistId } }}
      />
      <PasswordChecklist id={checklistId} password={value} context={context} />
      <PasswordField
        {...confirmPassword}
        id={`${idPrefix}-confirm`}
        label="Confirm new password"
        required
        autoComplete="new-password"
        disabled={disabled}
        error={Boolean(errors.confirmPassword)}
        helperText={errors.confirmPassword?.message}
      />
    </Stack>
  );
}
