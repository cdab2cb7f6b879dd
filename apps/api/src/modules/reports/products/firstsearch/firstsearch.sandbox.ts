import type { FirstSearchCandidate, FirstSearchCriteria, FirstSearchDataSourceResponse, FirstSearchMatch } from '@creditdesk/contracts';
import { FIRST_SEARCH_MATCHES, maskSsn } from '@creditdesk/contracts';
import { IdempotentAnswers } from '../../../../datasources/sandbox/idempotent-answers.js';
import { normalizeName } from '../../../../datasources/sandbox/identity.js';
import { FIRST_SEARCH_FAILING_SSN, FIRST_SEARCH_FILES, type FileOnRecord } from './firstsearch-files.sandbox.js';
import { type FirstSearchDataSource, FirstSearchUnavailableError } from './firstsearch.port.js';
export * from './firstsearch.port.js';

const same = (a: string | undefined, b: string) => a !== undefined && a.toUpperCase() === b.toUpperCase();
/** Names compare as the bureau files them (ASCII capitals: 'José' finds JOSE). */
const sameName = (a: string | undefined, b: string) => a !== undefined && normalizeName(a) === normalizeName(b);

/** What one file matches of the criteria, and how strongly (0 when nothing). */
function matchOf(file: FileOnRecord, c: FirstSearchCriteria): { score: number; matched: FirstSearchMatch[] } {
  const matched = new Set<FirstSearchMatch>();
  let score = 0;
  if (c.ssn && c.ssn === file.ssn) {
    matched.add('ssn');
    score = 98;
  }
  if (c.phone && c.phone === file.phone) {
    matched.add('phone');
    score = Math.max(score, 85);
  }
  const current = file.addresses.find((a) => a.current) ?? file.addresses[0];
  const a = c.address;
  const atAddress = Boolean(a && file.addresses.some((f) => (a.zip ? a.zip.slice(0, 5) === f.zip : same(a.city, f.city) && same(a.state, f.state))));
  if (c.lastName && sameName(c.lastName, file.lastName) && atAddress) {
    matched.add('address');
    // the full name scores highest; the same initial or surname only at the address less
    if (sameName(c.firstName, file.firstName)) {
      matched.add('name');
      score = Math.max(score, same(a?.zip?.slice(0, 5), current.zip) ? 95 : 90);
    } else score = Math.max(score, normalizeName(c.firstName ?? '')[0] === file.firstName[0] ? 74 : 58);
  }
  return { score, matched: FIRST_SEARCH_MATCHES.filter((m) => matched.has(m)) };
}

const candidateOf = (file: FileOnRecord, score: number, matched: FirstSearchMatch[]): FirstSearchCandidate => ({
  candidateId: file.candidateId,
  name: { firstName: file.firstName, middleName: file.middleName ?? null, lastName: file.lastName, suffix: file.suffix ?? null },
  ssnMasked: maskSsn(file.ssn),
  birthYear: Number(file.dateOfBirth.slice(0, 4)),
  phone: file.phone ?? null,
  addresses: file.addresses,
  matchScore: score,
  matched,
});

/** The candidates on file for the criteria, best first (then by name). */
export function firstSearchCandidates(criteria: FirstSearchCriteria): FirstSearchCandidate[] {
  return FIRST_SEARCH_FILES.map((file) => ({ file, ...matchOf(file, criteria) }))
    .filter((m) => m.score > 0)
    .sort((x, y) => y.score - x.score || x.file.firstName.localeCompare(y.file.firstName))
    .map((m) => candidateOf(m.file, m.score, m.matched));
}

const criteriaEcho = (c: FirstSearchCriteria) => ({
  name: c.firstName || c.lastName ? [c.firstName, c.lastName].filter(Boolean).join(' ').toUpperCase() : null,
  address: c.address?.line1 ? [c.address.line1, c.address.city, [c.address.state, c.address.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ') : null,
  phone: c.phone ?? null,
  ssnMasked: c.ssn ? maskSsn(c.ssn) : null,
});

/**
 * The sandbox: the documented files (docs/products/firstsearch.md), searched as the criteria say;
 * the SSN 123-45-9999 stands for the search being down (a data-source failure).
 */
export function createSandboxFirstSearch(options: { now?: () => Date } = {}): FirstSearchDataSource {
  const now = options.now ?? (() => new Date());
  const answered = new IdempotentAnswers<FirstSearchDataSourceResponse>();
  return {
    name: 'sandbox',
    async search({ criteria, idempotencyKey }) {
      if (criteria.ssn === FIRST_SEARCH_FAILING_SSN) throw new FirstSearchUnavailableError();
      return answered.once(idempotencyKey, () => ({
        value: { firstSearchReport: { identifier: 'current', criteria: criteriaEcho(criteria), candidates: firstSearchCandidates(criteria), searchedAt: now().toISOString() } },
        errors: [],
        status: 200,
      }));
    },
  };
}
