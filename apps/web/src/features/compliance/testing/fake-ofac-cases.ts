import { type OfacCandidate, type OfacCase, type OfacReport, ofacCaseDecisionSchema, ofacReportDueOn } from '@creditdesk/contracts';
import { type FakeRequest, errorBody, fakeApi, json } from '../../../testing/fake-api';

export const CASES = '/api/compliance/ofac/cases';
export const CASE_ID = '3d1e6a52-7c1b-4d8e-9f60-1a2b3c4d5e6f';
export const OTHER_CASE_ID = '4e2f7b63-8d2c-4e9f-8a71-2b3c4d5e6f70';
export const SCREEN_ID = '6f1c2a3b-4d5e-4f60-8a71-92b3c4d5e6f7';
export const decisionPath = (caseId = CASE_ID) => `${CASES}/${caseId}/decision`;
export const detailsPath = (inquiryId = SCREEN_ID) => `/api/reportinquiries/extract/${inquiryId}/details`;

export const GUZMAN: OfacCandidate = {
  entNum: 6861,
  listedName: 'GUZMAN LOERA, Joaquin',
  type: 'individual',
  programs: ['SDNTK', 'ILLICIT-DRUGS-EO14059'],
  score: 1,
  nameScore: 1,
  matchedName: 'GUZMAN LOERA, Joaquin',
  matchedAs: 'name',
  reasons: ['Every name of the query matches the listed name exactly'],
  birthDates: ['04 Apr 1954', '25 Dec 1954'],
  countries: ['Mexico'],
  addresses: ['Culiacan, Sinaloa, Mexico'],
  aliases: ['EL CHAPO'],
  remarks: 'DOB 04 Apr 1954; alt. DOB 25 Dec 1954; POB Sinaloa, Mexico; nationality Mexico.',
};

export const GUZMAN_ALIAS: OfacCandidate = {
  ...GUZMAN,
  entNum: 9920,
  listedName: 'GUZMAN LOERA, Arturo',
  programs: ['SDNTK'],
  score: 0.91,
  nameScore: 0.91,
  matchedName: 'GUZMAN, Arturo',
  matchedAs: 'aka',
  reasons: ['Two of three names match; the first name differs'],
  birthDates: [],
  countries: [],
};

export function makeCase(overrides: Partial<OfacCase> = {}): OfacCase {
  return {
    id: CASE_ID,
    inquiryId: SCREEN_ID,
    subjectName: 'Joaquin Guzman Loera',
    candidateCount: 2,
    bestScore: 1,
    openedAt: '2026-11-20T14:05:00.000Z',
    openedBy: 'demo.user',
    status: 'open',
    decision: null,
    reportDueOn: null,
    ...overrides,
  };
}

export function makeOfacReport(candidates: OfacCandidate[] = [GUZMAN, GUZMAN_ALIAS]): OfacReport {
  return {
    identifier: 'OFAC-1',
    subject: { type: 'individual', name: 'Joaquin Guzman Loera', dateOfBirth: null, country: null },
    list: { id: 'sdn-1', publishedOn: '2026-11-18', loadedAt: '2026-11-19T08:00:00.000Z', entryCount: 18_000, aliasCount: 21_000 },
    threshold: 0.88,
    screenedAt: '2026-11-20T14:05:00.000Z',
    result: 'hit',
    candidates,
  };
}

/** The stored screen as GET …/details answers it. */
export function storedScreen(report = makeOfacReport()) {
  const dataSourceResponse = { value: { ofacReport: report }, errors: [], status: 200 };
  return {
    inquiryId: SCREEN_ID,
    product: 'ofac',
    createdAt: report.screenedAt,
    dataSourceResponse,
    formatedResponse: JSON.stringify({ dataSourceResponse }),
    item: {
      id: SCREEN_ID,
      product: 'ofac',
      productName: 'OFAC',
      consumerName: 'Joaquin Guzman Loera',
      coApplicantName: null,
      ssnMasked: '',
      customerReferenceNumber: 'demo.user',
      accountNumber: '100200300',
      permissiblePurpose: '',
      userName: 'demo.user',
      status: 'Completed',
      createdAt: report.screenedAt,
    },
  };
}

type CasesServerOptions = {
  cases?: OfacCase[];
  /** GET …/cases answers this status (403: the caller lacks securityadmin). */
  listStatus?: number;
  /** the stored screen: its report, or the status the server refuses it with. */
  screen?: OfacReport | number;
  /** a decision answers this instead of being recorded (403, 500, or a 400 body's fields). */
  decide?: (request: FakeRequest) => Response | undefined;
  /** who decides in this fake (the session's user). */
  decider?: string;
};

/** A 400 naming fields, as the server words it. */
export const fieldErrors = (fields: { field: string; message: string }[]) =>
  json({ status: 400, message: `Invalid request: ${fields.map((f) => `${f.field}: ${f.message}`).join('; ')}`, correlationId: 'x', additionalErrorDetails: { fields } }, 400);
const fieldError = (field: string, message: string) => fieldErrors([{ field, message }]);

/**
 * A fake of the review-case calls as the server answers them: the list (open first, ?status=), a
 * decision recorded once (409 after; 400 naming the field for a bad body or an entry that is not a
 * candidate), and the stored screen's report.
 */
export function casesServer({ cases = [makeCase()], listStatus = 200, screen = makeOfacReport(), decide, decider = 'demo.admin' }: CasesServerOptions = {}) {
  let stored = structuredClone(cases);
  const server = fakeApi((request) => {
    const path = request.url.pathname;
    if (path === CASES) {
      if (listStatus !== 200) return errorBody(listStatus, listStatus === 403 ? 'You are not allowed to do this' : 'Server error');
      const status = request.url.searchParams.get('status');
      const shown = stored.filter((c) => !status || c.status === status);
      return json({ cases: [...shown.filter((c) => c.status === 'open'), ...shown.filter((c) => c.status !== 'open')] });
    }
    if (path.startsWith('/api/reportinquiries/extract/')) {
      if (typeof screen === 'number') return errorBody(screen, screen === 403 ? 'You may only open the reports you ran' : 'Report not found');
      return json(storedScreen(screen));
    }
    const decided = /^\/api\/compliance\/ofac\/cases\/([^/]+)\/decision$/.exec(path);
    if (decided && request.method === 'POST') {
      const refusal = decide?.(request);
      if (refusal) return refusal;
      const found = stored.find((c) => c.id === decided[1]);
      if (!found) return errorBody(404, 'Review case not found');
      if (found.status !== 'open') return errorBody(409, `The case was already ${found.status} by ${found.decision?.by ?? 'another user'}`);
      const body = ofacCaseDecisionSchema.safeParse(JSON.parse(request.body));
      if (!body.success) return fieldError(`body.${body.error.issues[0].path.join('.')}`, body.error.issues[0].message);
      const candidates = typeof screen === 'number' ? [] : screen.candidates.map((c) => c.entNum);
      if (body.data.decision === 'confirmed' && !candidates.includes(body.data.entNum ?? -1)) return fieldError('body.entNum', `entry ${body.data.entNum} is not a candidate of this screen`);
      const now = new Date();
      const updated: OfacCase = {
        ...found,
        status: body.data.decision,
        decision: { by: decider, at: now.toISOString(), reason: body.data.reason, entNum: body.data.entNum ?? null },
        reportDueOn: body.data.decision === 'confirmed' ? ofacReportDueOn(now) : null,
      };
      stored = stored.map((c) => (c.id === found.id ? updated : c));
      return json(updated);
    }
    return errorBody(404, 'not found');
  });
  return {
    ...server,
    /** another user decides a case behind this one's back. */
    decideElsewhere: (caseId: string, update: Partial<OfacCase>) => {
      stored = stored.map((c) => (c.id === caseId ? { ...c, ...update } : c));
    },
    decisions: () => server.calls.filter((c) => c.method === 'POST').map((c) => JSON.parse(c.body) as unknown),
  };
}
