import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSelector } from 'react-redux';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { PERMISSIBLE_PURPOSES, type ConsumerProduct } from '@creditdesk/contracts';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { ReportViewer } from '../../../reports/viewer/report-viewer';
import { useGetCompanyMembersQuery, useGetSandboxPersonasQuery } from '../api';
import { useOrderReport } from '../hooks/use-order-report';
import { orderFormSchema, humanizeMessage } from '../order-form-schema';
import { defaultOrderValues, type OrderFormValues } from '../order-form-values';
import { OrderForm } from './order-form/order-form';
import { OrderProgress } from './order-progress';
import { OrderSummaryBar } from './order-summary-bar';

type OrderReportProps = { product: ConsumerProduct; productName: string };

const purposeLabel = (value: string) => PERMISSIBLE_PURPOSES.find((p) => p.value === value)?.label ?? value;

/** Order one product: the form, the progress, then the report (the form folds away once it is shown). */
export function OrderReport({ product, productName }: OrderReportProps) {
  const { customerId, username } = useSelector(selectAuth);
  const members = useGetCompanyMembersQuery(customerId);
  const personas = useGetSandboxPersonasQuery();
  const accountNumbers = (members.data ?? []).filter((m) => m.status === 'active');
  const form = useForm<OrderFormValues>({ resolver: zodResolver(orderFormSchema), defaultValues: defaultOrderValues() });
  const order = useOrderReport(product);
  const [ordered, setOrdered] = useState<OrderFormValues | null>(null);
  const [formOpen, setFormOpen] = useState(true);

  // One account number: nothing to choose.
  const onlyAccount = accountNumbers.length === 1 ? accountNumbers[0].memberNumber : '';
  useEffect(() => {
    if (onlyAccount && !form.getValues('accountNumber')) form.setValue('accountNumber', onlyAccount);
  }, [onlyAccount, form]);

  const submit = async (values: OrderFormValues) => {
    setOrdered(null);
    const outcome = await order.submit(values);
    if (outcome.ok) {
      setOrdered(values);
      setFormOpen(false);
      window.scrollTo({ top: 0, behavior: 'smooth' });
      return;
    }
    for (const problem of outcome.problems) {
      const message = humanizeMessage(problem.message, problem.field, values);
      form.setError(problem.field ?? 'root', { type: 'server', message }, { shouldFocus: false });
    }
  };

  const startNew = () => {
    order.flush();
    setOrdered(null);
    form.reset(defaultOrderValues(onlyAccount));
    setFormOpen(true);
  };

  if (members.isLoading) return <FormSkeleton />;

  const response = order.response;
  return (
    <Stack spacing={3}>
      {members.isError && (
        <Alert severity="warning" action={<Button color="inherit" onClick={() => void members.refetch()}>Try again</Button>}>
          Your company's account numbers could not be loaded.
        </Alert>
      )}
      {ordered && response && !formOpen && <OrderSummaryBar values={ordered} onEdit={() => setFormOpen(true)} onNew={startNew} />}
      <Collapse in={formOpen} unmountOnExit>
        <OrderForm
          form={form}
          accountNumbers={accountNumbers}
          personas={personas.isSuccess ? personas.data : undefined}
          userName={username}
          pending={order.pending}
          onSubmit={submit}
          onClear={startNew}
        />
      </Collapse>
      {order.pending && <OrderProgress productName={productName} />}
      {ordered && response && (
        <ReportViewer
          key={response.inquiryId}
          focusOnMount
          product={response.product}
          inquiryId={response.inquiryId}
          dataSourceResponse={response.dataSourceResponse}
          details={{
            productName,
            orderedAt: response.createdAt,
            customerReferenceNumber: ordered.customerReferenceNumber.trim() || username,
            accountNumber: ordered.accountNumber,
            userName: username,
            permissiblePurpose: purposeLabel(ordered.permissiblePurpose),
          }}
        />
      )}
    </Stack>
  );
}

function FormSkeleton() {
  return (
    <Stack spacing={3} aria-busy="true" aria-label="Loading the order form">
      <Skeleton variant="rounded" height={220} />
      <Skeleton variant="rounded" height={360} />
    </Stack>
  );
}
