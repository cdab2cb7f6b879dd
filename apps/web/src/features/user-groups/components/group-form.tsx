import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { GROUP_PRIVILEGES, GROUP_PRIVILEGE_LABELS, type AdminUser } from '@creditdesk/contracts';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import type { ProductChoice } from '../api';
import { type GroupFormValues, groupFormResolver } from '../group-form-values';
import type { SetFieldError } from '../hooks/use-save-group';
import { MemberPicker } from './member-picker';
import { ProductCheckboxes } from './product-checkboxes';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';

type GroupFormProps = {
  defaultValues: GroupFormValues;
  /** System Administrator is offered to a system administrator only (portal.md §6). */
  offerSysadmin: boolean;
  readOnly?: boolean;
  products: readonly ProductChoice[] | undefined;
  users: readonly AdminUser[] | undefined;
  /** edit: the current members with Remove, shown above the picker, whose names it leaves out. */
  currentMembers?: { list: ReactNode; names: readonly string[] };
  submitLabel: string;
  saving: boolean;
  /** edit: Save waits for a change. */
  requireChange?: boolean;
  onSubmit: (values: GroupFormValues, setFieldError: SetFieldError) => Promise<void>;
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2.5 }}>
    <Typography variant="h6" component="h2">
      {title}
    </Typography>
    {children}
  </Box>
);

/** The add and edit form of a user group: details, what it grants, who is in it. */
export function GroupForm({ defaultValues, offerSysadmin, readOnly = false, products, users, currentMembers, submitLabel, saving, requireChange = false, onSubmit }: GroupFormProps) {
  const form = useForm<GroupFormValues>({ resolver: groupFormResolver, defaultValues });
  useUnsavedChanges(form.formState.isDirty && !form.formState.isSubmitting);
  const { control } = form;
  const privilege = useWatch({ control, name: 'privilege' });
  const fileTransfer = useWatch({ control, name: 'isFileTransportAuthorized' });
  const privileges = GROUP_PRIVILEGES.filter((p) => p !== 'sysadmin' || offerSysadmin || defaultValues.privilege === 'sysadmin');
  const setFieldError: SetFieldError = (field, message) => form.setError(field, { type: 'server', message }, { shouldFocus: true });
  const submit = form.handleSubmit((values) => onSubmit(values, setFieldError));

  return (
    <Paper component="form" variant="outlined" noValidate onSubmit={submit} aria-label={submitLabel === 'Save' ? 'Edit user group' : 'Add user group'} sx={{ maxWidth: 960 }}>
      <Box component="fieldset" disabled={readOnly || saving} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
        <Section title="Details">
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
            <FormTextField control={control} name="groupName" label="Group name" required maxLength={64} disabled={readOnly} hint="Letters, digits, spaces and . _ & ( ) ' -" />
            <FormSelectField
              control={control}
              name="privilege"
              label="Privilege"
              required
              disabled={readOnly}
              options={privileges.map((p) => ({ value: p, label: GROUP_PRIVILEGE_LABELS[p] }))}
              hint={offerSysadmin ? 'Decides who may be a member.' : 'Decides who may be a member. Only a System administrator makes System Administrator groups.'}
            />
          </Box>
          <FormTextField control={control} name="description" label="Description" maxLength={250} disabled={readOnly} />
        </Section>
        <Divider />
        <Section title="Access">
          <ProductCheckboxes control={control} choices={products} disabled={readOnly} />
          <FormControlLabel
            control={<Switch checked={fileTransfer} onChange={(e) => form.setValue('isFileTransportAuthorized', e.target.checked, { shouldDirty: true })} disabled={readOnly} />}
            label="Authorized for file transfer"
          />
        </Section>
        <Divider />
        <Section title="Members">
          {currentMembers?.list}
          {!readOnly && <MemberPicker control={control} label={currentMembers ? 'Add members' : 'Members'} users={users} exclude={currentMembers?.names} privilege={privilege} />}
        </Section>
      </Box>
      <Divider />
      <Box sx={{ p: { xs: 2, sm: 3 }, display: 'flex', gap: 1, justifyContent: 'flex-end', bgcolor: '#f8f9fc' }}>
        <Button component={RouterLink} to="/user-groups">
          {readOnly ? 'Back to User Groups' : 'Cancel'}
        </Button>
        {!readOnly && (
          <Button
            type="submit"
            variant="contained"
            disabled={saving || (requireChange && !form.formState.isDirty)}
            startIcon={saving ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}
          >
            {submitLabel}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
