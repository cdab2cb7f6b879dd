import { useId, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROLE_LABELS, ROLES, type Entitlement, type Role, type UserGroup } from '@creditdesk/contracts';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { USER_FORM_LABELS, type UserFormValues } from '../user-form-values';
import { UserFormEntitlements } from './user-form-entitlements';
import { UserFormGroups } from './user-form-groups';
import { SubmitButton } from '../../../components/form/submit-button';

type UserFormProps = {
  form: UseFormReturn<UserFormValues>;
  /** the User ID field: checked and generated on add, read-only on edit. */
  userIdField: ReactNode;
  groups: readonly UserGroup[] | undefined;
  caller: { role: string; entitlements: readonly Entitlement[] };
  /** edit: the user as loaded (their role and rights stay offered even where the caller may not give them). */
  initial?: UserFormValues;
  submitLabel: string;
  pending: boolean;
  submitDisabled?: boolean;
  cancelTo: string;
  onSubmit: (values: UserFormValues) => Promise<void>;
};

/** Only a System administrator may make one; a System administrator being edited keeps the choice shown. */
const roleOptions = (callerRole: string, current?: Role) =>
  ROLES.filter((r) => r !== 'systemadmin' || callerRole === 'systemadmin' || current === 'systemadmin').map((r) => ({ value: r, label: ROLE_LABELS[r] }));

/** The add and edit user form: the person, then their access (user type, rights, groups). */
export function UserForm({ form, userIdField, groups, caller, initial, submitLabel, pending, submitDisabled, cancelTo, onSubmit }: UserFormProps) {
  const { control, handleSubmit, setValue } = form;
  const personId = useId();
  const accessId = useId();

  const section = (id: string, title: string, description: string, children: ReactNode) => (
    <Paper component="fieldset" variant="outlined" aria-labelledby={id} disabled={pending} sx={{ m: 0, p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id={id} variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
        {description}
      </Typography>
      {children}
    </Paper>
  );

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit(onSubmit)} spacing={3} aria-busy={pending} aria-label={submitLabel} sx={{ maxWidth: 880 }}>
      {section(
        personId,
        'User details',
        'Who the user is. The invitation and password e-mails go to this address.',
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
          <FormTextField control={control} name="firstName" label={USER_FORM_LABELS.firstName} required maxLength={50} autoComplete="off" />
          <FormTextField control={control} name="lastName" label={USER_FORM_LABELS.lastName} required maxLength={50} autoComplete="off" />
          <FormTextField control={control} name="email" label={USER_FORM_LABELS.email} required maxLength={254} autoComplete="off" />
          {userIdField}
        </Box>,
      )}
      {section(
        accessId,
        'Access',
        'What the user may administer, and the groups that give them their products.',
        <Stack spacing={3}>
          <Box sx={{ maxWidth: { md: 'calc(50% - 10px)' } }}>
            <FormSelectField
              control={control}
              name="role"
              label={USER_FORM_LABELS.role}
              options={roleOptions(caller.role, initial?.role)}
              required
              onValueChange={(role) => {
                if (role === 'enduser') setValue('entitlements', [], { shouldDirty: true });
              }}
            />
          </Box>
          <UserFormEntitlements control={control} grantable={caller.entitlements} held={initial?.entitlements} />
          <UserFormGroups control={control} groups={groups} />
        </Stack>,
      )}
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={cancelTo} disabled={pending}>
          Cancel
        </Button>
        <SubmitButton pending={pending} disabled={submitDisabled} size="medium">
          {submitLabel}
        </SubmitButton>
      </Box>
    </Stack>
  );
}
