import { MESSAGES } from '@creditdesk/contracts';
import type { Caller } from '../../app-context.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import type { InquiryRow, InquiryScope } from './inquiries.repository.js';

/**
 * My Reports shows a user the reports they ran; a usertransactionsadmin sees every report of the
 * company. Another company's inquiry is answered exactly like one that does not exist.
 */
export function inquiryScopeOf(caller: Caller): InquiryScope {
  return caller.entitlements.includes('usertransactionsadmin')
    ? { customerId: caller.customerId }
    : { customerId: caller.customerId, userId: caller.userId };
}

export function assertMayReadInquiry(caller: Caller, row: InquiryRow | undefined): asserts row is InquiryRow {
  if (!row || row.customerId !== caller.customerId || row.deletedAt) throw notFound(MESSAGES.access.reportNotFound);
  const scope = inquiryScopeOf(caller);
  if (scope.userId && row.userId !== scope.userId) throw forbidden(MESSAGES.access.ownReportsOnly);
}
