import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useSelector } from 'react-redux';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { idReportSubmitBody, pmWatchEntryRequestSchema, type PmWatchEntryRequest } from '@creditdesk/contracts';
import { errorFieldsOf, serverMessageOf, type ApiError } from '../../../api/api-errors';
import { selectAuth } from '../../../lib/auth/auth-slice';
import { OrderAccountFields, useOrderAccounts } from '../../order/order-account-fields';
import { OrderFormSection } from '../../order/order-form-section';
import { ApplicantFields } from '../../product-kit/consumer/form/applicant-fields';
import { formFieldOfServerPath } from '../../product-kit/consumer/form/order-form-fields';
import { humanizeMessage, orderFormSchemaOf } from '../../product-kit/consumer/form/order-form-schema';
import { defaultOrderValues, singleConsumerFormValues, type OrderFormValues } from '../../product-kit/consumer/form/order-form-values';
import { useAddWatchEntryMutation } from './pmalerts-api';

/**
 * The watch request the form's values make: the ID Report's one consumer (the SSN without dashes, a
 * blank reference replaced by the user name), with the date of birth the bureau monitors by.
 */
export const pmWatchRequestOf = (values: OrderFormValues, userName: string): PmWatchEntryRequest => {
  const { consumer, ...order } = idReportSubmitBody(singleConsumerFormValues(values), { userName });
  return { ...order, consumer: { firstName: consumer.firstName, middleName: consumer.middleName, lastName: consumer.lastName, ssn: consumer.ssn, dateOfBirth: consumer.dateOfBirth ?? '', address: consumer.address } };
};

const resolverSchema = orderFormSchemaOf({ toRequest: pmWatchRequestOf, requestSchema: pmWatchEntryRequestSchema });

/**
 * Puts a consumer under watch with the order forms' identity inputs (the account, the reference, the
 * applicant's name, SSN, date of birth and US address), checked with the contracts' schema the server
 * runs; the server's 400 lands on the fields it names, as on the order forms.
 * `draft`: the applicant of a stored report the page was opened for (applicant recall, issue 33).
 */
export function PmAddWatchEntryForm({ draft, onAdded }: { draft?: OrderFormValues; onAdded: (message: string) => void }) {
  const { customerId, username } = useSelector(selectAuth);
  const resolver = useMemo(() => zodResolver(resolverSchema), []);
  const form = useForm<OrderFormValues>({ resolver, defaultValues: draft ?? defaultOrderValues() });
  const { accounts, onlyAccount } = useOrderAccounts(form);
  const [add, adding] = useAddWatchEntryMutation();

  const submit = async (values: OrderFormValues) => {
    const res = await add({ customerId, body: pmWatchRequestOf(values, username) });
    if (!('error' in res)) {
      form.reset(defaultOrderValues(values.accountNumber || onlyAccount));
      return onAdded(res.data.message);
    }
    const error = res.error as ApiError;
    const fields = errorFieldsOf(error);
    for (const problem of fields) {
      const field = formFieldOfServerPath(problem.field);
      form.setError(field ?? 'root', { type: 'server', message: humanizeMessage(problem.message, field, values) }, { shouldFocus: false });
    }
    if (fields.length === 0) form.setError('root', { type: 'server', message: serverMessageOf(error) ?? 'The consumer could not be added.' });
  };

  const rootError = form.formState.errors.root?.message;
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={form.handleSubmit(submit)} aria-label="Add a consumer to the watch list" aria-busy={adding.isLoading}>
      <OrderFormSection title="Add a consumer to the watch list" description="The account the monitoring is billed to, and your reference for the consumer (a loan number).">
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
          <OrderAccountFields control={form.control} accounts={accounts} userName={username} />
        </Box>
      </OrderFormSection>
      <ApplicantFields
        form={form}
        who="applicant"
        title="Consumer"
        description="The bureau monitors the file it matches by SSN from now on, with the alerts of the last 30 days at once."
        countries={['US']}
        disabled={adding.isLoading}
      />
      {rootError && (
        <Alert severity="error" role="alert">
          {rootError}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={adding.isLoading}>
          Add to watch list
        </Button>
      </Box>
    </Stack>
  );
}
