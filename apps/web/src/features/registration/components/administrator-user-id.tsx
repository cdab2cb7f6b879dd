import { useController, type UseFormReturn } from 'react-hook-form';
import { UserIdField } from '../../../components/form/user-id-field';
import { useGenerateUserId } from '../../../lib/use-generate-user-id';
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
  const [generateName] = useGenerateRegistrationUserNameMutation();
  const generator = useGenerateUserId(generateName, (error) => registrationFailure(error, name).text);
  const handleGenerate = () =>
    generator.run({ firstName: form.getValues('userDetails.firstName'), lastName: form.getValues('userDetails.lastName') }, (userName) =>
      form.setValue(name, userName, { shouldDirty: true, shouldValidate: true }),
    );

  return (
    <UserIdField
      label={REGISTRATION_LABELS[name]}
      {...generator.bind(field)}
      check={check}
      problem={generator.error ?? fieldState.error?.message}
      hint={hint}
      required
      autoComplete={name === 'userDetails.email' ? 'email' : 'off'}
      generate={generate ? { onClick: () => void handleGenerate(), pending: generator.pending } : undefined}
    />
  );
}
