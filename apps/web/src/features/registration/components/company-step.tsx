import type { UseFormReturn } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { REGISTRATION_LABELS, type RegistrationFormValues } from '../registration-form';
import { FormRadioGroup } from './form-radio-group';

const TYPES = [
  { value: 'REG', label: 'Standard', description: 'Your users log in to Creditdesk with a User ID and password.' },
  {
    value: 'SSO',
    label: 'Single sign-on',
    description: 'Your users log in through your company’s identity provider; the administrator is known by your corporate user id.',
  },
] as const;

/** Step 2: the company's name (suggested from the member number) and how its users will log in. */
export function CompanyStep({ form }: { form: UseFormReturn<RegistrationFormValues> }) {
  return (
    <>
      <FormTextField
        name="companyName"
        control={form.control}
        label={REGISTRATION_LABELS.companyName}
        required
        maxLength={100}
        autoComplete="organization"
        hint="As your users will see it in Creditdesk"
      />
      <FormRadioGroup name="registrationType" control={form.control} label={REGISTRATION_LABELS.registrationType} choices={TYPES} />
    </>
  );
}
