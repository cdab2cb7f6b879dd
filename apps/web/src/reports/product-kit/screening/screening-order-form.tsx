import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useSelector } from 'react-redux';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { AccountsLoadFailed, OrderAccountFields, OrderFormSkeleton, useOrderAccounts } from '../../order/order-account-fields';
import { useGetSandboxPersonasQuery } from '../../order/order-api';
import { OrderFormActions } from '../../order/order-form-actions';
import { OrderFormSection } from '../../order/order-form-section';
import type { OrderFormProps } from '../../products/portal-product';
import { humanizeScreeningMessage, requestPathOfServerField } from './screening-form-fields';
import { screeningFormSchema } from './screening-form-schema';
import { defaultScreeningValues, placedScreeningOrder, type ScreeningValues } from './screening-form-values';
import type { ScreeningFormVariant } from './screening-form-variant';
import { ScreeningSubjectFields } from './screening-subject-fields';

type ScreeningOrderFormProps = OrderFormProps & { variant: ScreeningFormVariant };

/**
 * The order form of a watchlist screen (OFAC, AML Connect, Kount): the account it is billed to and
 * the reference, then the person or business screened. The body is the product's own (its variant),
 * checked with its contract's request schema; the server's field errors land on their fields.
 */
export function ScreeningOrderForm({ draft, pending, onOrder, variant }: ScreeningOrderFormProps) {
  const { customerId, username } = useSelector(selectAuth);
  const session = useMemo(() => ({ customerId, userName: username }), [customerId, username]);
  // the sandbox answers: the product's documented test subjects are offered
  const sandbox = useGetSandboxPersonasQuery();
  const resolver = useMemo(() => zodResolver(screeningFormSchema(variant, session)), [variant, session]);
  // the draft is this form's own values, handed back by the order session to change and run again
  const form = useForm<ScreeningValues>({ resolver, defaultValues: (draft as ScreeningValues | undefined) ?? defaultScreeningValues() });
  const { members, accounts, onlyAccount } = useOrderAccounts(form);

  const submit = async (values: ScreeningValues) => {
    const outcome = await onOrder(placedScreeningOrder(values, session, variant.toRequest));
    if (outcome.ok) return;
    for (const problem of outcome.fieldErrors) {
      const field = variant.fieldOf(requestPathOfServerField(problem.field));
      form.setError(field ?? 'root', { type: 'server', message: humanizeScreeningMessage(problem.message, field) }, { shouldFocus: false });
    }
  };

  if (members.isLoading) return <OrderFormSkeleton />;

  return (
    <Stack component="form" noValidate onSubmit={form.handleSubmit(submit)} spacing={3} aria-busy={pending} aria-label="Order a report">
      {members.isError && <AccountsLoadFailed onRetry={() => void members.refetch()} />}
      <OrderFormSection title="Order details" description="The account this screen is billed to, and your reference for it." disabled={pending}>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
          <OrderAccountFields control={form.control} accounts={accounts} userName={username} />
        </Box>
      </OrderFormSection>
      <ScreeningSubjectFields form={form} description={variant.subjectDescription} testSubjects={sandbox.isSuccess ? variant.testSubjects(sandbox.data.subjects) : undefined} disabled={pending} />

      <OrderFormActions error={form.formState.errors.root?.message} certification={variant.certification} pending={pending} onClear={() => form.reset(defaultScreeningValues(onlyAccount))} />
    </Stack>
  );
}
