import type { FastifyInstance } from 'fastify';
import {
  LETTERS_CSV,
  type LetterSummary,
  downloadLettersEndpoint,
  ELETTER_MESSAGES,
  ELETTER_PDF_FILE_NAME,
  createEletterEndpoint,
  createLetterEndpoint,
  createReasonCodeEndpoint,
  deleteEletterEndpoint,
  deleteEletterListEndpoint,
  deleteLetterEndpoint,
  deleteReasonCodeEndpoint,
  eletterByNameEndpoint,
  eletterEndpoint,
  eletterListEndpoint,
  eletterPdfEndpoint,
  knownKeyFactors,
  letterEndpoint,
  letterSettingsEndpoint,
  letterTrackerEndpoint,
  previewLetterEndpoint,
  reasonCodeListEndpoint,
  updateEletterEndpoint,
  updateLetterEndpoint,
  updateLetterSettingsEndpoint,
  updateReasonCodeEndpoint,
} from '@creditdesk/contracts';
import { notFound } from '../../lib/http-error.js';
import { registerEndpoint } from '../../plugins/endpoint.js';
import { actOf, assertOwnCompany } from '../admin/shared/admin-context.js';
import { renderLetterPdf } from './letter-pdf.js';
import { findEletter, findEletterByName, listEletters, listReasonCodes } from './letter-templates.repository.js';
import {
  changeEletter,
  changeReasonCode,
  createEletter,
  createReasonCode,
  eletterOut,
  letterSettingsOf,
  reasonCodeOut,
  removeEletters,
  removeReasonCode,
  saveLetterSettings,
} from './letter-templates.service.js';
import { createLetter, letterForPdf, letterTracker, markSent, previewLetter, readLetter, removeLetter, trackerBatch } from './letters.service.js';
import { byOffset, csvStream, sendCsv } from '../../lib/csv-export.js';
import { exportRecorder } from '../audit/export-audit.js';

/**
 * Letters (issue 15, docs/letters.md): the company's templates and reason codes (read by anyone of the
 * company, written by product-management admins while the company holds 'eletters'), its letter
 * settings, and letters built from stored consumer credit reports: preview, record, tracker, sent,
 * delete after 25 months, PDF. Every write is audited; every letter built audits the report's read.
 */
export function registerLetterRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  // ---- templates
  registerEndpoint(app, eletterListEndpoint, async (req) => {
    const q = req.query;
    const { rows, total } = await listEletters(db, req.params.customerId, q);
    return { content: rows.map(eletterOut), totalElements: total, pageNumber: q.all ? 1 : q.pageNumber, pageSize: q.all ? Math.max(total, 1) : q.pageSize };
  });

  registerEndpoint(app, eletterByNameEndpoint, async (req) => {
    const row = await findEletterByName(db, req.params.customerId, req.params.name);
    if (!row) throw notFound(ELETTER_MESSAGES.notFound);
    return eletterOut(row);
  });

  registerEndpoint(app, eletterEndpoint, async (req) => {
    const row = await findEletter(db, req.caller.customerId, req.params.eletterId);
    if (!row) throw notFound(ELETTER_MESSAGES.notFound);
    return eletterOut(row);
  });

  registerEndpoint(app, createEletterEndpoint, async (req, reply) => reply.status(201).send(await createEletter(actOf(req), req.body)));
  registerEndpoint(app, updateEletterEndpoint, async (req) => changeEletter(actOf(req), req.params.eletterId, req.body));
  registerEndpoint(app, deleteEletterEndpoint, async (req) => removeEletters(actOf(req), [req.params.eletterId]));
  registerEndpoint(app, deleteEletterListEndpoint, async (req) => {
    assertOwnCompany(req.caller, req.body.customerId);
    return removeEletters(actOf(req), req.body.deleteList);
  });

  // ---- reason codes
  registerEndpoint(app, reasonCodeListEndpoint, async (req) => ({
    content: (await listReasonCodes(db, req.params.customerId)).map(reasonCodeOut),
    keyFactors: knownKeyFactors(),
  }));
  registerEndpoint(app, createReasonCodeEndpoint, async (req, reply) => reply.status(201).send(await createReasonCode(actOf(req), req.body)));
  registerEndpoint(app, updateReasonCodeEndpoint, async (req) => changeReasonCode(actOf(req), req.params.code, req.body));
  registerEndpoint(app, deleteReasonCodeEndpoint, async (req) => removeReasonCode(actOf(req), req.params.code));

  // ---- settings
  registerEndpoint(app, letterSettingsEndpoint, async (req) => letterSettingsOf(db, req.params.customerId));
  registerEndpoint(app, updateLetterSettingsEndpoint, async (req) => saveLetterSettings(actOf(req), req.body));

  // ---- letters
  registerEndpoint(app, previewLetterEndpoint, async (req) => previewLetter(actOf(req), req.body));
  registerEndpoint(app, createLetterEndpoint, async (req, reply) => reply.status(201).send(await createLetter(actOf(req), req.body)));
  registerEndpoint(app, letterTrackerEndpoint, async (req) => letterTracker(db, req.caller, req.query));
  registerEndpoint(app, downloadLettersEndpoint, async (req, reply) => {
    const { status, sort } = req.query;
    const cells = (l: LetterSummary) => [l.consumerName, l.productName, l.eletterName, l.eletterType, l.decision, l.decisionDate, l.letterDate, l.dueDate ?? '', l.status, l.sentOn ?? '', l.createdBy, l.createdAt];
    const rows = byOffset((offset, limit) => trackerBatch(db, req.caller, { status, sort }, offset, limit));
    return sendCsv(reply, LETTERS_CSV.fileName, csvStream(LETTERS_CSV.columns, rows, cells, exportRecorder(req, 'letter.exported', 'letters', { status, sort })));
  });
  registerEndpoint(app, letterEndpoint, async (req) => readLetter(actOf(req), req.params.letterId));
  registerEndpoint(app, updateLetterEndpoint, async (req) => markSent(actOf(req), req.params.letterId, req.body.sentOn));
  registerEndpoint(app, deleteLetterEndpoint, async (req) => removeLetter(actOf(req), req.params.letterId));

  registerEndpoint(app, eletterPdfEndpoint, async (req, reply) => {
    const body = await renderLetterPdf(await letterForPdf(actOf(req), req.body.letterId));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${ELETTER_PDF_FILE_NAME}"`)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
