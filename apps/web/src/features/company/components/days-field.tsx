import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { bindField } from '../../../components/form/bind-field';

type DaysFieldProps<T extends FieldValues> = { name: FieldPath<T>; control: Control<T>; label: string; hint: string; disabled?: boolean };

/** A whole number of days (1–3650, the contracts' rule, judged by the section's resolver). */
export function DaysField<T extends FieldValues>({ name, control, label, hint, disabled }: DaysFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      {...bindField(field)}
      label={label}
      required
      disabled={disabled}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? hint}
      sx={{ maxWidth: 260 }}
      slotProps={{
        htmlInput: { inputMode: 'numeric', maxLength: 4, autoComplete: 'off' },
        input: { endAdornment: <InputAdornment position="end">days</InputAdornment> },
      }}
    />
  );
}

/** '' and anything not a number go to the schema as NaN, which it calls "not a number of days". */
export const daysOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));
