import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ECOA_NOTICE,
  ELETTER_PDF_FILE_NAME,
  FCRA_STATEMENTS,
  LETTER_MESSAGES,
  type Letter,
  type LetterRequest,
  SANDBOX_BUREAU,
  blockText,
  consumerReportResponseSchema,
  letterDueDate,
} from '@creditdesk/contracts';
import { eletterLetters, eletterTemplates } from '../../db/schema/index.js';
import { SANDBOX_PERSONAS } from '../../datasources/sandbox/personas.js';
import { consumerRequest, pullAgain } from '../../testing/consumer-requests.js';
import { idReportRequest } from '../../testing/idreport-requests.js';
import { type AdminKit, createAdminKit } from '../admin/admin-testing.js';
import { pdfFlowText, requirePoppler } from '../reports/pdf/poppler.js';
import { DEMO_REASON_CODES } from './seed-demo.js';

let k: AdminKit;
let declined: string;
let welcome: string;
beforeAll(async () => {
  requirePoppler();
  k = await createAdminKit();
  const templates = await k.t.database.db.select().from(eletterTemplates).where(eq(eletterTemplates.customerId, k.company.demo));
  declined = templates.find((t) => t.eletterName === 'Credit declined')!.id;
  welcome = templates.find((t) => t.eletterName === 'Welcome')!.id;
});
afterAll(() => k.t.close());

const persona = (key: string) => SANDBOX_PERSONAS.find((p) => p.key === key)!;
const today = () => new Date().toISOString().slice(0, 10);

/** A consumer credit report of Demo Lending ordered by `user`; its id and the report as the bureau answered it. */
async function order(key: string, user = 'demo.user', product = 'acrov6') {
  const res = await k.call(user, 'POST', `/consumers/reports/${product}`, pullAgain(consumerRequest(persona(key))));
  expect(res.statusCode, res.body).toBe(200);
  const answer = consumerReportResponseSchema.parse(res.json());
  return { inquiryId: answer.inquiryId, report: answer.dataSourceResponse.value.consumers[`${answer.product}USConsumerCreditReport`]![0] };
}

const request = (inquiryId: string, over: Partial<LetterRequest> = {}): LetterRequest => ({ inquiryId, eletterId: declined, decision: 'declined', decisionDate: today(), ...over });
const build = (user: string, body: unknown) => k.call(user, 'POST', '/eletters/letters', body);
const textOf = (letter: Letter) => [letter.subject, ...letter.body.map(blockText), ...letter.disclosures.map(blockText)].join('\n');
const tracker = (user: string, query = '') => k.call(user, 'GET', `/eletters/letters/customers/${k.company.demo}${query}`);
const fieldsOf = (body: { additionalErrorDetails?: { fields?: { field: string; message: string }[] } }) =>
  Object.fromEntries((body.additionalErrorDetails?.fields ?? []).map((f) => [f.field, f.message]));

describe('a letter from a stored report', () => {
  it('fills the template from the exact report and carries every required element, in the preview and in the PDF', async () => {
    // the bankruptcy persona: four key factors and the inquiries factor (08) as a fifth
    const { inquiryId, report } = await order('bankruptcy');
    expect(report.score.reasons).toHaveLength(5);
    expect(report.score.reasons[4].code).toBe('08');

    const preview = await k.call('demo.user', 'POST', '/eletters/letters/preview', request(inquiryId));
    expect(preview.statusCode, preview.body).toBe(200);
    expect(await k.t.database.db.select().from(eletterLetters).where(eq(eletterLetters.inquiryId, inquiryId))).toEqual([]);

    const res = await build('demo.user', request(inquiryId));
    expect(res.statusCode, res.body).toBe(201);
    const letter = res.json() as Letter;
    expect({ ...preview.json(), letterId: letter.letterId, createdAt: letter.createdAt }).toEqual(letter);

    const name = `${persona('bankruptcy').firstName} ${persona('bankruptcy').lastName}`;
    expect(letter).toMatchObject({
      inquiryId,
      applicant: 'primary',
      eletterName: 'Credit declined',
      eletterType: 'Declination',
      decision: 'declined',
      adverse: true,
      status: 'due',
      sentOn: null,
      dueDate: letterDueDate(today()),
      overdue: false,
      productName: 'Consumer Credit Report',
      score: { value: report.score.value, min: 300, max: 850, model: report.score.model },
      keyFactors: report.score.reasons,
      bureau: { name: SANDBOX_BUREAU.name, tollFreePhone: SANDBOX_BUREAU.tollFreePhone },
    });
    expect(letter.consumerName.toLowerCase()).toBe(name.toLowerCase());
    expect(letter.letterhead.recipient.address[0]).toBe(persona('bankruptcy').address.line1);
    // the reasons default to the company's codes the key factors map to (38 → DL01, 10 → DL02, 20 → DL05, 08 → DL04)
    expect(letter.reasons.map((r) => r.code)).toEqual(['DL01', 'DL02', 'DL05', 'DL04']);

    const text = textOf(letter);
    expect(text).toContain(`Dear ${letter.consumerName},`);
    expect(text).toContain(`credit score of ${report.score.value} from ${SANDBOX_BUREAU.name}`);
    for (const factor of report.score.reasons) expect(text).toContain(factor.text);
    expect(text).not.toContain('[');

    const pdf = await k.call('demo.user', 'POST', '/pdfs/eletter/download', { letterId: letter.letterId });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${ELETTER_PDF_FILE_NAME}"`);
    const flow = pdfFlowText(pdf.rawPayload);
    const squash = (s: string) => s.replace(/\s+/g, ' ');
    for (const element of [
      // the score used, its range, its date, the model and who provided it
      `Your credit score: ${report.score.value}`,
      'Range of possible scores: 300 to 850',
      `Date of the score: ${letter.score!.date}`,
      `Scoring model: ${report.score.model}, provided by ${SANDBOX_BUREAU.name}`,
      // the five key factors, with their codes
      ...report.score.reasons.map((f) => `${f.code}: ${f.text}`),
      // the agency's name, address and toll-free number
      SANDBOX_BUREAU.name,
      ...SANDBOX_BUREAU.address,
      `Toll-free: ${SANDBOX_BUREAU.tollFreePhone}`,
      // it did not decide and cannot say why; the free copy within 60 days; the dispute
      FCRA_STATEMENTS.noPart,
      FCRA_STATEMENTS.freeCopy,
      FCRA_STATEMENTS.dispute,
      // the ECOA notice with the creditor's regulator, and the creditor
      ECOA_NOTICE,
      'Federal Trade Commission Consumer Response Center 600 Pennsylvania Avenue NW Washington, DC 20580',
      'Creditor: Demo Lending, 100 Main Street, Columbus, OH 43215, 1-800-555-0100',
      // the principal reasons
      ...DEMO_REASON_CODES.filter((c) => ['DL01', 'DL02', 'DL04', 'DL05'].includes(c.code)).map((c) => c.description),
      // the template's own words, filled
      `Dear ${letter.consumerName},`,
      letter.letterhead.date,
      persona('bankruptcy').address.line1,
    ]) {
      expect(flow, element).toContain(squash(element));
    }

    // the build and the download are audited, with the report's read
    expect((await k.audit('letter.created', letter.letterId))[0]).toMatchObject({ outcome: 'success', actorUsername: 'demo.user', targetType: 'letter' });
    expect((await k.audit('letter.pdf-downloaded', letter.letterId))).toHaveLength(1);
    const reads = await k.audit('report.viewed', inquiryId);
    expect(reads.map((r) => (r.details as { via?: string }).via).sort()).toEqual(['letter', 'letter-preview']);

    // stored encrypted: the consumer's address is not in the row in the clear
    const [row] = await k.t.database.db.select().from(eletterLetters).where(eq(eletterLetters.id, letter.letterId));
    expect(row.contentEnc).not.toContain(persona('bankruptcy').address.line1);
    expect(row.contentEnc.startsWith('v1:')).toBe(true);

    // read back from the record
    const again = await k.call('demo.user', 'GET', `/eletters/letters/${letter.letterId}`);
    expect(again.json()).toEqual(letter);
  });

  it('takes the reasons the request names, and a co-applicant', async () => {
    const coapplicant = persona('coApplicant');
    const ordered = await k.call('demo.user', 'POST', '/consumers/reports/acrov6', consumerRequest(persona('applicant'), { coApplicant: coapplicant }));
    expect(ordered.statusCode, ordered.body).toBe(200);
    const inquiryId = ordered.json().inquiryId as string;
    const res = await build('demo.user', request(inquiryId, { applicant: 'coapplicant', reasonCodes: ['dl03'] }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().reasons).toEqual([{ code: 'DL03', description: DEMO_REASON_CODES[2].description }]);
    expect(res.json().consumerName.toLowerCase()).toBe(`${coapplicant.firstName} ${coapplicant.lastName}`.toLowerCase());
  });

  it('refuses what it cannot build, naming the problem, and stores nothing', async () => {
    const scored = await order('thick');
    const frozen = await order('frozen');
    const count = async () => (await k.t.database.db.select().from(eletterLetters)).length;
    const before = await count();

    // a report without a score for a template that needs one
    const noScore = await build('demo.user', request(frozen.inquiryId));
    expect(noScore.statusCode).toBe(400);
    expect(fieldsOf(noScore.json())['body.inquiryId']).toBe(LETTER_MESSAGES.noScore('Credit declined'));

    // a report that is not a consumer credit report
    const idreport = await k.call('demo.user', 'POST', '/consumers/reports/idreport', idReportRequest(persona('thick')));
    expect(idreport.statusCode, idreport.body).toBe(200);
    const notCredit = await build('demo.user', request(idreport.json().inquiryId));
    expect(notCredit.statusCode).toBe(400);
    expect(notCredit.json().message).toContain('A letter is built from a consumer credit report');

    // another company's report, and another company's caller: not found
    expect((await build('other.admin', request(scored.inquiryId))).statusCode).toBe(404);
    expect((await build('demo.user', request(crypto.randomUUID()))).statusCode).toBe(404);
    // an unknown template
    expect((await build('demo.user', request(scored.inquiryId, { eletterId: crypto.randomUUID() }))).statusCode).toBe(404);

    // reasons that are not the company's, a decision in the future, no co-applicant
    const unknownCode = await build('demo.user', request(scored.inquiryId, { reasonCodes: ['DL01', 'ZZ9'] }));
    expect(unknownCode.statusCode).toBe(400);
    expect(fieldsOf(unknownCode.json())['body.reasonCodes']).toBe('ZZ9 is not a reason code of your company');
    const future = await build('demo.user', request(scored.inquiryId, { decisionDate: '2999-01-01' }));
    expect(fieldsOf(future.json())['body.decisionDate']).toBe('the decision cannot be in the future');
    const before2020 = await build('demo.user', request(scored.inquiryId, { decisionDate: '2020-01-01' }));
    expect(fieldsOf(before2020.json())['body.decisionDate']).toContain('the decision cannot be before the report it used');
    const noCo = await build('demo.user', request(scored.inquiryId, { applicant: 'coapplicant' }));
    expect(fieldsOf(noCo.json())['body.applicant']).toBe(LETTER_MESSAGES.noApplicant);
    const badBody = await build('demo.user', { inquiryId: 'x', decision: 'maybe' });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().message).toContain('inquiryId must be a report id');

    // a welcome letter needs no score: the frozen file's consumer can be welcomed (not adverse: no required section)
    const welcomed = await build('demo.user', request(frozen.inquiryId, { eletterId: welcome, decision: 'approved' }));
    expect(welcomed.statusCode, welcomed.body).toBe(201);
    expect(welcomed.json()).toMatchObject({ adverse: false, dueDate: null, disclosures: [], score: null });
    expect(await count()).toBe(before + 1);
  });

  it('is read only by whoever built it or a usertransactionsadmin of the company', async () => {
    const { inquiryId } = await order('thin');
    const letter = (await build('demo.user', request(inquiryId))).json() as Letter;
    expect((await k.call('demo.admin', 'GET', `/eletters/letters/${letter.letterId}`)).statusCode).toBe(200);
    expect((await k.call('other.admin', 'GET', `/eletters/letters/${letter.letterId}`)).statusCode).toBe(404);
    expect((await k.call('other.admin', 'POST', '/pdfs/eletter/download', { letterId: letter.letterId })).statusCode).toBe(404);
    expect((await k.call('other.admin', 'PUT', `/eletters/letters/${letter.letterId}`, { status: 'sent', sentOn: today() })).statusCode).toBe(404);
  });
});

describe('the tracker and the record', () => {
  it('lists an adverse decision as due with its 30-day deadline, then as sent; overdue once the deadline passed', async () => {
    const { inquiryId } = await order('collections');
    const letter = (await build('demo.user', request(inquiryId))).json() as Letter;

    const due = (await tracker('demo.user')).json();
    const row = due.content.find((l: Letter) => l.letterId === letter.letterId);
    expect(row).toMatchObject({ status: 'due', dueDate: letterDueDate(today()), overdue: false, decision: 'declined', adverse: true });
    expect(due.dueCount).toBeGreaterThanOrEqual(1);
    // only the one report's letters
    expect((await tracker('demo.user', `?status=all&inquiryId=${inquiryId}`)).json().content.map((l: Letter) => l.letterId)).toEqual([letter.letterId]);

    // past its deadline (as if decided 31 days ago)
    await k.t.database.db.update(eletterLetters).set({ dueDate: sql`current_date - 1` }).where(eq(eletterLetters.id, letter.letterId));
    const late = (await tracker('demo.user')).json();
    expect(late.content.find((l: Letter) => l.letterId === letter.letterId).overdue).toBe(true);
    expect(late.overdueCount).toBeGreaterThanOrEqual(1);

    const future = await k.call('demo.user', 'PUT', `/eletters/letters/${letter.letterId}`, { status: 'sent', sentOn: '2999-01-01' });
    expect(fieldsOf(future.json())['body.sentOn']).toBe('sentOn cannot be in the future');
    const sent = await k.call('demo.user', 'PUT', `/eletters/letters/${letter.letterId}`, { status: 'sent', sentOn: today() });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ message: LETTER_MESSAGES.markedSent, letter: { status: 'sent', sentOn: today(), overdue: false } });
    expect((await k.audit('letter.sent', letter.letterId))[0].details).toMatchObject({ before: { status: 'due' }, after: { status: 'sent', sentOn: today() } });

    expect((await tracker('demo.user')).json().content.map((l: Letter) => l.letterId)).not.toContain(letter.letterId);
    expect((await tracker('demo.user', '?status=sent')).json().content.map((l: Letter) => l.letterId)).toContain(letter.letterId);
    // demo.admin (usertransactionsadmin) sees the company's letters; other users only their own
    expect((await tracker('demo.admin', '?status=sent')).json().content.map((l: Letter) => l.letterId)).toContain(letter.letterId);
    expect((await tracker('other.admin', '')).statusCode).toBe(403);
  });

  it('refuses to delete a letter before 25 months (12 CFR 1002.12(b)), and deletes it after', async () => {
    const { inquiryId } = await order('thick');
    const letter = (await build('demo.user', request(inquiryId))).json() as Letter;
    const refused = await k.call('demo.user', 'DELETE', `/eletters/letters/${letter.letterId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('must be kept until');
    expect(refused.json().message).toContain('12 CFR 1002.12(b)');
    expect((await k.audit('letter.deleted', letter.letterId))[0]).toMatchObject({ outcome: 'failure', details: { status: 409 } });
    expect(await k.t.database.db.select().from(eletterLetters).where(eq(eletterLetters.id, letter.letterId))).toHaveLength(1);

    // made 26 months ago
    await k.t.database.db.update(eletterLetters).set({ createdAt: sql`now() - interval '26 months'` }).where(eq(eletterLetters.id, letter.letterId));
    const deleted = await k.call('demo.user', 'DELETE', `/eletters/letters/${letter.letterId}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await k.t.database.db.select().from(eletterLetters).where(eq(eletterLetters.id, letter.letterId))).toEqual([]);
  });

  it('keeps a letter whole when its template is deleted', async () => {
    const { inquiryId } = await order('thin');
    const created = await k.call('demo.admin', 'POST', '/eletters', { eletterName: 'Short-lived', eletterType: 'DAC', scoreType: 'credit', body: 'Dear {{consumer.name}}, we offer less.' });
    const eletterId = created.json().eletter.eletterId;
    const letter = (await build('demo.user', request(inquiryId, { eletterId, decision: 'counteroffer' }))).json() as Letter;
    expect((await k.call('demo.admin', 'DELETE', `/eletters/${eletterId}`)).statusCode).toBe(200);
    const kept = (await k.call('demo.user', 'GET', `/eletters/letters/${letter.letterId}`)).json();
    expect(kept).toMatchObject({ eletterId: null, eletterName: 'Short-lived', eletterType: 'DAC', body: letter.body, disclosures: letter.disclosures });
  });
});
