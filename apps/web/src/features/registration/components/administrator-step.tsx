import { useWatch, type UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SelectOption } from '../../../components/form/form-select-field';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import type { UserIdCheck } from '../../../lib/use-user-id-check';
import { REGISTRATION_LABELS, type RegistrationFormValues } from '../registration-form';
import { COUNTRY_OPTIONS } from '../registration-options';
import { AdministratorUserId } from './administrator-user-id';
import { FormRadioGroup } from './form-radio-group';

const LOGIN_TYPES = [
  { value: 'username', label: 'A user name', description: 'Chosen below, or generated from the name.' },
  { value: 'email', label: 'The e-mail address', description: 'The administrator’s e-mail address is the user name.' },
] as const;

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 } as const;

type AdministratorStepProps = { form: UseFormReturn<RegistrationFormValues>; check: UserIdCheck; timeZoneOptions: readonly SelectOption[] };

/**
 * Step 3: the company's first administrator (every admin right). The user name is the corporate
 * user id for single sign-on, else the user name or the e-mail address by login type (portal.md §3).
 */
export function AdministratorStep({ form, check, timeZoneOptions }: AdministratorStepProps) {
  const { control } = form;
  const [registrationType, authenticationType] = useWatch({ control, name: ['registrationType', 'userDetails.authenticationType'] });
  const sso = registrationType === 'SSO';
  const emailIsUserName = !sso && authenticationType === 'email';
  return (
    <>
      <Typography color="text.secondary">
        The first administrator manages your company’s users, groups and settings. We e-mail them a temporary password.
      </Typography>
      <Box sx={grid}>
        <FormTextField name="userDetails.firstName" control={control} label={REGISTRATION_LABELS['userDetails.firstName']} required maxLength={50} autoComplete="given-name" />
        <FormTextField name="userDetails.lastName" control={control} label={REGISTRATION_LABELS['userDetails.lastName']} required maxLength={50} autoComplete="family-name" />
      </Box>
      {emailIsUserName ? (
        <AdministratorUserId form={form} name="userDetails.email" check={check} hint="The temporary password goes here; it is also the user name." />
      ) : (
        <FormTextField name="userDetails.email" control={control} label={REGISTRATION_LABELS['userDetails.email']} required maxLength={254} autoComplete="email" hint="The temporary password goes here." />
      )}
      {sso ? (
        <AdministratorUserId
          form={form}
          name="userDetails.corporateUserId"
          check={check}
          hint="The id your company’s identity provider knows the administrator by; it is their user name."
        />
      ) : (
        <>
          <FormRadioGroup name="userDetails.authenticationType" control={control} label={REGISTRATION_LABELS['userDetails.authenticationType']} choices={LOGIN_TYPES} />
          {!emailIsUserName && (
            <AdministratorUserId form={form} name="userDetails.userName" check={check} generate />
          )}
        </>
      )}
      <Box sx={grid}>
        <FormSelectField name="userDetails.country" control={control} label={REGISTRATION_LABELS['userDetails.country']} options={COUNTRY_OPTIONS} required />
        <FormSelectField name="userDetails.timeZone" control={control} label={REGISTRATION_LABELS['userDetails.timeZone']} options={timeZoneOptions} required />
      </Box>
      <FormTextField name="userDetails.jobTitle" control={control} label={REGISTRATION_LABELS['userDetails.jobTitle']} maxLength={100} autoComplete="organization-title" />
    </>
  );
}
