import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import type { PasswordContext } from '@creditdesk/contracts';
import { PasswordChecklist } from './password-checklist';
import { PasswordField } from './password-field';

type NewPasswordFieldsProps = {
  idPrefix: string;
  newPassword: UseFormRegisterReturn<'newPassword'>;
  confirmPassword: UseFormRegisterReturn<'confirmPassword'>;
  /** the new password as typed (for the live checklist). */
  value: string;
  context: PasswordContext;
  errors: FieldErrors<{ newPassword: string; confirmPassword: string }>;
  disabled?: boolean;
};

/** New password with the policy judged live, and its confirmation. */
export function NewPasswordFields({ idPrefix, newPassword, confirmPassword, value, context, errors, disabled }: NewPasswordFieldsProps) {
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
