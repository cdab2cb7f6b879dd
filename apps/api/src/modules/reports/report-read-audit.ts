import type { Caller } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { InquiryRow } from './inquiries.repository.js';

/**
 * Records a read of a stored report (FCRA: every access to a consumer report is accountable): who,
 * which inquiry, its product and permissible purpose, and where it was read (`details`).
 */
export async function recordReportRead(
  db: Db,
  read: { action: 'report.viewed' | 'report.pdf-downloaded'; caller: Caller; row: InquiryRow; meta: { correlationId: string; ip?: string }; details?: Record<string, unknown> },
): Promise<void> {
  const { caller, row, meta } = read;
  await recordAudit(db, {
    action: read.action,
    customerId: caller.customerId,
    actorUserId: caller.userId,
    actorUsername: caller.username,
    targetType: 'inquiry',
    targetId: row.id,
    details: { product: row.product, productCode: row.productCode, permissiblePurpose: row.permissiblePurpose, ...read.details },
    correlationId: meta.correlationId,
    ip: meta.ip,
  });
}
