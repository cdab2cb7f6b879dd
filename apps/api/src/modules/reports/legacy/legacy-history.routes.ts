import type { FastifyInstance } from 'fastify';
import { MESSAGES, API_MESSAGES, legacyReportEndpoint, legacyReportHistoryEndpoint } from '@creditdesk/contracts';
import type { Caller } from '../../../app-context.js';
import { DataSourceUnavailableError } from '../../../datasources/data-source.js';
import { HttpError, notFound } from '../../../lib/http-error.js';
import { registerEndpoint } from '../../../plugins/endpoint.js';
import { recordAudit } from '../../audit/audit.repository.js';
import { parseRangeBound } from '../inquiry-list.js';
import { legacyIdentityOf } from './legacy-history.repository.js';

/** The data source's name: a real connector is given in buildApp({ dataSources: { legacyHistory } }). */
export const LEGACY_HISTORY_SOURCE = 'legacyHistory' as const;

/**
 * A migrated legacy user's history of the reports they ordered on the legacy system (docs/legacy-report-history.md),
 * asked of the legacy system with the identity stored on the caller only: another user's is never
 * reached (its report is 404).
 */
export function registerLegacyHistoryRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  const source = () => ctx.dataSources.get(LEGACY_HISTORY_SOURCE);

  const ask = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (err) {
      if (err instanceof DataSourceUnavailableError) throw new HttpError(502, API_MESSAGES.products.dataSourceDown(err.source));
      throw err;
    }
  };

  const audit = (caller: Caller, action: string, meta: { id: string; ip: string }, targetId: string, details: Record<string, unknown>) =>
    recordAudit(ctx.db, { action, customerId: caller.customerId, actorUserId: caller.userId, actorUsername: caller.username, targetType: 'legacy-report', targetId, details, correlationId: meta.id, ip: meta.ip });

  registerEndpoint(app, legacyReportHistoryEndpoint, async (req) => {
    const { pageNumber, pageSize, keyWords } = req.body;
    const range = { from: parseRangeBound(req.body.fromDate, 'fromDate'), to: parseRangeBound(req.body.toDate, 'toDate') };
    const identity = await legacyIdentityOf(ctx.db, req.caller.userId);
    // a user who never had a legacy login has no history: an empty page says so, not an error
    if (!identity) return { legacyUserId: null, content: [], totalElements: 0, pageNumber, pageSize };
    const page = await ask(() => source().history(identity, { pageNumber, pageSize, keyWords, ...range }));
    await audit(req.caller, 'legacy-report.history-read', { id: String(req.id), ip: req.ip }, identity.legacyUserId, { legacyCustomerId: identity.legacyCustomerId, pageNumber, results: page.content.length });
    return { legacyUserId: identity.legacyUserId, content: page.content, totalElements: page.total, pageNumber, pageSize };
  });

  registerEndpoint(app, legacyReportEndpoint, async (req) => {
    const identity = await legacyIdentityOf(ctx.db, req.caller.userId);
    const report = identity ? await ask(() => source().report(identity, req.params.id)) : undefined;
    if (!identity || !report) throw notFound(MESSAGES.access.reportNotFound);
    await audit(req.caller, 'legacy-report.viewed', { id: String(req.id), ip: req.ip }, report.item.id, { legacyCustomerId: identity.legacyCustomerId, legacyUserId: identity.legacyUserId, productCode: report.item.productCode });
    return report;
  });
}
