import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import TextField from '@mui/material/TextField';

type FormTextFieldProps<T extends FieldValues> = {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  type?: 'text' | 'date';
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel';
  maxLength?: number;
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
  min,
  max,
  disabled,
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      required={required}
      type={type}
      placeholder={placeholder}
      autoComplete={autoComplete}
      disabled={disabled}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? hint}
      slotProps={{
        htmlInput: { inputMode, maxLength, min, max, spellCheck: false },
        inputLabel: type === 'date' ? { shrink: true } : undefined,
      }}
    />
  );
}
