import {
  API_MESSAGES,
  type AlertCheck,
  type AlertResolution,
  type AlertStatus,
  CONSUMER_PRODUCTS,
  type ReportAlert,
  type alertResolutionRequestSchema,
  alertPolicyOf,
  dataSourceResponseSchema,
  formatDateTime,
  isResolvableAlertType,
  reportAlertsOf,
} from '@creditdesk/contracts';
import type { z } from 'zod';
import type { AppContext, Caller } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { HttpError, badRequest } from '../../lib/http-error.js';
import { recordAudit } from '../audit/audit.repository.js';
import { type AlertResolutionRow, findAlertResolution, flagUnresolvedOnce, insertAlertResolution, setAlertStatus, storedAlertPolicy } from './alert-resolutions.repository.js';
import type { InquiryRow } from './inquiries.repository.js';
import { storedReportData } from './stored-inquiry.js';

/*
 * Alerts that must be resolved before credit (docs/careful-pulls.md): which alerts a stored credit
 * report has is derived from the report itself (contracts' reportAlertsOf), the steps from the
 * company's policy in force (or, once resolved, as they were then), the state from the resolution.
 */

type ResolutionRequest = z.output<typeof alertResolutionRequestSchema>;
/** What is kept encrypted: the alerts as shown when resolved (their steps then) and what was done. */
type StoredResolution = { alerts: ReportAlert[]; steps: AlertResolution['steps']; note: string };

const resolutionContext = (inquiryId: string) => `alert_resolutions:${inquiryId}:resolution`;
const isConsumerProduct = (product: string) => (CONSUMER_PRODUCTS as readonly string[]).includes(product);

/** Does a pulled answer carry an alert to resolve? The inquiry's state when stored ('unresolved' or null). */
export function initialAlertStatus(product: string, dataSourceResponse: unknown): 'unresolved' | null {
  if (!isConsumerProduct(product)) return null;
  // read without a schema parse: every stored order (a batch's 200,000 rows too) passes here
  const reports = (dataSourceResponse as { value?: { consumers?: Record<string, unknown> } } | null)?.value?.consumers?.[`${product}USConsumerCreditReport`];
  const alerted = Array.isArray(reports) && reports.some((r: { alerts?: { type?: string }[] }) => r.alerts?.some((a) => isResolvableAlertType(String(a.type))));
  return alerted ? 'unresolved' : null;
}

/** The alerts of a stored answer with the company's steps in force. */
async function currentAlerts(db: Db, customerId: string, product: string, dataSourceResponse: unknown): Promise<ReportAlert[]> {
  if (!isConsumerProduct(product)) return [];
  const parsed = dataSourceResponseSchema.safeParse(dataSourceResponse);
  if (!parsed.success) return [];
  const alerts = reportAlertsOf(product, parsed.data, alertPolicyOf(null));
  if (alerts.length === 0) return [];
  return reportAlertsOf(product, parsed.data, alertPolicyOf(await storedAlertPolicy(db, customerId)));
}

function checkOf(ctx: AppContext, alerts: ReportAlert[], row: AlertResolutionRow | undefined): AlertCheck {
  if (!row) return { status: 'unresolved', alerts, resolution: null };
  const stored = JSON.parse(ctx.cipher.decrypt(row.resolutionEnc, resolutionContext(row.inquiryId))) as StoredResolution;
  const outcome = row.outcome as AlertResolution['outcome'];
  return {
    status: outcome,
    alerts: stored.alerts,
    resolution: { outcome, steps: stored.steps, note: stored.note, resolvedBy: row.resolvedBy, resolvedAt: row.resolvedAt.toISOString() },
  };
}

/** A fresh order's alert check (its answer's `alertCheck`), or undefined without alerts to resolve. */
export async function orderAlertCheck(ctx: AppContext, customerId: string, product: string, dataSourceResponse: unknown): Promise<AlertCheck | undefined> {
  const alerts = await currentAlerts(ctx.db, customerId, product, dataSourceResponse);
  return alerts.length > 0 ? { status: 'unresolved', alerts, resolution: null } : undefined;
}

/** A stored report's alert check, or undefined without alerts; a report stored before migration 0043 is flagged now. */
export async function storedAlertCheck(ctx: AppContext, row: InquiryRow, dataSourceResponse: unknown = undefined): Promise<AlertCheck | undefined> {
  if (!isConsumerProduct(row.product)) return undefined;
  const alerts = await currentAlerts(ctx.db, row.customerId, row.product, dataSourceResponse ?? storedReportData(ctx.cipher, row));
  if (alerts.length === 0) return undefined;
  const resolution = row.alertStatus === 'unresolved' ? undefined : await findAlertResolution(ctx.db, row.customerId, row.id);
  if (!resolution && row.alertStatus === null) await flagUnresolvedOnce(ctx.db, row.id);
  return checkOf(ctx, alerts, resolution);
}

/** The state an approval is judged by: null without alerts to resolve. */
export async function alertStatusOfInquiry(ctx: AppContext, row: InquiryRow): Promise<AlertStatus | null> {
  return (await storedAlertCheck(ctx, row))?.status ?? null;
}

/** Every step of every alert exactly once; to verify, every step done; a done step says what was done. */
function checkSteps(alerts: ReportAlert[], body: ResolutionRequest): void {
  const byAlert = new Map(alerts.map((a) => [a.key, a]));
  const seen = new Set<string>();
  for (const s of body.steps) {
    const alert = byAlert.get(s.alert);
    if (!alert) throw badRequest(API_MESSAGES.alerts.unknownAlert(s.alert));
    if (!alert.steps.includes(s.step)) throw badRequest(API_MESSAGES.alerts.unknownStep(s.alert, s.step));
    const id = `${s.alert}\u0000${s.step}`;
    if (seen.has(id)) throw badRequest(API_MESSAGES.alerts.repeatedStep(s.alert, s.step));
    seen.add(id);
    if (s.done && !s.note) throw badRequest(API_MESSAGES.alerts.stepNeedsNote(s.alert, s.step));
    if (!s.done && body.outcome === 'verified') throw badRequest(API_MESSAGES.alerts.stepNotDone(s.alert, s.step));
  }
  for (const a of alerts) for (const step of a.steps) if (!seen.has(`${a.key}\u0000${step}`)) throw badRequest(API_MESSAGES.alerts.missingStep(a.key, step));
  if (body.outcome === 'not-verified' && !body.note) throw badRequest(API_MESSAGES.alerts.whyNotVerified);
}

const sameResolution = (a: StoredResolution, outcome: string, b: ResolutionRequest) =>
  outcome === b.outcome && a.note === b.note && JSON.stringify(a.steps) === JSON.stringify(b.steps);

/**
 * Resolves a stored report's alerts once (the reader of the report may; a 404 for another company's,
 * as any read): stored with the inquiry's state and the audit event in one transaction. The same
 * resolution sent again answers as stored (a retried call); another is refused with who resolved it.
 */
export async function resolveAlerts(ctx: AppContext, caller: Caller, row: InquiryRow, body: ResolutionRequest, meta: { correlationId: string; ip?: string }): Promise<AlertCheck> {
  const check = await storedAlertCheck(ctx, row);
  if (!check) throw badRequest(API_MESSAGES.alerts.none);
  const existing = async () => {
    const stored = await findAlertResolution(ctx.db, row.customerId, row.id);
    if (!stored) return undefined;
    const again = checkOf(ctx, [], stored);
    const kept = JSON.parse(ctx.cipher.decrypt(stored.resolutionEnc, resolutionContext(row.id))) as StoredResolution;
    if (sameResolution(kept, stored.outcome, body)) return again;
    throw new HttpError(409, API_MESSAGES.alerts.alreadyResolved(stored.resolvedBy, formatDateTime(stored.resolvedAt.toISOString(), { utc: true })));
  };
  if (check.resolution) return (await existing())!;
  checkSteps(check.alerts, body);

  const resolvedAt = new Date();
  const stored: StoredResolution = { alerts: check.alerts, steps: body.steps, note: body.note };
  const won = await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const inserted = await insertAlertResolution(tx, {
      inquiryId: row.id,
      customerId: row.customerId,
      outcome: body.outcome,
      resolvedByUserId: caller.userId,
      resolvedBy: caller.username,
      resolutionEnc: ctx.cipher.encrypt(JSON.stringify(stored), resolutionContext(row.id)),
      resolvedAt,
    });
    if (!inserted) return false;
    await setAlertStatus(tx, row.id, body.outcome);
    // the notes stay out of the trail (they may hold the consumer's details): what, how many steps, the outcome
    await recordAudit(tx, {
      action: 'report-alerts.resolved',
      customerId: caller.customerId,
      actorUserId: caller.userId,
      actorUsername: caller.username,
      targetType: 'inquiry',
      targetId: row.id,
      details: {
        product: row.product,
        outcome: body.outcome,
        alerts: check.alerts.map((a) => a.key),
        stepsDone: body.steps.filter((s) => s.done).length,
        steps: body.steps.length,
      },
      correlationId: meta.correlationId,
      ip: meta.ip,
    });
    return true;
  });
  // a concurrent resolution won the row: answered as any repeat is
  if (!won) return (await existing())!;
  return { status: body.outcome, alerts: check.alerts, resolution: { outcome: body.outcome, steps: body.steps, note: body.note, resolvedBy: caller.username, resolvedAt: resolvedAt.toISOString() } };
}
