import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector } from 'react-redux';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { useCreateAccountNumberMutation } from '../api';
import { type AccountNumberFormValues, accountNumberFormSchema } from '../account-number-form';
import { useMemberNumberCheck } from '../hooks/use-member-number-check';
import { useSaveOutcome } from '../hooks/use-save-account-number';
import { AccountNumberFields } from './account-number-fields';
import { FormActions } from './form-actions';
import { MemberNumberField } from './member-number-field';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';

const schema = accountNumberFormSchema('add');
const EMPTY: AccountNumberFormValues = { memberNumber: '', name: '', status: 'active' };

/** A new account number: POST /customers/{id}/members; the number is checked as it is typed. */
export function AddAccountNumberForm() {
  const { customerId } = useSelector(selectAuth);
  const { control, handleSubmit, setError, formState } = useForm<AccountNumberFormValues>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  useUnsavedChanges(formState.isDirty && !formState.isSubmitting);
  const memberNumber = useWatch({ control, name: 'memberNumber' });
  const { formatError, check } = useMemberNumberCheck(memberNumber);
  const [create, { isLoading }] = useCreateAccountNumberMutation();
  const onOutcome = useSaveOutcome(setError);

  const submit = async (values: AccountNumberFormValues) => {
    // The server said no already: say it again rather than asking it twice.
    if (check.state === 'invalid') return setError('memberNumber', { message: check.message }, { shouldFocus: true });
    const body = { memberNumber: values.memberNumber.trim(), name: values.name.trim(), status: values.status };
    await onOutcome(await create({ customerId, body }));
  };

  return (
    <Paper component="form" variant="outlined" noValidate onSubmit={handleSubmit(submit)} aria-label="Add an account number" aria-busy={isLoading} sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <MemberNumberField control={control} formatError={formatError} check={check} disabled={isLoading} />
        <Box sx={{ display: { xs: 'none', md: 'block' } }} />
        <AccountNumberFields control={control} disabled={isLoading} />
        <FormActions label="Add Account Number" busyLabel="Adding…" busy={isLoading} />
      </Box>
    </Paper>
  );
}
