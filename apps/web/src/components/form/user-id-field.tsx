import type { ReactNode, Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import type { UserIdCheck } from '../../lib/use-user-id-check';

export const USER_ID_HINT = 'Letters, numbers, dash and underscore, or an e-mail address.';

type UserIdFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** the live §5 check of the value (lib/use-user-id-check.ts). */
  check: UserIdCheck;
  /** a problem that wins over the check's (a failed Generate, the server's refusal); else the check's message shows. */
  problem?: string;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  autoComplete?: string;
  /** a Generate button beside the field that proposes a User ID. */
  generate?: { onClick: () => void; pending: boolean };
};

/**
 * A User ID input judged as it is typed (portal.md §5): the check's message or a problem as helper
 * text, a spinner while the server is asked, a tick when the ID is free; optionally "Generate".
 */
export function UserIdField({ label, name, value, onChange, onBlur, inputRef, check, problem, hint = USER_ID_HINT, required, disabled, autoComplete = 'off', generate }: UserIdFieldProps) {
  const message = problem ?? check.message;
  const endAdornment =
    check.state === 'checking' ? (
      <InputAdornment position="end">
        <CircularProgress size={18} aria-label="Checking the User ID" />
      </InputAdornment>
    ) : check.state === 'available' && !problem ? (
      <InputAdornment position="end">
        <CheckCircleRounded color="success" fontSize="small" aria-label="User ID is free" />
      </InputAdornment>
    ) : undefined;

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        inputRef={inputRef}
        label={label}
        required={required}
        disabled={disabled}
        autoComplete={autoComplete}
        error={Boolean(message)}
        helperText={message ?? hint}
        sx={{ flex: 1, minWidth: 0 }}
        slotProps={{ htmlInput: { maxLength: 128, spellCheck: false, autoCapitalize: 'none' }, input: { endAdornment } }}
      />
      {generate && (
        <Button
          variant="outlined"
          onClick={generate.onClick}
          disabled={disabled || generate.pending}
          startIcon={generate.pending ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}
          sx={{ mt: 1, flexShrink: 0 }}
        >
          Generate
        </Button>
      )}
    </Box>
  );
}
