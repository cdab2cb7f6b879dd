import {
  AUDIT_EXPORT_LISTS,
  type AuditDownloadRow,
  type AuditExportList,
  type AuditStatus,
  type AuditTabSlug,
  type ReportAuditAction,
  type ReportHistoryRow,
  type UserActivityKind,
  type UserActivityRow,
  USER_ACTIVITY_KINDS,
} from '@creditdesk/contracts';
import { csvLine } from '../../lib/csv.js';
import { type ChainFieldsV2, type RecordVersion, canonicalRecord, chainKeyOf, encodeChainRecord } from './audit-chain.js';
import type { AuditEventRow } from './audit-log.repository.js';

/* How a stored event reads in each tab, on the page and in the CSV (contracts: audit/audit.ts). */

const detailsOf = (r: AuditEventRow): Record<string, unknown> | null => (r.details ? (JSON.parse(r.details) as Record<string, unknown>) : null);
/** The list an export event's target names ('user-groups'); the users export for one that names none known. */
const exportListOf = (targetType: string | null): AuditExportList => (targetType && Object.hasOwn(AUDIT_EXPORT_LISTS, targetType) ? (targetType as AuditExportList) : 'users');
const text = (v: unknown): string | null => (typeof v === 'string' ? v : v == null ? null : String(v));

function base(r: AuditEventRow) {
  return {
    id: r.id,
    seq: Number(r.seq),
    occurredAt: r.occurred_at,
    userName: r.actor_username,
    supportAgent: r.support_agent,
    outcome: r.outcome === 'failure' ? ('failure' as const) : ('success' as const),
    ip: r.ip,
  };
}

/** reports.md §9's statuses: a failed event Failed, an order Completed, a read or a delete Processed. */
const statusOf = (r: AuditEventRow): AuditStatus => (r.outcome === 'failure' ? 'Failed' : r.kind === 'ordered' ? 'Completed' : 'Processed');

/**
 * Report History's row: every value from the event's own columns, hashed in its record v2 (the
 * consumer as the insert trigger copied it from the inquiry then, not a join to it now).
 */
export function reportHistoryRow(r: AuditEventRow): ReportHistoryRow {
  const d = detailsOf(r) ?? {};
  return {
    ...base(r),
    action: r.kind as ReportAuditAction,
    product: r.product,
    productCode: r.product_code,
    inquiryId: r.target_type === 'inquiry' ? r.target_id : text(d.inquiryId),
    consumerName: r.consumer_name,
    ssnLast4: r.ssn_last4,
    permissiblePurpose: r.permissible_purpose,
    status: statusOf(r),
  };
}

export function userActivityRow(r: AuditEventRow): UserActivityRow {
  return {
    ...base(r),
    kind: (USER_ACTIVITY_KINDS as readonly string[]).includes(r.kind) ? (r.kind as UserActivityKind) : 'other',
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    targetName: null,
    details: detailsOf(r),
  };
}

export function auditDownloadRow(r: AuditEventRow): AuditDownloadRow {
  const d = detailsOf(r) ?? {};
  const given = (d.filters ?? d.filter ?? {}) as Record<string, unknown>;
  const filters: Record<string, string> = {};
  for (const [k, v] of Object.entries(given)) if (v != null && v !== '') filters[k] = Array.isArray(v) ? v.join(',') : String(v);
  return {
    ...base(r),
    // an Audit Logs tab's CSV names its tab; a list's export is named by its target (the users export's is 'users')
    tab: (typeof d.tab === 'string' ? d.tab : exportListOf(r.target_type)) as AuditTabSlug | AuditExportList,
    filters,
    rows: typeof d.rows === 'number' ? d.rows : null,
  };
}

/** An event row's canonical record (audit-chain.ts) of its version, from its columns as text. */
export function recordOfRow(r: AuditEventRow): string {
  const fields: ChainFieldsV2 = {
    id: r.id,
    customerId: r.customer_id,
    category: r.category,
    seq: r.seq,
    occurredAt: r.occurred_at,
    actorUserId: r.actor_user_id,
    actorUsername: r.actor_username,
    supportAgent: r.support_agent,
    action: r.action,
    outcome: r.outcome,
    targetType: r.target_type,
    targetId: r.target_id,
    details: r.details,
    correlationId: r.correlation_id,
    ip: r.ip,
    kind: r.kind,
    product: r.product,
    consumerName: r.consumer_name,
    ssnLast4: r.ssn_last4,
    permissiblePurpose: r.permissible_purpose,
    productCode: r.product_code,
  };
  return canonicalRecord(fields, r.record_version === '2' ? 2 : 1);
}

/** An event row as its record says it was (the CSV verifier's expectation of each cell). */
export function rowOfRecord(version: RecordVersion, f: ChainFieldsV2, chain: { prevHash: string; hash: string }): AuditEventRow {
  return {
    id: f.id ?? '',
    customer_id: f.customerId,
    category: f.category ?? '',
    seq: f.seq ?? '',
    occurred_at: f.occurredAt ?? '',
    actor_user_id: f.actorUserId,
    actor_username: f.actorUsername,
    support_agent: f.supportAgent,
    action: f.action ?? '',
    outcome: f.outcome ?? '',
    target_type: f.targetType,
    target_id: f.targetId,
    details: f.details,
    correlation_id: f.correlationId,
    ip: f.ip,
    kind: f.kind ?? '',
    product: f.product,
    prev_hash: chain.prevHash,
    hash: chain.hash,
    record_version: String(version),
    consumer_name: f.consumerName,
    ssn_last4: f.ssnLast4,
    permissible_purpose: f.permissiblePurpose,
    product_code: f.productCode,
  };
}

/** The chain cells every event line ends with (AUDIT_CHAIN_CSV_COLUMNS). */
export const chainCells = (r: AuditEventRow): string[] => [chainKeyOf(r.customer_id, r.category), r.seq, r.prev_hash ?? '', r.hash ?? '', encodeChainRecord(recordOfRow(r))];

const s = (v: string | null | undefined) => v ?? '';

export type EventTab = Exclude<AuditTabSlug, 'user-status-downloads'>;

/** A tab's cells of an event (AUDIT_CSV_COLUMNS[tab]), then the chain's: what the CSV shows of it. */
export function eventCells(tab: EventTab, r: AuditEventRow): string[] {
  let cells: string[];
  if (tab === 'report-history') {
    const row = reportHistoryRow(r);
    cells = [row.occurredAt, s(row.userName), s(row.supportAgent), row.action, s(row.product), s(row.consumerName), s(row.ssnLast4), s(row.permissiblePurpose), row.status, s(row.ip)];
  } else if (tab === 'user-activity') {
    const row = userActivityRow(r);
    cells = [row.occurredAt, s(row.userName), s(row.supportAgent), row.kind, row.action, row.outcome, s(row.targetType), s(row.targetId), s(r.details), s(row.ip)];
  } else {
    const row = auditDownloadRow(r);
    const filters = Object.entries(row.filters).map(([k, v]) => `${k}=${v}`).join('; ');
    cells = [row.occurredAt, s(row.userName), s(row.supportAgent), row.tab, filters, row.rows === null ? '' : String(row.rows), s(row.ip)];
  }
  return [...cells, ...chainCells(r)];
}

/** A tab's CSV line of an event. */
export const eventCsvLine = (tab: EventTab, r: AuditEventRow): string => csvLine(eventCells(tab, r));
