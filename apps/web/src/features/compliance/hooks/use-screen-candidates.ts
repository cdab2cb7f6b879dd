import { ofacDataSourceResponseSchema, type OfacReport } from '@creditdesk/contracts';
import { httpStatusOf, serverMessageOf } from '../../../api/api-errors';
import { useGetInquiryDetailsQuery } from '../../../reports/stored-report-api';

export type ScreenCandidates =
  | { kind: 'loading' }
  /** the screen's report: its candidates and the threshold they were found at. */
  | { kind: 'shown'; report: OfacReport }
  /** the report cannot be read by this user, or is gone: why, in words. */
  | { kind: 'unavailable'; text: string }
  | { kind: 'failed'; retry: () => void };

/**
 * The candidates of the screen a case belongs to, read from its stored report the way the report page
 * loads it (the server gives the report only to those who may read it).
 */
export function useScreenCandidates(inquiryId: string): ScreenCandidates {
  const details = useGetInquiryDetailsQuery(inquiryId);
  if (details.isLoading) return { kind: 'loading' };
  const status = httpStatusOf(details.error);
  if (status === 403) {
    const why = serverMessageOf(details.error) ?? 'You may not read this report';
    return { kind: 'unavailable', text: `${why.replace(/\.$/, '')}: the screen's candidates show to the user who ran it and to users holding the User transactions right.` };
  }
  if (status === 404) return { kind: 'unavailable', text: "The screen's report could not be found: it may have been deleted from My Reports." };
  if (details.isError || !details.data) return { kind: 'failed', retry: () => void details.refetch() };
  const screen = ofacDataSourceResponseSchema.safeParse(details.data.dataSourceResponse);
  if (!screen.success) return { kind: 'unavailable', text: "The screen's report holds no OFAC candidates." };
  return { kind: 'shown', report: screen.data.value.ofacReport };
}
