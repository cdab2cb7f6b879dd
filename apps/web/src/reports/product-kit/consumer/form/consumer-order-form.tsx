import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useSelector } from 'react-redux';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { CONFIGURABLE_PRODUCTS, PERMISSIBLE_PURPOSES } from '@creditdesk/contracts';
import { selectAuth } from '../../../../lib/auth/auth-slice';
import { useGetSandboxPersonasQuery } from '../../../order/order-api';
import { AccountsLoadFailed, OrderFormSkeleton, useOrderAccounts } from '../../../order/order-account-fields';
import type { OrderFormProps, PlacedOrder } from '../../../products/portal-product';
import { formFieldOfServerPath } from './order-form-fields';
import { humanizeMessage, orderFormSchemaOf } from './order-form-schema';
import { defaultOrderValues, type ApplicantValues, type OrderFormValues } from './order-form-values';
import { CONSUMER_FAMILY_FORM, type OrderFormVariant } from './order-form-variant';
import { OrderForm } from './order-form';

/** The code of a configurable product by its key (acrov6 → CCR); undefined for one that takes no configuration. */
const productCodeOf = (key: string) => CONFIGURABLE_PRODUCTS.find((p) => p.key === key)?.code;
const purposeLabel = (value: string) => PERMISSIBLE_PURPOSES.find((p) => p.value === value)?.label ?? value;
const personName = (p: ApplicantValues) => [p.firstName, p.middleName, p.lastName, p.suffix].filter(Boolean).join(' ');

/**
 * The order the form's values make: the product's request (the consumer request for the consumer
 * family), and what the report's page says about it.
 */
export function placedConsumerOrder(values: OrderFormValues, userName: string, variant: OrderFormVariant = CONSUMER_FAMILY_FORM): PlacedOrder {
  const withCoApplicant = variant.coApplicant && values.hasCoApplicant;
  return {
    request: variant.toRequest(values, userName),
    draft: values,
    summary: {
      people: [personName(values.applicant), ...(withCoApplicant ? [personName(values.coApplicant)] : [])],
      accountNumber: values.accountNumber,
    },
    details: {
      customerReferenceNumber: values.customerReferenceNumber.trim() || userName,
      accountNumber: values.accountNumber,
      userName,
      permissiblePurpose: purposeLabel(values.permissiblePurpose),
    },
  };
}

type ConsumerOrderFormProps = OrderFormProps & {
  /** what the product sets (purposes, co-applicant, countries, its request); the consumer family's by default. */
  variant?: OrderFormVariant;
};

/**
 * The consumer family's order form (CCR, NAL, OneView+): order details, the applicant and an optional
 * co-applicant, checked with the contracts' consumer request schema. The server's field errors land on
 * their fields. A product ordered on the same shape for one consumer passes its `variant`.
 */
export function ConsumerOrderForm({ productKey, draft, pending, onOrder, variant = CONSUMER_FAMILY_FORM }: ConsumerOrderFormProps) {
  const { username } = useSelector(selectAuth);
  const personas = useGetSandboxPersonasQuery();
  const resolver = useMemo(() => zodResolver(orderFormSchemaOf(variant)), [variant]);
  const form = useForm<OrderFormValues>({
    resolver,
    // the draft is this form's own values, handed back by the order session to change and run again
    defaultValues: (draft as OrderFormValues | undefined) ?? defaultOrderValues(),
  });

  const { members, accounts: accountNumbers, onlyAccount } = useOrderAccounts(form);

  const submit = async (values: OrderFormValues) => {
    const outcome = await onOrder(placedConsumerOrder(values, username, variant));
    if (outcome.ok) return;
    for (const problem of outcome.fieldErrors) {
      const field = formFieldOfServerPath(problem.field);
      form.setError(field ?? 'root', { type: 'server', message: humanizeMessage(problem.message, field, values) }, { shouldFocus: false });
    }
  };

  if (members.isLoading) return <OrderFormSkeleton />;

  return (
    <Stack spacing={3}>
      {members.isError && <AccountsLoadFailed onRetry={() => void members.refetch()} />}
      <OrderForm
        form={form}
        productCode={productCodeOf(productKey)}
        accountNumbers={accountNumbers}
        variant={variant}
        personas={personas.isSuccess ? variant.personas(personas.data.personas) : undefined}
        userName={username}
        pending={pending}
        onSubmit={submit}
        onClear={() => form.reset(defaultOrderValues(onlyAccount))}
      />
    </Stack>
  );
}
