import type { FastifyInstance } from 'fastify';
import {
  API_MESSAGES,
  BATCH_REUSE_CHOICE_CODE,
  BATCH_REUSE_MESSAGES,
  IDEMPOTENCY_KEY_HEADER,
  MESSAGES,
  batchDetailsEndpoint,
  batchFileNameProblem,
  batchRejectedRowsEndpoint,
  batchResultsEndpoint,
  batchRowsEndpoint,
  batchSubmissionFieldsSchema,
  confirmBatchEndpoint,
  deleteBatchReportEndpoint,
  rejectedRowsFileName,
  rerunBatchEndpoint,
  searchBatchesEndpoint,
  submitBatchEndpoint,
  updateBatchEndpoint,
} from '@creditdesk/contracts';
import type { Caller } from '../../app-context.js';
import { visibleBatch } from './batch-access.js';
import { searchBatchRows } from './batch-row-search.js';
import { HttpError, badRequest, notFound } from '../../lib/http-error.js';
import { registerEndpoint } from '../../plugins/endpoint.js';
import { recordAudit } from '../audit/audit.repository.js';
import { inquiryScopeOf } from '../reports/inquiry-access.js';
import { batchFileError } from './batch-csv.js';
import { rejectedRowsStream } from './batch-rejected-csv.js';
import { batchResultsStream } from './batch-results-csv.js';
import { finishBatch, stageBatch } from './batch-submission.js';
import { digesting, readMultipartUpload } from './batch-upload.js';
import { beginIdempotent, fingerprintOf } from '../api-clients/idempotency.js';
import { batchView } from './batch-view.js';
import { markedRows, pendingBatchReuse, queueBatchWithChoice } from './batch-reuse.js';
import { sendBatchEndedMail } from './batch-mail.js';
import { claimBatchNotice } from './batch-queue.repository.js';
import { queueBatchesEnded } from '../webhooks/webhook-schedule.js';
import type { BatchWorker } from './batch-worker.js';
import {
  findBatchRow,
  pageBatches,
  removeBatch,
  requeueFailedRows,
  softDeleteBatchRow,
  updateBatch,
} from './batches.repository.js';

/** The rows a confirm's audit event names one by one (the count names them all). */
const AUDITED_ROWS = 1_000;

const SUBMISSION_FIELDS = Object.keys(batchSubmissionFieldsSchema.shape);

export function registerBatchRoutes(app: FastifyInstance, worker: BatchWorker) {
  const { db } = app.ctx;
  const meta = (req: { id: unknown; ip: string }) => ({ correlationId: String(req.id), ip: req.ip });
  const audit = (caller: Caller, action: string, batchId: string, details: Record<string, unknown>, m: { correlationId: string; ip: string }) =>
    recordAudit(db, { action, customerId: caller.customerId, actorUserId: caller.userId, actorUsername: caller.username, targetType: 'batch', targetId: batchId, details, ...m });

  registerEndpoint(app, submitBatchEndpoint, async (req, reply) => {
    const keyed = req.headers[IDEMPOTENCY_KEY_HEADER] !== undefined;
    let body: { fields: Record<string, string>; fileName: string; file: string } | undefined;
    const staged = await readMultipartUpload(req, SUBMISSION_FIELDS, async (fields, upload) => {
      const parsed = batchSubmissionFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw badRequest(API_MESSAGES.invalid.field(issue.path.join('.'), issue.message), { fields: parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })) });
      }
      const nameProblem = batchFileNameProblem(upload.fileName);
      if (nameProblem) throw batchFileError(`Invalid request: file: ${nameProblem}`);
      // with an Idempotency-Key the file's digest is taken as it is read: the body's fingerprint without keeping the file
      const read = keyed ? digesting(upload) : undefined;
      const result = await stageBatch(app.ctx, req.caller, { fields: parsed.data, ...(read?.upload ?? upload) });
      if (read) body = { fields, fileName: upload.fileName, file: read.digest() };
      return result;
    }, (staged) => removeBatch(db, staged.batchId)); // a refusal after the file (a second file, a field after it) removes its rows
    // the key, now the body is known: a retry answers the first batch's answer and its own staged copy goes (never a second batch)
    if (body) {
      const removeStaged = () => removeBatch(db, staged.batchId);
      const replayed = await beginIdempotent(app.ctx, req, reply, submitBatchEndpoint, { fingerprint: fingerprintOf(submitBatchEndpoint, req, body), beforeReplay: removeStaged }).catch(async (err: unknown) => {
        await removeStaged();
        throw err;
      });
      if (replayed) return reply;
    }
    // the batch is a dry run (confirmable) only once the whole request was read without a refusal
    return reply.status(201).send(await finishBatch(app.ctx, req.caller, staged, meta(req)));
  });

  registerEndpoint(app, confirmBatchEndpoint, async (req) => {
    const batch = await visibleBatch(db, req.caller, req.params.batchId);
    if (batch.totalRows === batch.invalidRows) throw new HttpError(409, API_MESSAGES.batches.nothingToOrder);
    if (batch.status !== 'validated') throw new HttpError(409, API_MESSAGES.batches.alreadyConfirmed);
    const { reuse: choice, reason } = req.body ?? {};
    // rows recent reports answer: the submitter chooses (the portal asks), so nothing is pulled twice by accident
    const reuse = await pendingBatchReuse(db, batch);
    if (reuse && !choice) throw new HttpError(409, BATCH_REUSE_MESSAGES.choiceRequired(reuse.count, reuse.reuseWindowDays), { code: BATCH_REUSE_CHOICE_CODE, reuse });
    const pulledAgain = reuse && choice === 'pull' ? await markedRows(db, batch.id) : [];
    const settled = await queueBatchWithChoice(db, batch.id, reuse && choice ? { choice, reason } : undefined);
    if (!settled) throw new HttpError(409, API_MESSAGES.batches.alreadyConfirmed);
    const reuseDetails = reuse && choice ? { reuse: { choice, ...(choice === 'pull' ? { reason, rows: pulledAgain.slice(0, AUDITED_ROWS) } : { rows: settled.reused.slice(0, AUDITED_ROWS) }), count: reuse.count } } : {};
    await audit(req.caller, 'batch.confirmed', batch.id, { rows: batch.totalRows - batch.invalidRows, product: batch.product, ...reuseDetails }, meta(req));
    if (settled.batch.status === 'completed') {
      // every row reused: the batch ended here, so its end is told here (the webhook, the submitter's mail), as the worker would
      await queueBatchesEnded(db, { batchId: batch.id }).catch((err: unknown) => req.log.error({ err, batchId: batch.id }, 'batch end: webhook event not queued yet'));
      if (await claimBatchNotice(db, batch.id)) await sendBatchEndedMail(app.ctx, batch.id, req.log);
    } else worker.wake();
    return batchView(db, settled.batch);
  });

  registerEndpoint(app, rerunBatchEndpoint, async (req) => {
    const batch = await visibleBatch(db, req.caller, req.params.batchId);
    if (batch.status === 'validated') throw new HttpError(409, API_MESSAGES.batches.notConfirmed);
    const requeued = await requeueFailedRows(db, batch.id);
    if (!requeued) throw new HttpError(409, API_MESSAGES.batches.noFailedRows);
    await audit(req.caller, 'batch.rerun', batch.id, { rows: batch.failedRows }, meta(req));
    worker.wake();
    return batchView(db, requeued);
  });

  registerEndpoint(app, searchBatchesEndpoint, async (req) => {
    const { rows, total } = await pageBatches(db, inquiryScopeOf(req.caller), { ...req.query, keyWords: req.body.keyWords });
    return { content: await Promise.all(rows.map((b) => batchView(db, b))), totalElements: total, pageNumber: req.query.pageNumber, pageSize: req.query.pageSize };
  });

  registerEndpoint(app, batchDetailsEndpoint, async (req) => batchView(db, await visibleBatch(db, req.caller, req.params.batchId)));

  registerEndpoint(app, updateBatchEndpoint, async (req) => {
    const batch = await visibleBatch(db, req.caller, req.params.batchId);
    if (req.body.status === 'deleted') {
      if (batch.status === 'processing' || batch.status === 'queued') throw new HttpError(409, API_MESSAGES.batches.busyDelete);
      // a dry run never ordered anything: it goes with its rows; an ordered batch's reports stay in My Reports
      if (batch.status === 'validated') await removeBatch(db, batch.id);
      else await updateBatch(db, batch.id, { status: 'deleted', deletedAt: new Date() });
      await audit(req.caller, 'batch.deleted', batch.id, { status: batch.status }, meta(req));
      return { message: MESSAGES.reports.batchDeleted, batch: await batchView(db, { ...batch, status: 'deleted' }) };
    }
    const updated = await updateBatch(db, batch.id, { downloadStatus: req.body.downloadStatus });
    return { message: 'Batch updated.', batch: await batchView(db, updated!) };
  });

  registerEndpoint(app, batchRowsEndpoint, async (req) => searchBatchRows(db, req.caller, req.params.batchId, req.query));

  registerEndpoint(app, deleteBatchReportEndpoint, async (req) => {
    const found = await findBatchRow(db, req.caller.customerId, req.params.id);
    const scope = inquiryScopeOf(req.caller);
    if (!found || (scope.userId && found.batch.userId !== scope.userId)) throw notFound(MESSAGES.access.reportNotFound);
    if (found.row.status === 'pending' || found.row.status === 'processing') throw new HttpError(409, API_MESSAGES.batches.rowBusy);
    await softDeleteBatchRow(db, found.row, req.caller.userId);
    await audit(req.caller, 'batch.report-deleted', found.batch.id, { rowNumber: found.row.rowNumber, inquiryId: found.row.inquiryId }, meta(req));
    return { message: MESSAGES.reports.deletedOne };
  });

  registerEndpoint(app, batchResultsEndpoint, async (req, reply) => {
    const batch = await visibleBatch(db, req.caller, req.params.batchId);
    const m = meta(req);
    const stream = batchResultsStream(db, batch.id, (rows, complete) =>
      // the results name consumers: their download is on record, with how many rows were sent
      audit(req.caller, 'batch.results-downloaded', batch.id, { rows, complete }, m).catch((err: unknown) => req.log.error({ err }, 'results audit failed')),
    );
    const name = `${batch.batchName.replace(/[^A-Za-z0-9-]+/g, '_')}_results.csv`;
    return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).send(stream);
  });

  registerEndpoint(app, batchRejectedRowsEndpoint, async (req, reply) => {
    const batch = await visibleBatch(db, req.caller, req.params.batchId);
    const m = meta(req);
    const stream = rejectedRowsStream(db, app.ctx.cipher, batch.id, (rows, complete) =>
      // the refused rows hold consumers' SSNs and dates of birth as sent: their download is on record
      audit(req.caller, 'batch.rejected-downloaded', batch.id, { rows, complete }, m).catch((err: unknown) => req.log.error({ err }, 'rejected rows audit failed')),
    );
    return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${rejectedRowsFileName(batch.fileName)}"`).send(stream);
  });
}
