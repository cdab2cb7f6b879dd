import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AUDIT_CHAIN_CSV_COLUMNS,
  AUDIT_CSV_COLUMNS,
  AUDIT_LIMITS,
  AUDIT_MESSAGES,
  type AuditTabSlug,
  auditCsvFileName,
  auditUserStatusCsvEndpoint,
  auditUserStatusEndpoint,
  reportAuditDownloadsEndpoint,
  reportHistoryCsvEndpoint,
  reportHistoryEndpoint,
  userActivityCsvEndpoint,
  userActivityEndpoint,
  userAuditDownloadsCsvEndpoint,
  userAuditDownloadsEndpoint,
  reportAuditDownloadsCsvEndpoint,
} from '@creditdesk/contracts';
import type { Caller } from '../../app-context.js';
import { badRequest } from '../../lib/http-error.js';
import { csvLine } from '../../lib/csv.js';
import { registerEndpoint } from '../../plugins/endpoint.js';
import { findUsersPage, withGroups } from '../admin/users-admin/users-admin.repository.js';
import { usersCsvStream } from '../admin/users-admin/users-csv.js';
import { currentSupportAgent } from './audit-context.js';
import { type AuditCategory, type AuditEventRow, type EventCursor, type EventFilter, type EventSort, countEvents, findEventsBatch, findEventsPage } from './audit-log.repository.js';
import { recordAudit } from './audit.repository.js';
import { withTargetNames } from './audit-target-names.js';
import { type EventTab, auditDownloadRow, eventCsvLine, reportHistoryRow, userActivityRow } from './audit-rows.js';
import { chainKeyOf } from './audit-chain.js';
import { createCsvManifest } from './audit-csv-manifest.js';
import { type AuditSigner, loadAuditSigner } from './audit-signing-key.js';

/*
 * Audit Logs (issue 16, docs/audit.md): the five tabs' pages and CSV downloads, for the caller's own
 * company (customerParam) and securityadmin only (the /audit-report route's entitlement).
 */

const CSV_BATCH = 5000;
const tooLarge = () => badRequest(AUDIT_MESSAGES.tooLarge, { reason: 'audit-too-large' });

const CATEGORY: Record<EventTab, AuditCategory> = {
  'report-history': 'report',
  'user-activity': 'user',
  'report-audit-downloads': 'report-audit-download',
  'user-audit-downloads': 'user-audit-download',
};

type Paging = { pageNumber: number; pageSize: number; sort?: EventSort };

/**
 * A page of one tab: counted up to AUDIT_LIMITS.countLimit, or to the page's own end when deeper; a
 * page past the end is empty; a page starting beyond AUDIT_LIMITS.maxOffset of a larger result is too
 * large (narrow the filters).
 */
async function eventPage<T>(req: FastifyRequest, customerId: string, tab: EventTab, filter: EventFilter, paging: Paging, map: (r: AuditEventRow) => T) {
  const { db } = req.server.ctx;
  const category = CATEGORY[tab];
  const offset = (paging.pageNumber - 1) * paging.pageSize;
  if (offset > AUDIT_LIMITS.maxOffset) {
    // deeper than any page may start: too large if there are that many, else simply past the end
    if ((await countEvents(db, customerId, category, filter, AUDIT_LIMITS.maxOffset)) > AUDIT_LIMITS.maxOffset) throw tooLarge();
    return { data: [], total: 0, totalCapped: false, pageNumber: paging.pageNumber, pageSize: paging.pageSize };
  }
  const limit = Math.max(AUDIT_LIMITS.countLimit, offset + paging.pageSize);
  const counted = await countEvents(db, customerId, category, filter, limit);
  const rows = offset >= counted ? [] : await findEventsPage(db, customerId, category, filter, paging);
  return { data: rows.map(map), total: Math.min(counted, limit), totalCapped: counted > limit, pageNumber: paging.pageNumber, pageSize: paging.pageSize };
}

/** The query as given (what the download was filtered by), for its audit event. */
const givenFilters = (query: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => [k, String(v)]));

/** Records a tab's download when its stream ends (also cut short: the rows sent are on record), naming the agent of a support session. */
function downloadRecorder(req: FastifyRequest & { caller: Caller }, tab: AuditTabSlug, filters: Record<string, string>) {
  const supportAgent = currentSupportAgent() ?? null;
  return (rows: number, complete: boolean) =>
    recordAudit(req.server.ctx.db, {
      action: 'audit.downloaded',
      outcome: complete ? 'success' : 'failure',
      customerId: req.caller.customerId,
      actorUserId: req.caller.userId,
      actorUsername: req.caller.username,
      supportAgent,
      targetType: 'audit-tab',
      targetId: tab,
      details: { tab, filters, rows, complete },
      correlationId: String(req.id),
      ip: req.ip,
    }).catch((err: unknown) => req.log.error({ err }, 'audit download record failed'));
}

function sendCsv(reply: FastifyReply, tab: AuditTabSlug, stream: Readable) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${auditCsvFileName(tab)}"`)
    .send(stream);
}

/**
 * A tab's events as CSV, newest first, 5,000 a query after the last event sent (keyset), pulled as the
 * client reads: memory stays flat (but for the manifest's 7 or so bytes a row). More than
 * AUDIT_LIMITS.csvMaxRows matching answers 400 first. The file ends with its signed manifest
 * (audit-csv-manifest.ts), written only when every row was sent.
 */
async function eventCsv(req: FastifyRequest & { caller: Caller }, reply: FastifyReply, signer: AuditSigner, customerId: string, tab: EventTab, filter: EventFilter, query: Record<string, unknown>) {
  const { db } = req.server.ctx;
  const category = CATEGORY[tab];
  if ((await countEvents(db, customerId, category, filter, AUDIT_LIMITS.csvMaxRows)) > AUDIT_LIMITS.csvMaxRows) throw tooLarge();
  const filters = givenFilters(query);
  const onDone = downloadRecorder(req, tab, filters);
  async function* lines() {
    let sent = 0;
    let complete = false;
    try {
      const manifest = createCsvManifest({ tab, customerId, chain: chainKeyOf(customerId, category), filters });
      const header = csvLine([...AUDIT_CSV_COLUMNS[tab], ...AUDIT_CHAIN_CSV_COLUMNS]);
      manifest.header(header);
      yield header;
      let after: EventCursor | undefined;
      for (;;) {
        const rows = await findEventsBatch(db, customerId, category, filter, after, CSV_BATCH);
        let text = '';
        for (const r of rows) {
          const line = eventCsvLine(tab, r);
          manifest.row(line, Number(r.seq));
          text += line;
        }
        if (rows.length > 0) yield text;
        sent += rows.length;
        if (rows.length < CSV_BATCH) break;
        const last = rows[rows.length - 1]!;
        after = { occurredAt: last.occurred_at, seq: last.seq };
      }
      yield manifest.lines(signer);
      complete = true;
    } finally {
      await onDone(sent, complete);
    }
  }
  return sendCsv(reply, tab, Readable.from(lines(), { objectMode: false, highWaterMark: 64 * 1024 }));
}

export function registerAuditRoutes(app: FastifyInstance): void {
  let loaded: AuditSigner | undefined;
  const signer = () => (loaded ??= loadAuditSigner({ fromEnv: app.ctx.config.audit.signingKey, dataDir: app.ctx.config.dataDir }));
  registerEndpoint(app, reportHistoryEndpoint, async (req) => {
    const { pageNumber, pageSize, sort, event, ...f } = req.query;
    return eventPage(req, req.params.customerId, 'report-history', { ...f, kind: event }, { pageNumber, pageSize, sort }, reportHistoryRow);
  });
  registerEndpoint(app, userActivityEndpoint, async (req) => {
    const { pageNumber, pageSize, sort, event, ...f } = req.query;
    const page = await eventPage(req, req.params.customerId, 'user-activity', { ...f, kind: event }, { pageNumber, pageSize, sort }, userActivityRow);
    return { ...page, data: await withTargetNames(req.server.ctx.db, req.params.customerId, page.data) };
  });
  registerEndpoint(app, reportAuditDownloadsEndpoint, async (req) => {
    const { pageNumber, pageSize, sort, ...f } = req.query;
    return eventPage(req, req.params.customerId, 'report-audit-downloads', f, { pageNumber, pageSize, sort }, auditDownloadRow);
  });
  registerEndpoint(app, userAuditDownloadsEndpoint, async (req) => {
    const { pageNumber, pageSize, sort, ...f } = req.query;
    return eventPage(req, req.params.customerId, 'user-audit-downloads', f, { pageNumber, pageSize, sort }, auditDownloadRow);
  });
  registerEndpoint(app, auditUserStatusEndpoint, async (req) => {
    const { pageNumber, pageSize, userName, status, sort } = req.query;
    const { db } = req.server.ctx;
    const { rows, total } = await findUsersPage(db, req.params.customerId, { keyWords: userName, status }, { pageNumber, pageSize, sort });
    const users = await withGroups(db, rows);
    return {
      data: users.map((u) => ({
        userName: u.userName,
        firstName: u.firstName,
        lastName: u.lastName,
        email: u.email,
        role: u.role,
        status: u.status,
        entitlements: u.entitlements,
        userGroups: u.userGroups,
        createdAt: u.createdAt,
        lastLoginAt: u.lastLoginAt,
        lastRecertifiedAt: u.lastRecertifiedAt,
        lastRecertifiedBy: u.lastRecertifiedBy,
      })),
      total,
      totalCapped: false,
      pageNumber,
      pageSize,
    };
  });

  registerEndpoint(app, reportHistoryCsvEndpoint, async (req, reply) => {
    const { event, ...f } = req.query;
    return eventCsv(req, reply, signer(), req.params.customerId, 'report-history', { ...f, kind: event }, req.query);
  });
  registerEndpoint(app, userActivityCsvEndpoint, async (req, reply) => {
    const { event, ...f } = req.query;
    return eventCsv(req, reply, signer(), req.params.customerId, 'user-activity', { ...f, kind: event }, req.query);
  });
  registerEndpoint(app, reportAuditDownloadsCsvEndpoint, async (req, reply) =>
    eventCsv(req, reply, signer(), req.params.customerId, 'report-audit-downloads', req.query, req.query),
  );
  registerEndpoint(app, userAuditDownloadsCsvEndpoint, async (req, reply) =>
    eventCsv(req, reply, signer(), req.params.customerId, 'user-audit-downloads', req.query, req.query),
  );
  registerEndpoint(app, auditUserStatusCsvEndpoint, async (req, reply) => {
    const { userName, status } = req.query;
    const onDone = downloadRecorder(req, 'user-status-downloads', givenFilters(req.query));
    return sendCsv(reply, 'user-status-downloads', usersCsvStream(req.server.ctx.db, req.params.customerId, { keyWords: userName, status }, onDone));
  });
}
