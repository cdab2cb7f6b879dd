import { useSearchParams } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { serverMessageOf } from '../../api/api-errors';
import type { PortalProduct } from '../products/portal-product';
import { useGetRecalledApplicantQuery } from '../stored-report-api';

/** The order page's query parameter naming the stored report whose applicant fills the form (never the applicant itself). */
export const RECALL_PARAM = 'recall';

/** The order page of a product, filled from a stored report's applicant ("Order another product for this consumer", issue 33). */
export const recallOrderPath = (productKey: string, inquiryId: string) => `/products/${encodeURIComponent(productKey)}?${RECALL_PARAM}=${encodeURIComponent(inquiryId)}`;

export type RecalledDraft = { loading: boolean; draft?: unknown; error?: string };

/**
 * The form's values for the applicant of the report the page's ?recall= names, fetched from the server
 * (which checks the caller may read that report and audits the read); nothing when it names none or
 * the product cannot be prefilled.
 */
export function useRecalledDraft(portal: Pick<PortalProduct, 'prefill'>): RecalledDraft {
  const [params] = useSearchParams();
  const inquiryId = portal.prefill ? params.get(RECALL_PARAM) : null;
  const recalled = useGetRecalledApplicantQuery(inquiryId ?? skipToken);
  if (!inquiryId || !portal.prefill) return { loading: false };
  if (recalled.isLoading || recalled.isFetching) return { loading: true };
  if (recalled.error || !recalled.data) return { loading: false, error: serverMessageOf(recalled.error) ?? "The consumer's details could not be loaded." };
  return { loading: false, draft: portal.prefill(recalled.data.applicant) };
}
