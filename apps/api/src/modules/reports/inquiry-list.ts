import { API_MESSAGES, EIDV_STATUS_INFO, EID_VERIFIER_PRODUCT, type EidVerifierStatus, type InquiryListItem, productKeySchema, productNameOfKey } from '@creditdesk/contracts';
import { badRequest } from '../../lib/http-error.js';
import type { InquiryListRow } from './inquiries.repository.js';

/** The product's verdict in words (eIDverifier's status, as its report says it), or null. */
function outcomeOf(product: string, outcome: string | null): InquiryListItem['outcome'] {
  if (!outcome || product !== EID_VERIFIER_PRODUCT.key) return null;
  const info = EIDV_STATUS_INFO[outcome as EidVerifierStatus];
  return info ? { label: info.label, level: info.level } : null;
}

export function toListItem(row: InquiryListRow): InquiryListItem {
  const product = productKeySchema.parse(row.product);
  return {
    id: row.id,
    product,
    productName: productNameOfKey(product),
    consumerName: row.consumerName,
    coApplicantName: row.coApplicantName,
    // some products take no SSN (ADV may not): nothing to mask then
    ssnMasked: row.ssnLast4 ? `***-**-${row.ssnLast4}` : '',
    customerReferenceNumber: row.customerReferenceNumber,
    accountNumber: row.accountNumber,
    permissiblePurpose: row.permissiblePurpose,
    userName: row.username,
    status: row.status as InquiryListItem['status'],
    outcome: outcomeOf(product, row.outcome),
    alertStatus: row.alertStatus as InquiryListItem['alertStatus'],
    createdAt: row.createdAt.toISOString(),
  };
}

/** 'MM/DD/YYYY HH:mm:ss' (portal.md §9), read as UTC. */
export function parseRangeBound(value: string | undefined, field: string): Date | undefined {
  if (!value) return undefined;
  const m = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(value);
  const d = m ? new Date(Date.UTC(+m[3], +m[1] - 1, +m[2], +m[4], +m[5], +m[6])) : undefined;
  if (!m || !d || d.getUTCMonth() !== +m[1] - 1 || d.getUTCDate() !== +m[2]) {
    throw badRequest(API_MESSAGES.invalid.notADateTime(field, value));
  }
  return d;
}
