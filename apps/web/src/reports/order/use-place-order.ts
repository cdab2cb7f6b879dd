import { type ExistingInquiry, ORDER_FAILURES, productByKey, type ProductKey } from '@creditdesk/contracts';
import { messageAdded, messagesCleared } from '../../lib/messages-slice';
import { useAppDispatch } from '../../lib/redux-hooks';
import { errorFieldsOf, existingInquiriesOfError, httpStatusOf, serverMessageOf, type ApiError } from '../../api/api-errors';
import type { PlacedOrder, ServerFieldError } from '../products/portal-product';
import { reportFailureMessage } from '../report-errors';
import { runReportDisabledToggled } from '../run-report-slice';
import { useOrderReportMutation, type OrderAnswer } from './order-api';

export type PlaceOrderOutcome = { ok: true; answer: OrderAnswer } | { ok: false; fieldErrors: ServerFieldError[]; existing?: ExistingInquiry[] };

/**
 * Orders any product's report (reports.md §4): run-report is disabled while it is in flight; a failure
 * shows the failure text (or the product's reading of its answer, `failureDetail`) with the Tracking Id (a 403 refusal, such as a product no group grants, or a
 * 429 past the order rate: the server's own sentence) and scrolls to the top, and a 400's fields are handed back for the form.
 */
export function usePlaceOrder(product: ProductKey, failureDetail?: (error: ApiError) => string | undefined) {
  const [order, result] = useOrderReportMutation();
  const dispatch = useAppDispatch();

  const place = async (placed: PlacedOrder): Promise<PlaceOrderOutcome> => {
    // a new run: the previous answer is flushed from the store
    result.reset();
    dispatch(messagesCleared());
    dispatch(runReportDisabledToggled(true));
    try {
      const response = await order({ product, request: placed.request });
      if (response.data) return { ok: true, answer: response.data };
      // a recent report of the consumer (409): the order frame offers it instead of a message
      const existing = existingInquiriesOfError(response.error);
      if (existing) return { ok: false, fieldErrors: [], existing };
      // A refusal the user can act on shows the server's sentence: 403 (no group grants the product),
      // 429 (past the order rate: it says how long to wait).
      const status = httpStatusOf(response.error);
      const refusal = status === 403 || status === 429 ? serverMessageOf(response.error) : undefined;
      const failure = productByKey(product)?.order.failure ?? ORDER_FAILURES.unexpected;
      const content = refusal ?? reportFailureMessage(response.error, failureDetail?.(response.error), failure);
      dispatch(messageAdded({ status: refusal ? 'error' : failure.status, content }));
      window.scrollTo({ top: 0, behavior: 'smooth' });
      return { ok: false, fieldErrors: errorFieldsOf(response.error) };
    } finally {
      dispatch(runReportDisabledToggled(false));
    }
  };

  return { place, pending: result.isLoading };
}
