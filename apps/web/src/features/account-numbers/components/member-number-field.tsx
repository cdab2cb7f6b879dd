import { useController, type Control } from 'react-hook-form';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import type { MemberNumberCheck } from '../hooks/use-member-number-check';
import { ACCOUNT_NUMBER_LABELS, type AccountNumberFormValues } from '../account-number-form';
import { bindField } from '../../../components/form/bind-field';

type MemberNumberFieldProps = {
  control: Control<AccountNumberFormValues>;
  formatError?: string;
  check: MemberNumberCheck;
  disabled?: boolean;
};

const HINTS: Record<MemberNumberCheck['state'], string> = {
  idle: '6 to 12 digits.',
  checking: 'Checking the number…',
  valid: 'This account number is available.',
  invalid: '',
};

/** The new number, with the format rule shown as it is typed and the server's verdict once it answers. */
export function MemberNumberField({ control, formatError, check, disabled }: MemberNumberFieldProps) {
  const { field, fieldState } = useController({ name: 'memberNumber', control });
  const error = formatError ?? (check.state === 'invalid' ? check.message : fieldState.error?.message);
  const adornment =
    check.state === 'checking' ? (
      <CircularProgress size={18} aria-hidden="true" />
    ) : check.state === 'valid' ? (
      <CheckCircleRounded color="success" fontSize="small" aria-hidden="true" />
    ) : null;

  return (
    <TextField
      {...bindField(field)}
      label={ACCOUNT_NUMBER_LABELS.memberNumber}
      required
      disabled={disabled}
      autoComplete="off"
      error={Boolean(error)}
      helperText={error ?? HINTS[check.state]}
      slotProps={{
        htmlInput: { inputMode: 'numeric', maxLength: 12, spellCheck: false, 'aria-busy': check.state === 'checking' },
        input: { endAdornment: adornment && <InputAdornment position="end">{adornment}</InputAdornment> },
        formHelperText: { 'aria-live': 'polite' },
      }}
    />
  );
}
