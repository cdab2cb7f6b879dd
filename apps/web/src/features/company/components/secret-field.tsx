import { useController, type Control } from 'react-hook-form';
import TextField from '@mui/material/TextField';
import type { SsoValues } from './single-sign-on-section';
import { bindField } from '../../../components/form/bind-field';

type SecretFieldProps = { control: Control<SsoValues>; stored: boolean; disabled: boolean };

/** The client secret is write-only: never shown, typed only to set or replace it. */
export function SecretField({ control, stored, disabled }: SecretFieldProps) {
  const { field, fieldState } = useController({ control, name: 'clientSecret' });
  const hint = stored
    ? 'A secret is stored. Leave blank to keep it (a new issuer URL or client ID needs it again).'
    : 'Optional: leave blank if your provider issues none for this client.';
  return (
    <TextField
      {...bindField(field)}
      type="password"
      label="Client secret"
      placeholder={stored ? '••••••••' : undefined}
      disabled={disabled}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? hint}
      slotProps={{ htmlInput: { maxLength: 500, autoComplete: 'new-password', spellCheck: false } }}
    />
  );
}
