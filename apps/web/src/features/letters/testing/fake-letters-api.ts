import {
  ELETTER_MESSAGES,
  LETTER_MESSAGES,
  SANDBOX_BUREAU,
  SANDBOX_SCORE_MODEL_NAME,
  adverseActionDisclosures,
  eletterDeletedMessage,
  fillLetter,
  formatLetterDate,
  isAdverseEletterType,
  knownKeyFactors,
  letterBodyProblems,
  letterDueDate,
  letterRetainUntil,
  mergeFieldsIn,
  parseLetterBody,
  type Eletter,
  type EletterType,
  type Letter,
  type LetterSettings,
  type LetterSummary,
  type ReasonCode,
  type ScoreType,
} from '@creditdesk/contracts';
import { fakeApi, json, type FakeRequest } from '../../../testing/fake-api';
import { INQUIRY_ID, makeCoApplicantReport, makeCreditReport, makeDsr, makeInquiryItem, makeOrderResponse } from '../../../reports/testing/report-fixtures';
import { todayIso } from '../letter-deadline';

export const TEMPLATES = '/api/eletters/customers/c-1';
export const DELETE_TEMPLATES = '/api/eletters/delete';
export const CREATE_TEMPLATE = '/api/eletters';
export const REASON_CODES = '/api/eletters/customers/c-1/reasoncodes';
export const SETTINGS = '/api/eletters/customers/c-1/settings';
export const PREVIEW = '/api/eletters/letters/preview';
export const LETTERS = '/api/eletters/letters';
export const TRACKER = '/api/eletters/letters/customers/c-1';
export const LETTER_PDF = '/api/pdfs/eletter/download';
export const REPORT = `/api/reportinquiries/extract/${INQUIRY_ID}/details`;

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const daysAgo = (n: number) => todayIso(new Date(Date.now() - n * 86_400_000));

export function makeTemplate(eletterName: string, overrides: Partial<Eletter> = {}, n = 1): Eletter {
  const eletterType: EletterType = overrides.eletterType ?? 'Declination';
  const scoreType: ScoreType = overrides.scoreType ?? 'credit';
  const body = overrides.body ?? 'Dear {{consumer.name}},\n\nWe cannot approve your application.\n\n{{decision.reasons}}';
  return {
    eletterId: uuid(n),
    eletterName,
    eletterType,
    scoreType,
    subject: 'Your application',
    language: 'en',
    body,
    mergeFields: mergeFieldsIn(body),
    needsScore: scoreType === 'credit',
    adverse: isAdverseEletterType(eletterType),
    createdBy: 'demo.admin',
    updatedBy: 'demo.admin',
    updatedAt: '2026-11-02T09:30:00.000Z',
    ...overrides,
  };
}

export const makeCode = (code: string, description: string, bureauFactorCodes: string[]): ReasonCode => ({ code, description, bureauFactorCodes, updatedBy: 'demo.admin', updatedAt: '2026-11-03T09:30:00.000Z' });

/** A declined applicant's file: a low score and five key factors (the fifth is inquiries, 08). */
export function storedReport(coApplicant = false) {
  const primary = makeCreditReport({
    score: {
      model: SANDBOX_SCORE_MODEL_NAME,
      value: 612,
      reasons: [
        { code: '02', text: 'Level of delinquency on accounts' },
        { code: '01', text: 'Amount owed on accounts is too high' },
        { code: '18', text: 'Number of accounts with delinquency' },
        { code: '14', text: 'Length of time accounts have been established' },
        { code: '08', text: 'Too many inquiries last 12 months' },
      ],
    },
  });
  const dsr = makeDsr('acrov6', coApplicant ? [primary, makeCoApplicantReport()] : [primary]);
  const createdAt = new Date(Date.now() - 3 * 86_400_000).toISOString();
  return { ...makeOrderResponse('acrov6', dsr), createdAt, item: makeInquiryItem({ createdAt, coApplicantName: coApplicant ? 'EMILY CARTER' : null }) };
}

const fail = (status: number, message: string, fields?: { field: string; message: string }[]) =>
  json({ status, message, correlationId: 'test-correlation', additionalErrorDetails: { correlationId: 'test-correlation', ...(fields ? { fields } : {}) } }, status);

type Options = { templates?: Eletter[]; codes?: ReasonCode[]; letters?: LetterSummary[]; coApplicant?: boolean; settingsComplete?: boolean };

/** A fake letters service behaving like the server's: templates, reason codes, settings, a stored report, letters and the tracker. */
export function lettersApi({ templates: initial = [], codes: initialCodes = [], letters: initialLetters = [], coApplicant = false, settingsComplete = true }: Options = {}) {
  let templates = [...initial];
  let codes = [...initialCodes];
  const letters: Letter[] = [];
  const summaries: LetterSummary[] = [...initialLetters];
  let n = 100;
  const settings: LetterSettings = { companyName: 'Demo Lending', address: settingsComplete ? ['100 Main Street', 'Columbus, OH 43215'] : [], phone: '1-800-555-0100', regulator: 'ftc', complete: settingsComplete };
  const body = (call: FakeRequest) => JSON.parse(call.body || '{}') as Record<string, unknown>;
  const report = storedReport(coApplicant);

  const buildLetter = (b: Record<string, unknown>): Letter | Response => {
    const template = templates.find((t) => t.eletterId === b.eletterId);
    if (!template) return fail(404, ELETTER_MESSAGES.notFound);
    const reasons = ((b.reasonCodes as string[] | undefined) ?? []).map((c) => codes.find((x) => x.code === c)!).filter(Boolean);
    const adverse = template.adverse && (b.decision === 'declined' || b.decision === 'counteroffer');
    if (adverse && reasons.length === 0) return fail(400, LETTER_MESSAGES.noReasons);
    const primary = report.dataSourceResponse.value.consumers.acrov6USConsumerCreditReport![0];
    const keyFactors = primary.score.reasons;
    const values = {
      'consumer.name': 'Margaret Ellison',
      'consumer.address': ['2847 Linden Ave', 'Evanston, IL 60201'],
      'decision.reasons': reasons.map((r) => r.description),
      'company.name': settings.companyName,
      'company.phone': settings.phone,
      score: String(primary.score.value),
    };
    const decisionDate = String(b.decisionDate);
    const letterDate = todayIso();
    return {
      letterId: uuid((n += 1)),
      inquiryId: INQUIRY_ID,
      applicant: (b.applicant as 'primary' | 'coapplicant') ?? 'primary',
      consumerName: 'Margaret Ellison',
      productName: 'Consumer Credit Report',
      eletterId: template.eletterId,
      eletterName: template.eletterName,
      eletterType: template.eletterType,
      decision: b.decision as Letter['decision'],
      adverse,
      decisionDate,
      letterDate,
      dueDate: adverse ? letterDueDate(decisionDate) : null,
      status: 'due',
      sentOn: null,
      overdue: false,
      createdBy: 'demo.admin',
      createdAt: new Date().toISOString(),
      retainUntil: letterRetainUntil(letterDate),
      letterhead: { company: { name: settings.companyName, address: settings.address, phone: settings.phone }, date: formatLetterDate(letterDate), recipient: { name: 'Margaret Ellison', address: ['2847 Linden Ave', 'Evanston, IL 60201'] } },
      subject: template.subject,
      language: template.language,
      body: fillLetter(parseLetterBody(template.body), values),
      disclosures: adverse
        ? adverseActionDisclosures({
            decision: b.decision as Letter['decision'],
            reasons: reasons.map((r) => r.description),
            agency: SANDBOX_BUREAU,
            score: { value: 612, range: { min: 300, max: 850 }, date: formatLetterDate(report.createdAt), model: SANDBOX_SCORE_MODEL_NAME, keyFactors },
            creditor: { name: settings.companyName, address: settings.address, phone: settings.phone },
            regulator: { name: 'Federal Trade Commission', address: ['600 Pennsylvania Avenue NW', 'Washington, DC 20580'] },
          })
        : [],
      score: { value: 612, min: 300, max: 850, model: SANDBOX_SCORE_MODEL_NAME, date: report.createdAt.slice(0, 10) },
      keyFactors,
      reasons: reasons.map((r) => ({ code: r.code, description: r.description })),
      bureau: { name: SANDBOX_BUREAU.name, address: [...SANDBOX_BUREAU.address], tollFreePhone: SANDBOX_BUREAU.tollFreePhone },
    };
  };

  const summaryOf = (l: Letter): LetterSummary => {
    const { letterhead: _h, subject: _s, body: _b, disclosures: _d, score: _sc, keyFactors: _k, reasons: _r, bureau: _bu, ...summary } = l;
    return summary;
  };

  const server = fakeApi((call) => {
    const { pathname } = call.url;
    const q = call.url.searchParams;
    if (pathname === TEMPLATES && call.method === 'GET') {
      const keywords = (q.get('keywords') ?? '').toLowerCase();
      const sort = (q.get('sortbyfield') ?? 'eletterName') as keyof Eletter;
      const order = q.get('sortorder') === 'desc' ? -1 : 1;
      const found = templates
        .filter((t) => !keywords || `${t.eletterName} ${t.eletterType} ${t.subject}`.toLowerCase().includes(keywords))
        .sort((a, b) => String(a[sort]).localeCompare(String(b[sort])) * order);
      if (q.get('all') === 'true') return json({ content: found, totalElements: found.length, pageNumber: 1, pageSize: found.length });
      const pageNumber = Number(q.get('pageNumber') ?? 1);
      const pageSize = Number(q.get('pageSize') ?? 10);
      return json({ content: found.slice((pageNumber - 1) * pageSize, pageNumber * pageSize), totalElements: found.length, pageNumber, pageSize });
    }
    if ((pathname === CREATE_TEMPLATE && call.method === 'POST') || (pathname.startsWith('/api/eletters/') && call.method === 'PUT' && !pathname.includes('/customers/') && !pathname.includes('/letters/'))) {
      const b = body(call);
      const id = pathname.split('/').at(-1)!;
      const problems = letterBodyProblems(String(b.body ?? ''));
      if (problems.length > 0) return fail(400, 'Request body is invalid', problems.map((p) => ({ field: `body.${p.field}`, message: p.message })));
      const name = String(b.eletterName);
      if (templates.some((t) => t.eletterName.toLowerCase() === name.toLowerCase() && t.eletterId !== id)) return fail(409, ELETTER_MESSAGES.nameTaken(name));
      const saved = makeTemplate(name, { eletterType: b.eletterType as EletterType, scoreType: b.scoreType as ScoreType, subject: String(b.subject ?? ''), body: String(b.body), eletterId: call.method === 'PUT' ? id : uuid((n += 1)) });
      templates = [...templates.filter((t) => t.eletterId !== saved.eletterId), saved];
      return json({ message: call.method === 'PUT' ? ELETTER_MESSAGES.updated(name) : ELETTER_MESSAGES.created(name), eletter: saved }, call.method === 'PUT' ? 200 : 201);
    }
    if (pathname.startsWith(`${TEMPLATES}/names/`) && call.method === 'GET') {
      const name = decodeURIComponent(pathname.split('/').at(-1)!).toLowerCase();
      const t = templates.find((x) => x.eletterName.toLowerCase() === name);
      return t ? json(t) : fail(404, ELETTER_MESSAGES.notFound);
    }
    if (pathname.startsWith('/api/eletters/') && call.method === 'DELETE' && !pathname.includes('/customers/')) {
      const id = pathname.split('/').at(-1)!;
      if (!templates.some((t) => t.eletterId === id)) return fail(404, ELETTER_MESSAGES.notFound);
      templates = templates.filter((t) => t.eletterId !== id);
      return json({ message: eletterDeletedMessage(1), deleted: 1 });
    }
    if (pathname === DELETE_TEMPLATES) {
      const ids = body(call).deleteList as string[];
      templates = templates.filter((t) => !ids.includes(t.eletterId));
      return json({ message: eletterDeletedMessage(ids.length), deleted: ids.length });
    }
    if (pathname === REASON_CODES && call.method === 'GET') return json({ content: [...codes].sort((a, b) => a.code.localeCompare(b.code)), keyFactors: knownKeyFactors() });
    if (pathname === REASON_CODES && call.method === 'POST') {
      const b = body(call) as { code: string; description: string; bureauFactorCodes: string[] };
      if (codes.some((c) => c.code.toUpperCase() === b.code.toUpperCase())) return fail(409, ELETTER_MESSAGES.reasonCodeExists(b.code));
      const code = makeCode(b.code, b.description, b.bureauFactorCodes ?? []);
      codes = [...codes, code];
      return json({ message: ELETTER_MESSAGES.reasonCodeCreated(b.code), reasonCode: code }, 201);
    }
    if (pathname.startsWith(`${REASON_CODES}/`)) {
      const code = decodeURIComponent(pathname.split('/').at(-1)!);
      if (call.method === 'DELETE') {
        codes = codes.filter((c) => c.code !== code);
        return json({ message: ELETTER_MESSAGES.reasonCodeDeleted(code) });
      }
      const b = body(call) as { description: string; bureauFactorCodes: string[] };
      const changed = makeCode(code, b.description, b.bureauFactorCodes);
      codes = codes.map((c) => (c.code === code ? changed : c));
      return json({ message: ELETTER_MESSAGES.reasonCodeUpdated(code), reasonCode: changed });
    }
    if (pathname === SETTINGS && call.method === 'GET') return json(settings);
    if (pathname === SETTINGS && call.method === 'PUT') {
      const b = body(call) as { address: string[]; phone: string; regulator: LetterSettings['regulator'] };
      Object.assign(settings, { address: b.address.filter(Boolean), phone: b.phone, regulator: b.regulator, complete: true });
      return json({ message: ELETTER_MESSAGES.settingsSaved, settings });
    }
    if (pathname === REPORT) return json(report);
    if (pathname === PREVIEW || (pathname === LETTERS && call.method === 'POST')) {
      const letter = buildLetter(body(call));
      if (letter instanceof Response) return letter;
      if (pathname === PREVIEW) return json(letter);
      letters.push(letter);
      summaries.push(summaryOf(letter));
      return json(letter, 201);
    }
    if (pathname === TRACKER) {
      const status = q.get('status') ?? 'due';
      const inquiryId = q.get('inquiryId');
      const found = summaries.filter((l) => (status === 'all' || l.status === status) && (!inquiryId || l.inquiryId === inquiryId));
      const due = summaries.filter((l) => l.status === 'due' && l.adverse);
      return json({ content: found, totalElements: found.length, pageNumber: 1, pageSize: 10, dueCount: due.length, overdueCount: due.filter((l) => l.overdue).length });
    }
    if (pathname.startsWith(`${LETTERS}/`) && call.method === 'PUT') {
      const id = pathname.split('/').at(-1)!;
      const { sentOn } = body(call) as { sentOn: string };
      const i = summaries.findIndex((l) => l.letterId === id);
      summaries[i] = { ...summaries[i], status: 'sent', sentOn, overdue: false };
      return json({ message: LETTER_MESSAGES.markedSent, letter: summaries[i] });
    }
    if (pathname === LETTER_PDF) return new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="eletter_template.pdf"' } });
    if (pathname.startsWith('/api/eletters/') && call.method === 'GET') {
      const t = templates.find((x) => x.eletterId === pathname.split('/').at(-1));
      return t ? json(t) : fail(404, ELETTER_MESSAGES.notFound);
    }
    return json({}, 404);
  });
  return { ...server, templates: () => templates, codes: () => codes, summaries: () => summaries };
}

/** A letter in the tracker: due (decided `decidedDaysAgo` days ago) or sent. */
export function makeSummary(consumerName: string, decidedDaysAgo: number, overrides: Partial<LetterSummary> = {}, n = 1): LetterSummary {
  const decisionDate = daysAgo(decidedDaysAgo);
  const dueDate = letterDueDate(decisionDate);
  return {
    letterId: uuid(500 + n),
    inquiryId: INQUIRY_ID,
    applicant: 'primary',
    consumerName,
    productName: 'Consumer Credit Report',
    eletterId: uuid(1),
    eletterName: 'Declined application',
    eletterType: 'Declination',
    decision: 'declined',
    adverse: true,
    decisionDate,
    letterDate: decisionDate,
    dueDate,
    status: 'due',
    sentOn: null,
    overdue: dueDate < todayIso(),
    createdBy: 'demo.admin',
    createdAt: `${decisionDate}T10:00:00.000Z`,
    retainUntil: letterRetainUntil(decisionDate),
    ...overrides,
  };
}
