import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector } from 'react-redux';
import type { AdminAccountNumber } from '@creditdesk/contracts';
import Alert from '@mui/material/Alert';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { type UpdateAccountNumberBody, useUpdateAccountNumberMutation } from '../api';
import { ACCOUNT_NUMBER_LABELS, type AccountNumberFormValues, accountNumberFormSchema } from '../account-number-form';
import { usageText } from '../account-number-text';
import { configurationsOfMemberHref } from '../../../lib/product-configuration-links';
import { useSaveOutcome } from '../hooks/use-save-account-number';
import { AccountNumberFields } from './account-number-fields';
import { FormActions } from './form-actions';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';

const schema = accountNumberFormSchema('edit');

/** Only what changed goes to the server (PUT {name?, status?}). */
export function changesOf(member: AdminAccountNumber, values: AccountNumberFormValues): UpdateAccountNumberBody {
  const name = values.name.trim();
  return { ...(name !== member.name ? { name } : {}), ...(values.status !== member.status ? { status: values.status } : {}) };
}

/** Rename, activate or deactivate a number; the number itself does not change. */
export function EditAccountNumberForm({ member }: { member: AdminAccountNumber }) {
  const { customerId } = useSelector(selectAuth);
  const { control, handleSubmit, setError, formState } = useForm<AccountNumberFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { memberNumber: member.memberNumber, name: member.name, status: member.status },
  });
    useUnsavedChanges(formState.isDirty && !formState.isSubmitting);
  const [update, { isLoading }] = useUpdateAccountNumberMutation();
  const onOutcome = useSaveOutcome(setError);
  const usage = usageText(member.productConfigurations);

  const submit = async (values: AccountNumberFormValues) => {
    const body = changesOf(member, values);
    if (Object.keys(body).length === 0) return; // only spaces changed: nothing to save
    await onOutcome(await update({ customerId, memberNumber: member.memberNumber, body }));
  };

  return (
    <Paper component="form" variant="outlined" noValidate onSubmit={handleSubmit(submit)} aria-label={`Edit account number ${member.memberNumber}`} aria-busy={isLoading} sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <TextField
          label={ACCOUNT_NUMBER_LABELS.memberNumber}
          value={member.memberNumber}
          helperText="The number itself cannot be changed."
          slotProps={{ input: { readOnly: true }, htmlInput: { 'aria-readonly': true } }}
        />
        <Box sx={{ display: { xs: 'none', md: 'block' } }} />
        <Alert severity={member.productConfigurations > 0 ? 'info' : 'success'} variant="outlined" sx={{ gridColumn: '1 / -1' }}>
          {member.productConfigurations > 0 ? (
            <Link component={RouterLink} to={configurationsOfMemberHref(member.memberNumber)} color="inherit">
              {usage}
            </Link>
          ) : (
            usage
          )}
          {member.productConfigurations > 0 ? '. It cannot be deleted while they use it.' : ': it can be deleted.'}
        </Alert>
        <AccountNumberFields control={control} disabled={isLoading} />
        <FormActions label="Save changes" busyLabel="Saving…" busy={isLoading} disabled={!formState.isDirty} />
      </Box>
    </Paper>
  );
}
