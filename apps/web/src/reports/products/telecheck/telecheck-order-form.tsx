import { useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useSelector } from 'react-redux';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { TelecheckFormValues } from '@creditdesk/contracts';
import { telecheckSubmitBody } from '@creditdesk/contracts';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { refineByRequestSchema } from '../../../lib/request-schema-issues';
import { AccountsLoadFailed, OrderAccountFields, OrderFormSkeleton, useOrderAccounts } from '../../order/order-account-fields';
import { useGetSandboxPersonasQuery } from '../../order/order-api';
import { OrderFormActions } from '../../order/order-form-actions';
import { OrderFormSection } from '../../order/order-form-section';
import { TestEntryMenu, type TestEntryKind } from '../../order/persona-menu';
import { REGION_OPTIONS } from '../../product-kit/consumer/form/region-options';
import type { OrderFormProps } from '../portal-product';
import {
  CHECK_FIELDS,
  TELECHECK_LABELS as L,
  TELECHECK_REQUEST_SCHEMA,
  WRITER_FIELDS,
  defaultTelecheckValues,
  humanizeTelecheckMessage,
  placedTelecheckOrder,
  telecheckFieldOf,
} from './telecheck-form-values';
import { TELECHECK_TEST_CHECKS, type TestCheck } from './telecheck-test-checks';

const TEST_CHECKS: TestEntryKind = {
  noun: 'test check',
  title: 'Sandbox test checks',
  note: 'Fictitious accounts answered by the TeleCheck sandbox. Never verify a real check with them.',
};

const Grid = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>{children}</Box>
);

/**
 * The form's resolver: the values become the body the portal sends (the contracts' telecheckSubmitBody)
 * and the body is checked with the contract's own request schema (the routing number's check digit
 * among its rules), each issue on its field in the form's words.
 */
const telecheckFormSchema = (userName: string) =>
  z.object(Object.fromEntries(Object.keys(L).map((k) => [k, z.string()])) as Record<keyof TelecheckFormValues, z.ZodString>).superRefine((values, ctx) =>
    refineByRequestSchema(values, ctx, { schema: TELECHECK_REQUEST_SCHEMA, toRequest: (v) => telecheckSubmitBody(v, { userName }), fieldOf: telecheckFieldOf, message: humanizeTelecheckMessage }),
  );

/**
 * TeleCheck's order form: the account it is billed to, the check as its MICR line prints it (routing
 * number, checking account, check number) and its amount, then the check writer with an optional ID.
 * The server's field errors land on their fields.
 */
export function TelecheckOrderForm({ draft, pending, onOrder }: OrderFormProps) {
  const { username } = useSelector(selectAuth);
  const sandbox = useGetSandboxPersonasQuery();
  const resolver = useMemo(() => zodResolver(telecheckFormSchema(username)), [username]);
  const form = useForm<TelecheckFormValues>({ resolver, defaultValues: (draft as TelecheckFormValues | undefined) ?? defaultTelecheckValues() });
  const { members, accounts, onlyAccount } = useOrderAccounts(form);
  const { control } = form;

  const submit = async (values: TelecheckFormValues) => {
    const outcome = await onOrder(placedTelecheckOrder(values, username));
    if (outcome.ok) return;
    for (const problem of outcome.fieldErrors) {
      const field = telecheckFieldOf(problem.field.split('.'));
      form.setError(field ?? 'root', { type: 'server', message: humanizeTelecheckMessage(problem.message, field) }, { shouldFocus: false });
    }
  };

  const fill = (entry: TestCheck) => {
    for (const field of [...CHECK_FIELDS, ...WRITER_FIELDS]) form.setValue(field, entry[field], { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };

  if (members.isLoading) return <OrderFormSkeleton />;

  return (
    <Stack component="form" noValidate onSubmit={form.handleSubmit(submit)} spacing={3} aria-busy={pending} aria-label="Order a report">
      {members.isError && <AccountsLoadFailed onRetry={() => void members.refetch()} />}
      <OrderFormSection title="Order details" description="The account this verification is billed to, and your reference for it." disabled={pending}>
        <Grid>
          <OrderAccountFields control={control} accounts={accounts} userName={username} />
        </Grid>
      </OrderFormSection>
      <OrderFormSection
        title="Check"
        description="As printed on the check's bottom line: the bank's routing number, the checking account and the check number; and the amount it is written for."
        disabled={pending}
        actions={
          sandbox.isSuccess && (
            <TestEntryMenu entries={TELECHECK_TEST_CHECKS} kind={TEST_CHECKS} nameOf={(c) => ({ name: `${c.firstName} ${c.lastName}`, detail: `Account ****${c.checkingAccountNumber.slice(-4)}` })} sectionLabel="Check" onPick={fill} disabled={pending} />
          )
        }
      >
        <Grid>
          <FormTextField control={control} name="routingNumber" label={L.routingNumber} required inputMode="numeric" maxLength={9} hint="9 digits, the first group on the check's bottom line." />
          <FormTextField control={control} name="checkingAccountNumber" label={L.checkingAccountNumber} required inputMode="numeric" maxLength={17} hint="4 to 17 digits. Shown afterwards by its last four digits only." />
          <FormTextField control={control} name="checkNumber" label={L.checkNumber} required inputMode="numeric" maxLength={10} />
          <FormTextField control={control} name="amount" label={L.amount} required inputMode="decimal" maxLength={12} unit="USD" hint="In dollars and cents, up to 99,999.99." />
        </Grid>
      </OrderFormSection>
      <OrderFormSection title="Check writer" description="The person writing the check, and the driver's licence or state ID they show." disabled={pending}>
        <Grid>
          <FormTextField control={control} name="firstName" label={L.firstName} required maxLength={40} />
          <FormTextField control={control} name="lastName" label={L.lastName} required maxLength={40} />
          <FormTextField control={control} name="idNumber" label={L.idNumber} maxLength={20} hint="Optional; with its state." />
          <FormSelectField control={control} name="idState" label={L.idState} options={REGION_OPTIONS.US} placeholder="Not given" hint="The state that issued the ID." />
        </Grid>
      </OrderFormSection>

      <OrderFormActions
        error={form.formState.errors.root?.message}
        certification="By verifying this check you confirm that it is presented to your business as payment now, and that you will use the answer only to decide whether to accept it."
        pending={pending}
        onClear={() => form.reset(defaultTelecheckValues(onlyAccount))}
      />
    </Stack>
  );
}
