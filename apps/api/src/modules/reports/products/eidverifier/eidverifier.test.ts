import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { EIDV_STATUS_INFO, type EidVerifierReport, type EidVerifierResponse, eidVerifierResponseSchema } from '@creditdesk/contracts';
import { auditEvents } from '../../../../db/schema/index.js';
import { createSandboxEidVerifier } from './eidverifier.sandbox.js';
import { questionsOf } from './eidverifier-questions.sandbox.js';
import { eidRequest, identityFile, itRefusesWithoutTheRegistration } from '../../../../testing/eid-requests.js';
import { expectPdfDownload, itRefuses, itRefusesACompanyNotHoldingIt, productOrderKit, type RefusalCase } from '../../../../testing/product-order-kit.js';
import { pdfFlowText } from '../../pdf/poppler.js';

const kit = productOrderKit({ product: 'eidverifier', pdfPath: 'eidv', source: createSandboxEidVerifier(), call: 'startVerification' });
const { order, pdfOf, inquiry, as } = kit;

const ellison = identityFile('ELLISON');
const ordered = async (body: unknown = eidRequest(ellison)): Promise<EidVerifierResponse> => {
  const res = await order(body);
  expect(res.statusCode, res.body).toBe(200);
  return eidVerifierResponseSchema.parse(res.json());
};
const reportOf = (res: EidVerifierResponse): EidVerifierReport => res.dataSourceResponse.value.eidVerifierReport;
const answer = (inquiryId: string, answers: unknown, user = 'demo.user') =>
  kit.t.app.inject({ method: 'POST', url: `/api/idfc/reports/eidverifier/${inquiryId}/answers`, payload: { answers } as object, headers: as(user) });
/** the persona's answers: right, or with `wrong` of them wrong. */
const answersFor = (ssn: string, wrong = 0) =>
  Object.entries(questionsOf(ssn).answerKey).map(([questionId, choiceId], i) => ({ questionId, choiceId: i < wrong ? (choiceId === 'e' ? 'a' : 'e') : choiceId }));

describe('ordering an eIDverifier', () => {
  it('gives the same 4 questions for the same persona, never their answers; stored and billed once', async () => {
    const first = await ordered(eidRequest(ellison, {}, { reference: 'APP-9' }));
    const r = reportOf(first);
    expect(r).toMatchObject({ status: 'questions', maxAttempts: 2, attempts: [], subject: { firstName: 'MARGARET', ssnMasked: '***-**-1001' } });
    expect(r.questions).toHaveLength(4);
    for (const q of r.questions) expect(q.choices.map((c) => c.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(reportOf(await ordered()).questions).toEqual(r.questions);
    expect(JSON.stringify(first)).not.toMatch(/answerKey/);
    expect(await inquiry(first.inquiryId)).toMatchObject({ product: 'eidverifier', productCode: 'EIDV', status: 'Completed', customerReferenceNumber: 'APP-9' });
    // My Reports' stored report: the key stays on the server there too
    const stored = await kit.t.app.inject({ method: 'GET', url: `/api/reportinquiries/extract/${first.inquiryId}/details`, headers: as('demo.user') });
    expect(stored.statusCode).toBe(200);
    expect(stored.body).toContain(r.questions[0].text);
    expect(stored.body).not.toMatch(/answerKey/);
  });

  it('verifies right answers (one wrong allowed), audited; the verification is then over (409)', async () => {
    const res = await ordered();
    // My Reports tells a verification never answered from a verified one, both "Completed" orders (issue 33)
    const listed = async () => (await kit.t.app.inject({ method: 'GET', url: `/api/reportinquiries/extract/${res.inquiryId}/details`, headers: as('demo.user') })).json().item;
    expect(await listed()).toMatchObject({ status: 'Completed', outcome: { label: EIDV_STATUS_INFO.questions.label, level: 'neutral' } });
    const ok = await answer(res.inquiryId, answersFor(ellison.ssn, 1));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await listed()).toMatchObject({ status: 'Completed', outcome: { label: 'Verified', level: 'good' } });
    const r = reportOf(eidVerifierResponseSchema.parse(ok.json()));
    expect(r.status).toBe('verified');
    expect(r.attempts).toEqual([{ answeredAt: expect.any(String), correct: 3, total: 4 }]);
    const [event] = await kit.t.database.db.select().from(auditEvents).where(and(eq(auditEvents.targetId, res.inquiryId), eq(auditEvents.action, 'report.eidverifier.answered')));
    expect(event).toMatchObject({ outcome: 'success', actorUsername: 'demo.user', details: { attempt: 1, correct: 3, total: 4, status: 'verified' } });
    const again = await answer(res.inquiryId, answersFor(ellison.ssn));
    expect(again.statusCode).toBe(409);
  });

  it('gives a second attempt after wrong answers, then not verified', async () => {
    const res = await ordered();
    const first = reportOf(eidVerifierResponseSchema.parse((await answer(res.inquiryId, answersFor(ellison.ssn, 2))).json()));
    expect(first).toMatchObject({ status: 'questions', attempts: [{ correct: 2, total: 4 }] });
    const second = reportOf(eidVerifierResponseSchema.parse((await answer(res.inquiryId, answersFor(ellison.ssn, 4))).json()));
    expect(second).toMatchObject({ status: 'not-verified', attempts: [{ correct: 2 }, { correct: 0 }] });
    expect((await inquiry(res.inquiryId)).outcome).toBe('not-verified');
  });

  it('answers too many attempts for an identity asked too often, and no record for one without a file: no questions', async () => {
    expect(reportOf(await ordered(eidRequest(identityFile('VOSS'))))).toMatchObject({ status: 'too-many-attempts', questions: [] });
    const none = await ordered(eidRequest({ ...ellison, lastName: 'NOBODY', ssn: '123459999' }));
    expect(reportOf(none)).toMatchObject({ status: 'no-record', questions: [] });
    expect((await inquiry(none.inquiryId)).status).toBe('No Hit');
    expect((await answer(none.inquiryId, [{ questionId: 'q1', choiceId: 'a' }])).statusCode).toBe(409);
  });
});

describe('refused answers', () => {
  it('refuses incomplete, repeated and unknown answers with 400, changing nothing', async () => {
    const res = await ordered();
    const right = answersFor(ellison.ssn);
    for (const [answers, message] of [
      [right.slice(1), /question q1 is not answered/],
      [[...right, right[0]], /answered only once/],
      [right.map((a, i) => (i === 0 ? { ...a, choiceId: 'z' } : a)), /'z' is not a choice of question q1/],
      [[], /answer every question/],
    ] as const) {
      const r = await answer(res.inquiryId, answers);
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().message).toMatch(message);
    }
    expect(reportOf(eidVerifierResponseSchema.parse((await answer(res.inquiryId, right)).json())).attempts).toHaveLength(1);
  });

  it("answers another company's verification, an unknown one and another product's report as missing (404)", async () => {
    const res = await ordered();
    expect((await answer(res.inquiryId, answersFor(ellison.ssn), 'other.admin')).statusCode).toBe(404);
    expect((await answer('00000000-0000-4000-8000-000000000000', answersFor(ellison.ssn))).statusCode).toBe(404);
    expect(reportOf(eidVerifierResponseSchema.parse((await answer(res.inquiryId, answersFor(ellison.ssn))).json())).status).toBe('verified');
  });
});

describe('refused orders', () => {
  const cases: RefusalCase[] = [
    ['an account number of another company', () => eidRequest(ellison, {}, { accountNumber: '200300400' }), 400, /accountNumber/],
    ['a missing last name', () => eidRequest(ellison, { lastName: '' }), 400, /lastName is required/],
    ['a date of birth in the future', () => eidRequest(ellison, { dateOfBirth: '2999-01-01' }), 400, /dateOfBirth/],
  ];
  itRefuses(kit, cases);
  itRefusesACompanyNotHoldingIt(kit, () => eidRequest(ellison, {}, { accountNumber: '200300400' }), /eIDverifier/);

  itRefusesWithoutTheRegistration(kit, 'eidVerifier', 'eIDverifier', () => eidRequest(ellison));
});

describe('the eIDverifier PDF', () => {
  it('holds the outcome, the attempts and the questions (never the answers), under eIDverifier_report.pdf', async () => {
    const res = await ordered();
    await answer(res.inquiryId, answersFor(ellison.ssn));
    const pdf = await pdfOf(res.inquiryId);
    await expectPdfDownload(kit, pdf, res.inquiryId, 'eIDverifier_report.pdf');
    const text = pdfFlowText(pdf.rawPayload);
    expect(text).toContain('MARGARET ELLISON');
    expect(text).toContain(EIDV_STATUS_INFO.verified.label.toUpperCase());
    expect(text).toContain('4 of 4');
    expect(text).toContain(reportOf(res).questions[0].text);
    expect(text).toContain('***-**-1001');
    expect((await pdfOf(res.inquiryId, 'other.admin')).statusCode).toBe(404);
  });
});
