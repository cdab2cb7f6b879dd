import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { bindField } from './bind-field';

type FormTextFieldProps<T extends FieldValues> = {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  type?: 'text' | 'date';
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel';
  maxLength?: number;
  /** the value's unit after it ("%", "days"). */
  unit?: string;
  /** free text of several lines (a reason): grows from this many rows, spell-checked. */
  minRows?: number;
  /** a number's field: as wide as it needs, not the form's column. */
  narrow?: boolean;
  /** a date field's earliest and latest dates, YYYY-MM-DD. */
  min?: string;
  max?: string;
  disabled?: boolean;
};

/** A controlled text field: required fields show an asterisk; an error replaces the hint. */
export function FormTextField<T extends FieldValues>({
  name,
  control,
  label,
  required = false,
  hint,
  type = 'text',
  placeholder,
  autoComplete = 'off',
  inputMode,
  maxLength,
  unit,
  minRows,
  narrow = false,
  min,
  max,
  disabled,
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      {...bindField(field)}
      label={label}
      required={required}
      type={type}
      placeholder={placeholder}
      autoComplete={autoComplete}
      disabled={disabled}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? hint}
      multiline={minRows !== undefined}
      minRows={minRows}
      sx={narrow ? { maxWidth: 260 } : undefined}
      slotProps={{
        htmlInput: { inputMode, maxLength, min, max, spellCheck: minRows !== undefined },
        inputLabel: type === 'date' ? { shrink: true } : undefined,
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
      }}
    />
  );
}
