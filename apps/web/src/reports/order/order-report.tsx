import { Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { ExistingInquiry, ProductKey } from '@creditdesk/contracts';
import { PageLoading } from '../../components/page-loading';
import type { OrderOutcome, PlacedOrder, PortalProduct } from '../products/portal-product';
import { DuplicateReportDialog } from './duplicate-report-dialog';
import { prefillOf } from './order-prefill';
import { useRecalledDraft } from './recalled-draft';
import { OrderProgress } from './order-progress';
import { useOrderSession } from './order-session';
import { usePlaceOrder } from './use-place-order';

type OrderReportProps = { productKey: ProductKey; productName: string; portal: PortalProduct };

/** The path of a report's own page. */
export const reportPath = (inquiryId: string) => `/reports/${encodeURIComponent(inquiryId)}`;

/**
 * The order page's frame, the same for every product: the product's own form, the progress while the
 * data source answers, then the report at its own address (/reports/:inquiryId). Failures stay on the
 * form (the message area says why; a 400's fields land on the form's fields).
 */
export function OrderReport({ productKey, productName, portal }: OrderReportProps) {
  const session = useOrderSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { place, pending } = usePlaceOrder(productKey, portal.failureDetail);
  const { OrderForm, orderedReportPath = reportPath } = portal;
  const recalled = useRecalledDraft(portal);
  // the recent reports a 409 named, and the order they answered (reuse instead of pulling twice)
  const [duplicate, setDuplicate] = useState<{ placed: PlacedOrder; existing: ExistingInquiry[] }>();

  const order = async (placed: PlacedOrder): Promise<OrderOutcome> => {
    session.started();
    const outcome = await place(placed);
    if (!outcome.ok) {
      setDuplicate(outcome.existing ? { placed, existing: outcome.existing } : undefined);
      return outcome;
    }
    setDuplicate(undefined);
    session.completed({ productKey, productName, answer: outcome.answer, placed });
    // the inquiry id goes with the navigation: a page other than the report's own finds it after a reload
    await navigate(orderedReportPath(outcome.answer.inquiryId), { state: { inquiryId: outcome.answer.inquiryId } });
    window.scrollTo({ top: 0, behavior: 'smooth' });
    return { ok: true };
  };

  return (
    <Stack spacing={3}>
      {/* the product's form is its own chunk, loaded when first shown (issue 12) */}
      {recalled.error && (
        <Alert severity="warning">
          {recalled.error} The form is empty.
        </Alert>
      )}
      {recalled.loading ? (
        <PageLoading label="Loading the consumer's details…" />
      ) : (
        <Suspense fallback={<PageLoading label="Loading the order form…" />}>
          <OrderForm
            key={productKey}
            productKey={productKey}
            productName={productName}
            draft={recalled.draft ?? session.draftOf(productKey) ?? prefillOf(location.state, productKey)}
            pending={pending}
            onOrder={order}
          />
        </Suspense>
      )}
      {pending && <OrderProgress productName={productName} />}
      <DuplicateReportDialog
        key={duplicate?.existing[0]?.inquiryId}
        existing={duplicate?.existing ?? []}
        pathOf={orderedReportPath}
        busy={pending}
        onCancel={() => setDuplicate(undefined)}
        onPullAgain={(reason) => {
          if (duplicate) void order({ ...duplicate.placed, request: { ...duplicate.placed.request, allowDuplicate: true, duplicateReason: reason } });
        }}
      />
    </Stack>
  );
}
