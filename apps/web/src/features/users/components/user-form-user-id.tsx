import { useController, type UseFormReturn } from 'react-hook-form';
import TextField from '@mui/material/TextField';
import { UserIdField, USER_ID_HINT } from '../../../components/form/user-id-field';
import { adminFailureText } from '../../../lib/admin-failure';
import { useGenerateUserId } from '../../../lib/use-generate-user-id';
import type { UserIdCheck } from '../../../lib/use-user-id-check';
import { useGenerateUserNameMutation } from '../user-form-api';
import { USER_FORM_LABELS, type UserFormValues } from '../user-form-values';

type UserFormUserIdProps = { form: UseFormReturn<UserFormValues>; check: UserIdCheck; disabled?: boolean };

/**
 * The new user's User ID (add only): checked as it is typed (format, then whether it is free, with a
 * spinner while the server is asked), and "Generate" proposes one from the first and last name.
 */
export function UserFormUserId({ form, check, disabled }: UserFormUserIdProps) {
  const { field, fieldState } = useController({ name: 'userName', control: form.control });
  const [generateUserName] = useGenerateUserNameMutation();
  const generator = useGenerateUserId(generateUserName, (error) => adminFailureText(error));
  const handleGenerate = () =>
    generator.run({ firstName: form.getValues('firstName'), lastName: form.getValues('lastName') }, (userName) =>
      form.setValue('userName', userName, { shouldDirty: true, shouldValidate: fieldState.isTouched || form.formState.isSubmitted }),
    );

  return (
    <UserIdField
      label={USER_FORM_LABELS.userName}
      {...generator.bind(field)}
      check={check}
      problem={generator.error ?? check.message ?? fieldState.error?.message}
      hint={`${USER_ID_HINT} The user logs in with it.`}
      required
      disabled={disabled}
      generate={{ onClick: () => void handleGenerate(), pending: generator.pending }}
    />
  );
}

/** On edit the User ID is shown, not changed (it is how the user logs in). */
export function UserFormUserIdReadOnly({ value }: { value: string }) {
  return (
    <TextField
      label={USER_FORM_LABELS.userName}
      value={value}
      required
      helperText="A User ID cannot be changed."
      // read-only, not disabled: it stays readable and can be selected and copied
      sx={{ '& .MuiInputBase-root': { bgcolor: 'action.hover' } }}
      slotProps={{ input: { readOnly: true } }}
    />
  );
}
