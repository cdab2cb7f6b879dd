import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import type { Control, FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { FormSelectField } from '../../components/form/form-select-field';
import { FormTextField } from '../../components/form/form-text-field';
import { selectAuth } from '../../lib/auth/auth-slice';
import { ACCOUNT_LABELS } from './order-account-labels';
import { useGetCompanyMembersQuery, type AccountNumber } from '../product-kit/consumer/consumer-api';

/*
 * What every order form billed to one of the company's account numbers asks alike: the account (one
 * of the company's active account numbers) and the user's reference for the order.
 */

/** A form holding the two fields. */
type AccountValues = FieldValues & { accountNumber: string; customerReferenceNumber: string };

/**
 * The company's active account numbers; with only one, the form's account is set to it (nothing to
 * choose). `onlyAccount` is what a cleared form starts with.
 */
export function useOrderAccounts<T extends AccountValues>(form: UseFormReturn<T>) {
  const { customerId } = useSelector(selectAuth);
  const members = useGetCompanyMembersQuery(customerId);
  const accounts = (members.data ?? []).filter((m) => m.status === 'active');
  const onlyAccount = accounts.length === 1 ? accounts[0].memberNumber : '';
  const field = 'accountNumber' as Path<T>;
  useEffect(() => {
    if (onlyAccount && !form.getValues(field)) form.setValue(field, onlyAccount as PathValue<T, Path<T>>);
  }, [onlyAccount, form, field]);
  return { members, accounts, onlyAccount };
}

type OrderAccountFieldsProps<T extends AccountValues> = { control: Control<T>; accounts: readonly AccountNumber[]; userName: string };

/** The account select and the reference field, side by side in the order details' grid. */
export function OrderAccountFields<T extends AccountValues>({ control, accounts, userName }: OrderAccountFieldsProps<T>) {
  const options = accounts.map((a) => ({ value: a.memberNumber, label: `${a.memberNumber} – ${a.name}` }));
  return (
    <>
      <FormSelectField
        control={control}
        name={'accountNumber' as Path<T>}
        label={ACCOUNT_LABELS.accountNumber}
        options={options}
        placeholder={options.length === 0 ? 'No active account numbers' : 'Select an account number'}
        required
      />
      <FormTextField
        control={control}
        name={'customerReferenceNumber' as Path<T>}
        label={ACCOUNT_LABELS.customerReferenceNumber}
        maxLength={50}
        hint={`Optional. Leave blank to use your user name (${userName}).`}
      />
    </>
  );
}

/** The account numbers could not be loaded: the form still shows, with a way to try again. */
export function AccountsLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert severity="warning" action={<Button color="inherit" onClick={onRetry}>Try again</Button>}>
      Your company's account numbers could not be loaded.
    </Alert>
  );
}

/** An order form while what it offers (the account numbers) is loading. */
export function OrderFormSkeleton() {
  return (
    <Stack spacing={3} aria-busy="true" aria-label="Loading the order form">
      <Skeleton variant="rounded" height={220} />
      <Skeleton variant="rounded" height={360} />
    </Stack>
  );
}
