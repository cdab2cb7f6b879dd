import type { ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';

/** The props that tie a text input to a react-hook-form field (an empty value shows as ''). */
export function bindField<T extends FieldValues, N extends FieldPath<T>>(field: ControllerRenderProps<T, N>) {
  return { name: field.name, value: field.value ?? '', onChange: field.onChange, onBlur: field.onBlur, inputRef: field.ref };
}
