import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsumerReportResponse, consumerReportResponseSchema } from '@creditdesk/contracts';
import { reportInquiries } from '../../db/schema/index.js';
import type { ConsumerBureau, ConsumerReportPull } from '../../datasources/consumer-bureau.js';
import { createSandboxBureau } from '../../datasources/sandbox/sandbox-bureau.js';
import { SANDBOX_PERSONAS } from '../../datasources/sandbox/personas.js';
import { consumerRequest } from '../../testing/consumer-requests.js';
import { type TestApp, bearer, createTestApp } from '../../testing/test-app.js';

/*
 * Names as real people write them (issue 27): accepted through the real order route, stored in NFC,
 * and given to the bureau as typed plus the declared ASCII form; a PDF of such a name renders.
 */

/** The sandbox bureau, keeping every pull it is asked for. */
function recordingBureau() {
  const sandbox = createSandboxBureau();
  const pulls: ConsumerReportPull[] = [];
  const bureau: ConsumerBureau = {
    name: 'sandbox',
    pullConsumerReport(request) {
      pulls.push(structuredClone(request));
      return sandbox.pullConsumerReport(request);
    },
  };
  return { bureau, pulls };
}

const persona = (key: string) => SANDBOX_PERSONAS.find((p) => p.key === key)!;
const ADDRESS = { line1: '1200 Pine Ridge Rd', city: 'Boise', state: 'ID', zip: '83702' };

let t: TestApp;
let recording: ReturnType<typeof recordingBureau>;
let token = '';
beforeAll(async () => {
  recording = recordingBureau();
  t = await createTestApp({}, undefined, { bureau: recording.bureau });
  token = (await t.login('demo.user')).access_token;
});
afterAll(() => t?.close());

const order = (body: unknown) => t.app.inject({ method: 'POST', url: '/api/consumers/reports/acrov6', payload: body as object, headers: bearer({ access_token: token }) });
const ordered = async (body: unknown): Promise<ConsumerReportResponse> => {
  const res = await order(body);
  expect(res.statusCode, res.body).toBe(200);
  return consumerReportResponseSchema.parse(res.json());
};
const storedName = async (inquiryId: string) => (await t.database.db.select({ name: reportInquiries.consumerName }).from(reportInquiries).where(eq(reportInquiries.id, inquiryId)))[0].name;
const inquiryCount = async () => Number((await t.database.db.select({ n: count() }).from(reportInquiries))[0].n);
const primaryReport = (res: ConsumerReportResponse) => res.dataSourceResponse.value.consumers.acrov6USConsumerCreditReport![0];

describe('a consumer named as real people write names', () => {
  it('orders a report for José García: stored in NFC, the bureau given the name as typed and its ASCII form', async () => {
    const decomposedJose = 'Jose\u0301'; // e + COMBINING ACUTE ACCENT, as some exports write é
    const res = await ordered(consumerRequest({ firstName: decomposedJose, lastName: 'García', ssn: '123-45-6001', dateOfBirth: '1984-03-09', address: ADDRESS }));
    expect(await storedName(res.inquiryId)).toBe('José García');
    const pull = recording.pulls.at(-1)!;
    expect(pull.applicants[0]).toMatchObject({ firstName: 'José', lastName: 'García', asciiName: { firstName: 'Jose', middleName: '', lastName: 'Garcia' } });
    expect(pull.applicants[0].firstName).toBe('José'.normalize('NFC'));
    // the bureau files the ASCII form
    expect(primaryReport(res).subject).toMatchObject({ firstName: 'JOSE', lastName: 'GARCIA' });
    const details = await t.app.inject({ method: 'GET', url: `/api/reportinquiries/extract/${res.inquiryId}/details`, headers: bearer({ access_token: token }) });
    expect(details.json()).toMatchObject({ item: { consumerName: 'José García' } });
  });

  it('matches a persona by its name written with accents (the sandbox compares the ASCII form): no AKA is added', async () => {
    const sofia = persona('initialFraud');
    const plain = primaryReport(await ordered(consumerRequest(sofia)));
    const accented = primaryReport(await ordered(consumerRequest({ ...sofia, firstName: 'Sofía', lastName: 'Márquez' })));
    expect(accented.names).toEqual(plain.names);
    expect(accented.names.filter((n) => n.type === 'aka')).toEqual([]);
    expect(accented.subject).toMatchObject({ firstName: 'SOFIA', lastName: 'MARQUEZ' });
  });

  it('orders for a name with no ASCII form: the bureau is told so (asciiName null) and files it as given', async () => {
    const res = await ordered(consumerRequest({ firstName: 'Александр', lastName: 'Μαρία', ssn: '123-45-6002', dateOfBirth: '1990-01-02', address: ADDRESS }));
    expect(recording.pulls.at(-1)!.applicants[0]).toMatchObject({ firstName: 'Александр', lastName: 'Μαρία', asciiName: null });
    expect(primaryReport(res).subject).toMatchObject({ firstName: 'АЛЕКСАНДР', lastName: 'ΜΑΡΊΑ' });
    expect(await storedName(res.inquiryId)).toBe('Александр Μαρία');
  });

  it.each([
    ['digits only', '12345'],
    ['a digit in the name', 'Jos3'],
    ['a control character', 'Jo\u0007se'],
    ['punctuation only', '--'],
  ])('refuses %s with 400 naming the field, nothing stored and the bureau never called', async (_what, firstName) => {
    const [inquiries, pulls] = [await inquiryCount(), recording.pulls.length];
    const res = await order(consumerRequest({ firstName, lastName: 'García', ssn: '123-45-6003', dateOfBirth: '1984-03-09', address: ADDRESS }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('firstName may hold letters, spaces, apostrophes, dots and dashes');
    expect(await inquiryCount()).toBe(inquiries);
    expect(recording.pulls.length).toBe(pulls);
  });

  it('renders the PDF of a report for Nguyễn Văn Thành (the standard fonts cannot draw every letter; nothing breaks)', async () => {
    const res = await ordered(consumerRequest({ firstName: 'Nguyễn Văn', lastName: 'Thành', ssn: '123-45-6004', dateOfBirth: '1979-05-30', address: ADDRESS }));
    const pdf = await t.app.inject({ method: 'POST', url: '/api/pdfs/consumercredit/download', payload: { inquiryId: res.inquiryId }, headers: bearer({ access_token: token }) });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cd-names-pdf-')), 'r.pdf');
    fs.writeFileSync(file, pdf.rawPayload);
    // pdftotext exits non-zero (execFileSync throws) on a broken file
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('***-**-6004');
    expect(text).toContain('NGUYEN VAN THANH');
  });
});
