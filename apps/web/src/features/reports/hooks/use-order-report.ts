import type { ConsumerProduct } from '@creditdesk/contracts';
import { messageAdded, messagesCleared } from '../../../lib/messages-slice';
import { useAppDispatch } from '../../../lib/redux-hooks';
import { errorFieldsOf, httpStatusOf, serverMessageOf } from '../../../api/api-errors';
import { reportFailureMessage } from '../../../reports/report-errors';
import { runReportDisabledToggled } from '../../../reports/run-report-slice';
import { useOrderConsumerReportMutation } from '../api';
import { type OrderField, formFieldOfServerPath } from '../order-form-fields';
import { type OrderFormValues, toOrderRequest } from '../order-form-values';

export type FieldProblem = { field: OrderField | undefined; message: string };
export type OrderOutcome = { ok: true } | { ok: false; problems: FieldProblem[] };

/**
 * Orders a consumer report (reports.md §4): a new run hides the previous report and flushes its data;
 * run-report is disabled while it is in flight; a failure shows the failure text with the Tracking Id
 * (a 403 refusal, such as a product no group grants, the server's own sentence) and scrolls to the top, and a 400's fields are handed back for the form.
 */
export function useOrderReport(product: ConsumerProduct) {
  const [order, result] = useOrderConsumerReportMutation();
  const dispatch = useAppDispatch();

  const submit = async (values: OrderFormValues): Promise<OrderOutcome> => {
    result.reset();
    dispatch(messagesCleared());
    dispatch(runReportDisabledToggled(true));
    try {
      const response = await order({ product, request: toOrderRequest(values) });
      if (!response.error) return { ok: true };
      // A 403 is a refusal the user can act on (no group grants the product): show the server's sentence.
      const refusal = httpStatusOf(response.error) === 403 ? serverMessageOf(response.error) : undefined;
      dispatch(messageAdded({ status: 'error', content: refusal ?? reportFailureMessage(response.error) }));
      window.scrollTo({ top: 0, behavior: 'smooth' });
      return {
        ok: false,
        problems: errorFieldsOf(response.error).map((f) => ({ field: formFieldOfServerPath(f.field), message: f.message })),
      };
    } finally {
      dispatch(runReportDisabledToggled(false));
    }
  };

  return { submit, response: result.data, pending: result.isLoading, flush: result.reset };
}
