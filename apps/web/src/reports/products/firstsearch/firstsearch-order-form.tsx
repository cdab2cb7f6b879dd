import { useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useSelector } from 'react-redux';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { firstSearchSubmitBody } from '@creditdesk/contracts';
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
import { requestPathOfServerField } from '../../product-kit/screening/screening-form-fields';
import {
  CRITERIA_FIELDS,
  FIRST_SEARCH_LABELS as L,
  FIRST_SEARCH_REQUEST_SCHEMA,
  FIRST_SEARCH_TEST_SEARCHES,
  defaultFirstSearchValues,
  firstSearchFieldOf,
  humanizeFirstSearchMessage,
  placedFirstSearch,
  type FirstSearchValues,
} from './firstsearch-form-values';

const TEST_SEARCHES: TestEntryKind = {
  noun: 'test search',
  title: 'Sandbox test searches',
  note: 'Searches documented for the sandbox, on fictitious files. Never use them for a real consumer.',
};

/** The resolver: the body the portal sends, checked with the contract's request schema (the server's own rules). */
const firstSearchFormSchema = (session: { userName: string }) =>
  z.object(Object.fromEntries(Object.keys(defaultFirstSearchValues()).map((k) => [k, z.string()])) as Record<keyof FirstSearchValues, z.ZodString>).superRefine((values, ctx) =>
    refineByRequestSchema(values, ctx, { schema: FIRST_SEARCH_REQUEST_SCHEMA, toRequest: (v) => firstSearchSubmitBody(v, session), fieldOf: firstSearchFieldOf, message: humanizeFirstSearchMessage }),
  );

/**
 * First Search's order form: the account and the reference, then the criteria, any one complete
 * criterion of three (a name with its address, a phone, an SSN), checked with the contract's request
 * schema; the server's field errors land on their fields.
 */
export function FirstSearchOrderForm({ draft, pending, onOrder }: OrderFormProps) {
  const { username } = useSelector(selectAuth);
  const session = useMemo(() => ({ userName: username }), [username]);
  const sandbox = useGetSandboxPersonasQuery();
  const resolver = useMemo(() => zodResolver(firstSearchFormSchema(session)), [session]);
  const form = useForm<FirstSearchValues>({ resolver, defaultValues: (draft as FirstSearchValues | undefined) ?? defaultFirstSearchValues() });
  const { members, accounts, onlyAccount } = useOrderAccounts(form);
  const { control, setValue, formState } = form;

  const submit = async (values: FirstSearchValues) => {
    const outcome = await onOrder(placedFirstSearch(values, session));
    if (outcome.ok) return;
    for (const problem of outcome.fieldErrors) {
      const field = firstSearchFieldOf(requestPathOfServerField(problem.field));
      form.setError(field ?? 'root', { type: 'server', message: humanizeFirstSearchMessage(problem.message, field) }, { shouldFocus: false });
    }
  };

  const fill = (entry: (typeof FIRST_SEARCH_TEST_SEARCHES)[number]) => {
    for (const field of CRITERIA_FIELDS) setValue(field, entry[field] ?? '', { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };

  if (members.isLoading) return <OrderFormSkeleton />;

  return (
    <Stack component="form" noValidate onSubmit={form.handleSubmit(submit)} spacing={3} aria-busy={pending} aria-label="Order a report">
      {members.isError && <AccountsLoadFailed onRetry={() => void members.refetch()} />}
      <OrderFormSection title="Order details" description="The account this search is billed to, and your reference for it." disabled={pending}>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
          <OrderAccountFields control={control} accounts={accounts} userName={username} />
        </Box>
      </OrderFormSection>
      <OrderFormSection
        title="Search criteria"
        description="Give at least one complete criterion: a name with the address, a phone number, or an SSN. More criteria narrow the candidates."
        disabled={pending}
        actions={sandbox.isSuccess && <TestEntryMenu entries={FIRST_SEARCH_TEST_SEARCHES} kind={TEST_SEARCHES} nameOf={(e) => ({ name: e.label, detail: e.description })} sectionLabel="Search criteria" onPick={fill} disabled={pending} />}
      >
        <Stack spacing={2.5}>
          <Criterion title="Name and address">
            <Cell span={3}>
              <FormTextField control={control} name="firstName" label={L.firstName} maxLength={40} />
            </Cell>
            <Cell span={3}>
              <FormTextField control={control} name="lastName" label={L.lastName} maxLength={40} />
            </Cell>
            <Cell span={6}>
              <FormTextField control={control} name="line1" label={L.line1} maxLength={80} />
            </Cell>
            <Cell span={2}>
              <FormTextField control={control} name="city" label={L.city} maxLength={40} />
            </Cell>
            <Cell span={2}>
              <FormSelectField control={control} name="state" label={L.state} options={REGION_OPTIONS.US} placeholder="Not given" />
            </Cell>
            <Cell span={2}>
              <FormTextField control={control} name="zip" label={L.zip} maxLength={10} inputMode="numeric" hint="Or city and state." />
            </Cell>
          </Criterion>
          <Criterion title="Or a phone number, or an SSN">
            <Cell span={3}>
              <FormTextField control={control} name="phone" label={L.phone} maxLength={12} inputMode="tel" hint="10 digits, dashes optional." />
            </Cell>
            <Cell span={3}>
              <FormTextField control={control} name="ssn" label={L.ssn} maxLength={11} inputMode="numeric" hint="9 digits, dashes optional." />
            </Cell>
          </Criterion>
        </Stack>
      </OrderFormSection>

      <OrderFormActions
        error={formState.errors.root?.message}
        certification="A candidate is a file on record, not a verified identity: confirm who the consumer is before you order a report on them."
        pending={pending}
        onClear={() => form.reset(defaultFirstSearchValues(onlyAccount))}
      />
    </Stack>
  );
}

function Criterion({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" color="text.secondary" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Grid>{children}</Grid>
    </Box>
  );
}

function Grid({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(6, minmax(0, 1fr))' } }}>{children}</Box>;
}

function Cell({ span, children }: { span: number; children: ReactNode }) {
  return <Box sx={{ gridColumn: { xs: 'auto', sm: `span ${span}` }, minWidth: 0 }}>{children}</Box>;
}
