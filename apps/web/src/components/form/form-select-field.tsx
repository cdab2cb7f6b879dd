import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import TextField from '@mui/material/TextField';

export type SelectOption = { value: string; label: string };

type FormSelectFieldProps<T extends FieldValues> = {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
  options: readonly SelectOption[];
  /** the first, empty choice ("Select a purpose"); leave out when a value is always chosen. */
  placeholder?: string;
  required?: boolean;
  hint?: ReactNode;
  disabled?: boolean;
  onValueChange?: (value: string) => void;
};

/**
 * A controlled native select (keyboard type-ahead, phone pickers). Like every field it shows an
 * asterisk when required and its error as helper text (portal.md §5).
 */
export function FormSelectField<T extends FieldValues>({
  name,
  control,
  label,
  options,
  placeholder,
  required = false,
  hint,
  disabled,
  onValueChange,
}: FormSelectFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      select
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => {
        field.onChange(event);
        onValueChange?.(event.target.value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      required={required}
      disabled={disabled}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? hint}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
