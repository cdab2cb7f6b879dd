import { useState } from 'react';
import { useController, type UseFormReturn } from 'react-hook-form';
import { MESSAGES } from '@creditdesk/contracts';
import { UserIdField } from '../../../components/form/user-id-field';
import type { UserIdCheck } from '../../../lib/use-user-id-check';
import { useGenerateRegistrationUserNameMutation } from '../api';
import { registrationFailure } from '../registration-failure';
import { REGISTRATION_LABELS, type RegistrationField, type RegistrationFormValues } from '../registration-form';

type AdministratorUserIdProps = {
  form: UseFormReturn<RegistrationFormValues>;
  name: Extract<RegistrationField, 'userDetails.userName' | 'userDetails.corporateUserId' | 'userDetails.email'>;
  check: UserIdCheck;
  hint?: string;
  /** "Generate" proposes a free user name from the first and last name (POST /generateuser). */
  generate?: boolean;
};

/** The input that becomes the administrator's user name, judged live (§5) with the registration service. */
export function AdministratorUserId({ form, name, check, hint, generate = false }: AdministratorUserIdProps) {
  const { field, fieldState } = useController({ name, control: form.control });
  const [generateName, generating] = useGenerateRegistrationUserNameMutation();
  const [generateError, setGenerateError] = useState<string>();

  const handleGenerate = async () => {
    const firstName = form.getValues('userDetails.firstName').trim();
    const lastName = form.getValues('userDetails.lastName').trim();
    if (!firstName || !lastName) {
      setGenerateError(MESSAGES.userId.nameRequiredToGenerate);
      return;
    }
    setGenerateError(undefined);
    const answer = await generateName({ firstName, lastName });
    if (answer.error) setGenerateError(registrationFailure(answer.error, name).text);
    else form.setValue(name, answer.data.userName, { shouldDirty: true, shouldValidate: true });
  };

  return (
    <UserIdField
      label={REGISTRATION_LABELS[name]}
      name={field.name}
      value={field.value}
      onChange={(value) => {
        setGenerateError(undefined);
        field.onChange(value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      check={check}
      problem={generateError ?? fieldState.error?.message}
      hint={hint}
      required
      autoComplete={name === 'userDetails.email' ? 'email' : 'off'}
      generate={generate ? { onClick: () => void handleGenerate(), pending: generating.isLoading } : undefined}
    />
  );
}
