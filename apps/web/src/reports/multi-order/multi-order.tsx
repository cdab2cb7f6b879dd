import { useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ExistingInquiry, type MultiOrderOutcome, type MultiOrderProductKey, type MultiOrderRequest, isMultiOrderProduct, multiOrderFailureOf, productNameOfKey } from '@creditdesk/contracts';
import { errorFieldsOf, existingInquiriesOfError, httpStatusOf, serverMessageOf, type ApiError } from '../../api/api-errors';
import { DuplicateReportDialog } from '../order/duplicate-report-dialog';
import { reportPath } from '../order/order-report';
import { selectAuth } from '../../lib/auth/auth-slice';
import { messageAdded, messagesCleared } from '../../lib/messages-slice';
import { useAppDispatch } from '../../lib/redux-hooks';
import { useGetSandboxPersonasQuery } from '../order/order-api';
import { AccountsLoadFailed, OrderFormSkeleton, useOrderAccounts } from '../order/order-account-fields';
import { OrderFormSection } from '../order/order-form-section';
import { OrderProgress } from '../order/order-progress';
import type { OrderableProduct } from '../orderable-products';
import { OrderForm } from '../product-kit/consumer/form/order-form';
import { defaultOrderValues, type OrderFormValues } from '../product-kit/consumer/form/order-form-values';
import { reportFailureMessage } from '../report-errors';
import { multiOrderFormField, multiOrderFormSchema, multiOrderRequestOfForm, multiOrderVariant } from './multi-order-form';
import { useOrderSeveralProductsMutation } from './multi-order-api';
import { MultiOrderResults } from './multi-order-results';

/** The page's query parameter naming the chosen products ('ofac,mla,acrov6'): the choice survives a reload and can be linked. */
export const PRODUCTS_PARAM = 'products';

/** What the result page shows, kept in the history entry (no consumer detail but the name). */
type Results = { outcomes: MultiOrderOutcome[]; consumerName: string };
const resultsOf = (state: unknown): Results | undefined => (state && typeof state === 'object' && 'multiOrder' in state ? (state.multiOrder as Results) : undefined);

const listOf = (names: readonly string[]) => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`);

/** A failure of the whole order in the message area's words: a refusal's own sentence (403, 429), else the general failure with its Tracking Id. */
function failureText(error: ApiError): string {
  const status = httpStatusOf(error);
  return (status === 403 || status === 429 ? serverMessageOf(error) : undefined) ?? reportFailureMessage(error);
}

type MultiOrderProps = { offered: readonly OrderableProduct[] };

/**
 * Several products in one order (issue 33): the products to order, one applicant form (the consumer
 * form with the union of the chosen products' fields, each product's request checked with its own
 * contract schema), the progress while they are pulled, then one result page linking each report.
 */
export function MultiOrder({ offered }: MultiOrderProps) {
  const { username } = useSelector(selectAuth);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const personas = useGetSandboxPersonasQuery();
  const [orderSeveral, { isLoading: pending }] = useOrderSeveralProductsMutation();
  const [choiceError, setChoiceError] = useState<string>();
  const [retrying, setRetrying] = useState<MultiOrderProductKey>();
  // the request last sent, in memory only: a failed product is retried with the applicant as typed
  const lastRequest = useRef<MultiOrderRequest>(undefined);
  const choiceRef = useRef<HTMLDivElement>(null);
  // recent reports of the applicant the server named (409), and the request they answered
  const [duplicate, setDuplicate] = useState<{ request: MultiOrderRequest; existing: ExistingInquiry[] }>();

  // the choice is the page's own state (a checkbox answers at once), mirrored in the address
  const [wanted, setWanted] = useState(() => new Set((params.get(PRODUCTS_PARAM) ?? '').split(',')));
  const chosen = offered.map((p) => p.product).filter((key): key is MultiOrderProductKey => isMultiOrderProduct(key) && wanted.has(key));
  const chosenRef = useRef(chosen);
  chosenRef.current = chosen;
  // the resolver judges the products chosen when the form is checked
  const resolver: Resolver<OrderFormValues> = (values, context, options) => zodResolver(multiOrderFormSchema(chosenRef.current))(values, context, options);
  const form = useForm<OrderFormValues>({ resolver, defaultValues: defaultOrderValues() });
  const { members, accounts, onlyAccount } = useOrderAccounts(form);
  const variant = multiOrderVariant(chosen);
  const results = resultsOf(location.state);

  const choose = (key: string, on: boolean) => {
    setChoiceError(undefined);
    const next = offered.map((p) => p.product).filter((k) => (k === key ? on : chosen.includes(k as MultiOrderProductKey)));
    setWanted(new Set(next));
    setParams((p) => {
      p.set(PRODUCTS_PARAM, next.join(','));
      return p;
    }, { replace: true });
  };

  const showResults = async (outcomes: MultiOrderOutcome[], consumerName: string, replace = false) => {
    await navigate({ pathname: location.pathname, search: location.search }, { state: { multiOrder: { outcomes, consumerName } }, replace });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const submit = async (values: OrderFormValues) => {
    if (chosen.length < 2) {
      setChoiceError('Choose at least two products to order together.');
      choiceRef.current?.querySelector('input')?.focus();
      return;
    }
    dispatch(messagesCleared());
    await send(multiOrderRequestOfForm(values, chosen));
  };

  const send = async (request: MultiOrderRequest) => {
    const answer = await orderSeveral(request);
    const existing = existingInquiriesOfError(answer.error);
    setDuplicate(existing ? { request, existing } : undefined);
    if (existing) return;
    if (answer.data) {
      lastRequest.current = request;
      await showResults(answer.data.orders, [request.applicant.firstName, request.applicant.lastName].join(' '));
      return;
    }
    const fields = errorFieldsOf(answer.error);
    for (const problem of fields) form.setError(multiOrderFormField(problem.field) ?? 'root', { type: 'server', message: problem.message }, { shouldFocus: false });
    if (fields.length === 0) {
      dispatch(messageAdded({ status: 'error', content: failureText(answer.error) }));
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
  };

  const retry = async (product: MultiOrderProductKey) => {
    const sent = lastRequest.current;
    if (!sent || !results) return;
    setRetrying(product);
    try {
      const answer = await orderSeveral({ ...sent, products: sent.products.filter((p) => p.product === product) });
      const failure = multiOrderFailureOf(product);
      const outcome: MultiOrderOutcome = answer.data?.orders[0] ?? { product, outcome: 'failed', httpStatus: httpStatusOf(answer.error) ?? 0, status: failure.status, message: failureText(answer.error) };
      await showResults(results.outcomes.map((o) => (o.product === product ? outcome : o)), results.consumerName, true);
    } finally {
      setRetrying(undefined);
    }
  };

  if (results) {
    return <MultiOrderResults outcomes={results.outcomes} consumerName={results.consumerName} onRetry={lastRequest.current ? (p) => void retry(p) : undefined} retrying={retrying} onOrderAgain={() => void navigate({ pathname: location.pathname, search: location.search })} />;
  }
  if (members.isLoading) return <OrderFormSkeleton />;

  return (
    <Stack spacing={3}>
      <DuplicateReportDialog
        key={duplicate?.existing[0]?.inquiryId}
        existing={duplicate?.existing ?? []}
        pathOf={reportPath}
        busy={pending}
        onCancel={() => setDuplicate(undefined)}
        onPullAgain={(reason) => {
          if (duplicate) void send({ ...duplicate.request, allowDuplicate: true, duplicateReason: reason });
        }}
      />
      {members.isError && <AccountsLoadFailed onRetry={() => void members.refetch()} />}
      <OrderFormSection title="Products" description="The products to order for the applicant: each is checked with its own rules, and all are checked before any is pulled." disabled={pending}>
        <FormGroup ref={choiceRef} aria-describedby={choiceError ? 'multi-order-choice-error' : undefined} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }, gap: 0.5 }}>
          {offered.map((p) => (
            <FormControlLabel
              key={p.product}
              control={<Checkbox checked={chosen.includes(p.product as MultiOrderProductKey)} onChange={(e) => choose(p.product, e.target.checked)} />}
              label={<Typography sx={{ fontWeight: 500 }}>{p.name}</Typography>}
            />
          ))}
        </FormGroup>
        {choiceError && (
          <FormHelperText id="multi-order-choice-error" error role="alert">
            {choiceError}
          </FormHelperText>
        )}
      </OrderFormSection>
      <OrderForm
        form={form}
        variant={variant}
        accountNumbers={accounts}
        personas={personas.isSuccess ? variant.personas(personas.data.personas) : undefined}
        userName={username}
        pending={pending}
        onSubmit={submit}
        onClear={() => form.reset(defaultOrderValues(onlyAccount))}
      />
      {pending && <OrderProgress productName={listOf(chosen.map(productNameOfKey))} />}
    </Stack>
  );
}
