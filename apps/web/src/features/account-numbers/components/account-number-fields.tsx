import type { Control } from 'react-hook-form';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { ACCOUNT_NUMBER_LABELS, type AccountNumberFormValues } from '../account-number-form';
import { STATUS_OPTIONS } from '../account-number-text';

type AccountNumberFieldsProps = { control: Control<AccountNumberFormValues>; disabled?: boolean };

/** Name and status: what both the add and the edit form change. */
export function AccountNumberFields({ control, disabled }: AccountNumberFieldsProps) {
  return (
    <>
      <FormTextField control={control} name="name" label={ACCOUNT_NUMBER_LABELS.name} required maxLength={100} disabled={disabled} hint="How your staff recognise it when ordering, e.g. “Consumer lending”." />
      <FormSelectField
        control={control}
        name="status"
        label={ACCOUNT_NUMBER_LABELS.status}
        options={STATUS_OPTIONS}
        required
        disabled={disabled}
        hint="Reports can only be ordered under an active account number."
      />
    </>
  );
}
