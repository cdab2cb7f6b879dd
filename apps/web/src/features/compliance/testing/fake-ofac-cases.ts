import { type OfacCandidate, type OfacCase, type OfacReport, ofacCaseDecisionSchema, ofacCaseScreenSchema, ofacReportDueOn } from '@creditdesk/contracts';
import { type FakeRequest, errorBody, fakeApi, json } from '../../../testing/fake-api';

export const CASES = '/api/compliance/ofac/cases';
export const CASE_ID = '3d1e6a52-7c1b-4d8e-9f60-1a2b3c4d5e6f';
export const OTHER_CASE_ID = '4e2f7b63-8d2c-4e9f-8a71-2b3c4d5e6f70';
export const SCREEN_ID = '6f1c2a3b-4d5e-4f60-8a71-92b3c4d5e6f7';
export const decisionPath = (caseId = CASE_ID) => `${CASES}/${caseId}/decision`;
export const casePath = (caseId = CASE_ID) => `${CASES}/${caseId}`;

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

type CasesServerOptions = {
  cases?: OfacCase[];
  /** GET …/cases and GET …/cases/:caseId answer this status (403: the caller lacks securityadmin). */
  refuse?: number;
  /** the report of the screen every case belongs to. */
  screen?: OfacReport;
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
 * A fake of the review-case calls as the server answers them: the list (open first, ?status=), one
 * case with its screen, and a decision recorded once (409 after; 400 naming the field for a bad body
 * or an entry that is not a candidate).
 */
export function casesServer({ cases = [makeCase()], refuse, screen = makeOfacReport(), decide, decider = 'demo.admin' }: CasesServerOptions = {}) {
  let stored = structuredClone(cases);
  const server = fakeApi((request) => {
    const path = request.url.pathname;
    const one = /^\/api\/compliance\/ofac\/cases\/([^/]+)$/.exec(path);
    if (refuse && request.method === 'GET' && (path === CASES || one)) return errorBody(refuse, refuse === 403 ? 'You are not allowed to do this' : 'Server error');
    if (path === CASES) {
      const status = request.url.searchParams.get('status');
      const shown = stored.filter((c) => !status || c.status === status);
      return json({ cases: [...shown.filter((c) => c.status === 'open'), ...shown.filter((c) => c.status !== 'open')] });
    }
    if (one && request.method === 'GET') {
      const found = stored.find((c) => c.id === one[1]);
      return found ? json({ case: found, screen: ofacCaseScreenSchema.parse(screen) }) : errorBody(404, 'Review case not found');
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
      const candidates = screen.candidates.map((c) => c.entNum);
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
