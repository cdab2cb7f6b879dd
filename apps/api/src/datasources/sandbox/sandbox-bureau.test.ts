import { performance } from 'node:perf_hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COAPPLICANT_REPORT_ID,
  type ConsumerProduct,
  type CreditReport,
  PRIMARY_REPORT_ID,
  creditReportSchema,
  dataSourceResponseSchema,
  dataxReportSchema,
  reportListKey,
  splitConsumerResponse,
  twnSelectReportSchema,
} from '@creditdesk/contracts';
import type { ApplicantIdentity, ConsumerReportResult } from '../consumer-bureau.js';
import { SANDBOX_AS_OF } from './calendar.js';
import { PROFILES, type ProfileName, fileContext, generateFile } from './file-generator.js';
import { identityKey, normalizeApplicant } from './identity.js';
import { SANDBOX_PERSONAS } from './personas.js';
import { createSandboxBureau, sandboxFile } from './sandbox-bureau.js';
import { Rng } from './seeded-random.js';
import { ONEVIEW_CONNECTED, applicantOf, expectPlausible, pullOf, randomIdentities } from './test-support.js';

const bureau = createSandboxBureau();
const PRODUCTS: ConsumerProduct[] = ['acrov6', 'nal', 'oneviewplus'];
const persona = (key: string) => SANDBOX_PERSONAS.find((p) => p.key === key)!;
const withoutWrapper = ({ identifier: _i, product: _p, ...file }: CreditReport) => file;
const IDENTITIES = randomIdentities(500);
const FILES = IDENTITIES.map((a) => sandboxFile(a));

afterEach(() => vi.restoreAllMocks());

describe('determinism', () => {
  it('gives the same consumer the same report, byte for byte, from any bureau instance', async () => {
    for (const a of [...IDENTITIES.slice(0, 50), applicantOf(persona('thick')), applicantOf(persona('collections'))]) {
      const one = await createSandboxBureau().pullConsumerReport(pullOf('oneviewplus', a));
      const two = await createSandboxBureau().pullConsumerReport(pullOf('oneviewplus', a));
      expect(JSON.stringify(two)).toBe(JSON.stringify(one));
    }
  });

  it('does not depend on how the lender typed the name, SSN or address', () => {
    const a = IDENTITIES[0];
    const retyped: ApplicantIdentity = {
      ...a,
      firstName: `  ${a.firstName.toUpperCase()} `,
      lastName: a.lastName.toLowerCase(),
      ssn: `${a.ssn.slice(0, 3)}-${a.ssn.slice(3, 5)}-${a.ssn.slice(5)}`,
      address: { ...a.address, line1: a.address.line1.toUpperCase().replace('STREET', 'St.'), city: a.address.city.toUpperCase() },
    };
    expect(JSON.stringify(sandboxFile(retyped))).toBe(JSON.stringify(sandboxFile(a)));
  });

  it('gives different consumers different files', () => {
    const a = IDENTITIES[1];
    const base = JSON.stringify(sandboxFile(a).tradelines);
    expect(JSON.stringify(sandboxFile({ ...a, ssn: a.ssn === '222334444' ? '222334445' : '222334444' }).tradelines)).not.toBe(base);
    expect(JSON.stringify(sandboxFile({ ...a, firstName: 'Someoneelse' }).tradelines)).not.toBe(base);
    expect(JSON.stringify(sandboxFile({ ...a, dateOfBirth: '1970-01-01' }).tradelines)).not.toBe(base);
    const distinct = new Set(FILES.map((f) => JSON.stringify(f.tradelines)));
    expect(distinct.size).toBe(FILES.length);
  });

  it('keeps the history of a consumer who moved, with the new address as the current one', () => {
    const a = IDENTITIES[2];
    const moved = { ...a, address: { line1: '77 Ocean Ave', city: 'Santa Monica', state: 'CA', zip: '90401', country: 'US' as const } };
    const before = sandboxFile(a);
    const after = sandboxFile(moved);
    expect(after.tradelines).toEqual(before.tradelines);
    expect(after.addresses[0]).toMatchObject({ line1: '77 OCEAN AVE', city: 'SANTA MONICA', state: 'CA', zip: '90401', type: 'current' });
  });

  it('is as of 2026-11-01 by default, and another as-of date ages the file', () => {
    expect(SANDBOX_AS_OF.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    const a = IDENTITIES[3];
    const later = new Date(Date.UTC(2027, 4, 1));
    const aged = sandboxFile(a, later);
    expect(JSON.stringify(aged)).not.toBe(JSON.stringify(sandboxFile(a)));
    expectPlausible(aged, a, later);
    expect(JSON.stringify(sandboxFile(a, later))).toBe(JSON.stringify(aged));
  });

  it("does not depend on the server's time zone", () => {
    const before = IDENTITIES.slice(20, 30).map((a) => JSON.stringify(sandboxFile(a)));
    const tz = process.env.TZ;
    try {
      for (const zone of ['Pacific/Kiritimati', 'America/Adak']) {
        process.env.TZ = zone;
        expect(IDENTITIES.slice(20, 30).map((a) => JSON.stringify(sandboxFile(a)))).toEqual(before);
      }
    } finally {
      if (tz === undefined) delete process.env.TZ;
      else process.env.TZ = tz;
    }
  });

  it('never uses Math.random', async () => {
    vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random used');
    });
    await bureau.pullConsumerReport(pullOf('oneviewplus', IDENTITIES[4], { ...IDENTITIES[5], role: 'coapplicant' }));
    for (const p of SANDBOX_PERSONAS) sandboxFile(applicantOf(p));
  });
});

describe('every report is valid and consistent', () => {
  it('parses with creditReportSchema for 500 generated consumers, in every product', async () => {
    for (const [i, a] of IDENTITIES.entries()) {
      const product = PRODUCTS[i % 3];
      const res = await bureau.pullConsumerReport(pullOf(product, a));
      expect(res.reports).toHaveLength(1);
      creditReportSchema.parse(res.reports[0]);
      if (product === 'oneviewplus') {
        twnSelectReportSchema.parse(res.twnSelectReport![0]);
        dataxReportSchema.parse(res.dataxReport![0]);
      }
    }
  });

  it('holds together: dates, payment patterns, masked SSN, summary totals recomputed from the content', () => {
    for (const [i, f] of FILES.entries()) expectPlausible(f, IDENTITIES[i]);
  });

  it('spreads generated consumers over strong and weak files', () => {
    const scores = FILES.map((f) => f.score.value).filter((v): v is number => v !== null);
    expect(scores.length).toBeGreaterThan(450);
    expect(scores.filter((s) => s >= 760).length).toBeGreaterThan(50);
    expect(scores.filter((s) => s >= 670 && s < 760).length).toBeGreaterThan(50);
    expect(scores.filter((s) => s < 620).length).toBeGreaterThan(25);
    expect(FILES.some((f) => f.collections.length > 0)).toBe(true);
    expect(FILES.some((f) => f.publicRecords.length > 0)).toBe(true);
    expect(FILES.some((f) => f.tradelines.some((t) => t.paymentPattern.includes('G')))).toBe(true);
    expect(new Set(FILES.flatMap((f) => f.tradelines.map((t) => t.ecoa)))).toEqual(new Set(['I', 'J', 'A', 'C']));
    expect(new Set(FILES.flatMap((f) => f.tradelines.map((t) => t.loanType)))).toEqual(
      new Set(['Credit Card', 'Retail Card', 'Charge Card', 'Secured Credit Card', 'Auto Loan', 'Student Loan', 'Mortgage', 'FHA Mortgage', 'VA Mortgage', 'Personal Loan', 'HELOC']),
    );
  });

  it('gives a consumer under 18 (and 3 months) no file: a no-hit', () => {
    const f = sandboxFile({ ...IDENTITIES[6], dateOfBirth: '2010-05-05' });
    expect(f).toMatchObject({ hit: false, tradelines: [], score: { value: null } });
  });

  it('answers a consumer with a Canadian address', () => {
    const a: ApplicantIdentity = { ...IDENTITIES[7], address: { line1: '100 Queen Street West', city: 'Toronto', state: 'ON', zip: 'm5h2n2', country: 'CA' } };
    const f = sandboxFile(a);
    creditReportSchema.parse({ identifier: PRIMARY_REPORT_ID, product: 'acrov6', ...f });
    expect(f.addresses[0]).toMatchObject({ line1: '100 QUEEN ST W', zip: 'M5H 2N2', country: 'CA' });
    for (const former of f.addresses.slice(1)) expect(former.country).toBe('CA');
  });
});

describe('the score follows the file', () => {
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

  it('is lower the more derogatory the file is', () => {
    const scored = FILES.filter((f) => f.score.value !== null);
    const badness = scored.map((f) => f.summary.derogatoryCount + 2 * f.summary.collectionsCount + 3 * f.summary.publicRecordsCount);
    const scores = scored.map((f) => f.score.value!);
    const mb = mean(badness);
    const ms = mean(scores);
    const cov = mean(badness.map((b, i) => (b - mb) * (scores[i] - ms)));
    const sd = (xs: number[], m: number) => Math.sqrt(mean(xs.map((x) => (x - m) ** 2)));
    expect(cov / (sd(badness, mb) * sd(scores, ms))).toBeLessThan(-0.5);
    const clean = scored.filter((f) => f.summary.derogatoryCount === 0 && f.collections.length === 0 && f.publicRecords.length === 0);
    const dirty = scored.filter((f) => f.collections.length > 0 || f.publicRecords.length > 0);
    expect(mean(clean.map((f) => f.score.value!)) - mean(dirty.map((f) => f.score.value!))).toBeGreaterThan(120);
  });

  it('orders the profiles excellent > good > fair > poor', () => {
    const means = (Object.keys(PROFILES) as ProfileName[]).map((profile) =>
      mean(
        IDENTITIES.slice(0, 150).map((a) => {
          const s = normalizeApplicant({ ...a, dateOfBirth: '1970-06-15' });
          return generateFile(fileContext(s, SANDBOX_AS_OF), Rng.fromKey(identityKey(s)), profile).score.value!;
        }),
      ),
    );
    expect(means).toEqual([...means].sort((a, b) => b - a));
    expect(means[0] - means[3]).toBeGreaterThan(200);
  });

  it('names its key factors after the weaknesses of the file', () => {
    for (const f of FILES) {
      const codes = f.score.reasons.map((r) => r.code);
      if (f.publicRecords.length > 0) expect(codes.some((c) => ['38', '40', '20'].includes(c))).toBe(true);
      if ((f.summary.revolvingUtilizationPercent ?? 0) >= 90) expect(codes.some((c) => ['10', '01'].includes(c))).toBe(true);
      if (f.summary.inquiriesLast12Months === 0) expect(codes).not.toContain('08');
      if (f.summary.derogatoryCount === 0 && f.collections.length === 0) expect(codes.some((c) => ['02', '38', '39', '40'].includes(c))).toBe(false);
    }
  });
});

describe('the bureau answer', () => {
  const pair = () => pullOf('acrov6', applicantOf(persona('applicant')), applicantOf(persona('coApplicant'), 'coapplicant'));
  const dsr = (product: ConsumerProduct, r: ConsumerReportResult) =>
    dataSourceResponseSchema.parse({
      value: { consumers: { [reportListKey(product)]: r.reports, twnSelectReport: r.twnSelectReport, dataxReport: r.dataxReport } },
      errors: r.errors,
      status: 200,
    });

  it("is named 'sandbox'", () => expect(bureau.name).toBe('sandbox'));

  it('identifies the applicant and the co-applicant in request order, and splits into two views', async () => {
    for (const product of PRODUCTS) {
      const res = await bureau.pullConsumerReport({ ...pair(), product });
      expect(res.errors).toEqual([]);
      expect(res.reports.map((r) => r.identifier)).toEqual([PRIMARY_REPORT_ID, COAPPLICANT_REPORT_ID]);
      expect(res.reports.map((r) => r.product)).toEqual([product, product]);
      expect(res.reports.map((r) => r.subject.firstName)).toEqual([persona('applicant').firstName, persona('coApplicant').firstName]);
      const views = splitConsumerResponse(product, dsr(product, res));
      expect(views.map((v) => v.name)).toEqual(['primary', 'coapplicant']);
    }
  });

  it('adds one twnSelectReport and one dataxReport per applicant for oneviewplus only', async () => {
    const one = await bureau.pullConsumerReport(pullOf('oneviewplus', applicantOf(persona('noHit'))));
    expect(one.twnSelectReport!.map((t) => t.identifier)).toEqual([PRIMARY_REPORT_ID]);
    expect(one.dataxReport!.map((t) => t.identifier)).toEqual([PRIMARY_REPORT_ID]);
    const two = await bureau.pullConsumerReport({ ...pair(), product: 'oneviewplus', ...ONEVIEW_CONNECTED });
    expect(two.twnSelectReport!.map((t) => t.identifier)).toEqual([PRIMARY_REPORT_ID, COAPPLICANT_REPORT_ID]);
    expect(two.dataxReport!.map((t) => t.identifier)).toEqual([PRIMARY_REPORT_ID, COAPPLICANT_REPORT_ID]);
    for (const product of ['acrov6', 'nal'] as const) {
      const res = await bureau.pullConsumerReport({ ...pair(), product });
      expect(res).not.toHaveProperty('twnSelectReport');
      expect(res).not.toHaveProperty('dataxReport');
    }
  });

  it('adds to oneviewplus only the sections of the sources the pull carries (the company connected)', async () => {
    const { twn, datax } = ONEVIEW_CONNECTED;
    const none = await bureau.pullConsumerReport({ ...pair(), product: 'oneviewplus', twn: undefined, datax: undefined });
    expect(none.reports).toHaveLength(2);
    expect(none).not.toHaveProperty('twnSelectReport');
    expect(none).not.toHaveProperty('dataxReport');
    const twnOnly = await bureau.pullConsumerReport({ ...pair(), product: 'oneviewplus', twn });
    expect(twnOnly.twnSelectReport).toHaveLength(2);
    expect(twnOnly).not.toHaveProperty('dataxReport');
    const dataxOnly = await bureau.pullConsumerReport({ ...pair(), product: 'oneviewplus', datax });
    expect(dataxOnly).not.toHaveProperty('twnSelectReport');
    expect(dataxOnly.dataxReport).toHaveLength(2);
    // the sandbox's 'Employment only' template answers the employer without the income
    const employed = applicantOf(persona('activeDuty'));
    const withIncome = await bureau.pullConsumerReport({ ...pullOf('oneviewplus', employed), datax: undefined });
    const employmentOnly = await bureau.pullConsumerReport({ ...pullOf('oneviewplus', employed), twn: { ...twn, templateName: 'OVP_EMP_ONLY' } });
    expect(withIncome.twnSelectReport![0].annualIncome).not.toBeNull();
    expect(employmentOnly.twnSelectReport![0]).toEqual({ ...withIncome.twnSelectReport![0], annualIncome: null });
  });

  it('gives the same file content for all three products', async () => {
    for (const a of [applicantOf(persona('thick')), ...IDENTITIES.slice(10, 20)]) {
      const files = await Promise.all(PRODUCTS.map(async (product) => (await bureau.pullConsumerReport(pullOf(product, a))).reports[0]));
      expect(files.map((f) => f.product)).toEqual(PRODUCTS);
      expect(withoutWrapper(files[1])).toEqual(withoutWrapper(files[0]));
      expect(withoutWrapper(files[2])).toEqual(withoutWrapper(files[0]));
    }
  });

  it("takes oneviewplus employment from the file's current employer", async () => {
    const res = await bureau.pullConsumerReport(pullOf('oneviewplus', applicantOf(persona('activeDuty'))));
    expect(res.twnSelectReport![0]).toMatchObject({ employer: 'U.S. Army', position: 'Staff Sergeant', status: 'Active' });
    expect(res.twnSelectReport![0].hireDate <= res.twnSelectReport![0].lastVerifiedDate).toBe(true);
    const deceased = await bureau.pullConsumerReport(pullOf('oneviewplus', applicantOf(persona('deceased'))));
    expect(deceased.twnSelectReport![0].status).toBe('Inactive');
  });
});

describe('generation time (reported, not asserted)', () => {
  // The API's target is 200 orders/s on 2 cores with the database writes: a report must cost a small
  // fraction of 5 ms. A test cannot assert a duration on a shared machine (a busy neighbour fails it),
  // so the figure is printed here and measured properly by `npm run bench` (docs/benchmarks.md).
  it('generates reports in batches and reports the best time per report', async () => {
    const inputs = randomIdentities(3000, 'sandbox-perf').map((a, i) => (i % 10 === 0 ? applicantOf(SANDBOX_PERSONAS[i % SANDBOX_PERSONAS.length]) : a));
    for (const a of inputs.slice(0, 500)) await bureau.pullConsumerReport(pullOf('acrov6', a));
    const batches: number[] = [];
    for (let b = 0; b < 5; b++) {
      const batch = inputs.slice(500 + b * 500, 1000 + b * 500);
      const started = performance.now();
      for (const a of batch) await bureau.pullConsumerReport(pullOf(b % 2 ? 'oneviewplus' : 'acrov6', a));
      batches.push((performance.now() - started) / batch.length);
    }
    const best = Math.min(...batches);
    console.log(`sandbox bureau: ${best.toFixed(3)} ms per report (best of ${batches.length} batches of 500)`);
    expect(best).toBeGreaterThan(0);
  });
});

describe('idempotency keys', () => {
  it('answers a repeated key with its first answer, pulling once, and a new key anew', async () => {
    const pulled: string[] = [];
    const b = createSandboxBureau({ onPull: (key) => pulled.push(key) });
    const first = await b.pullConsumerReport({ ...pullOf('acrov6', IDENTITIES[0]), idempotencyKey: 'inquiry-1' });
    const retried = await b.pullConsumerReport({ ...pullOf('acrov6', IDENTITIES[1]), idempotencyKey: 'inquiry-1' });
    expect(retried).toBe(first);
    const other = await b.pullConsumerReport({ ...pullOf('acrov6', IDENTITIES[0]), idempotencyKey: 'inquiry-2' });
    expect(other).not.toBe(first);
    expect(JSON.stringify(other)).toBe(JSON.stringify(first));
    expect(pulled).toEqual(['inquiry-1', 'inquiry-2']);
  });

  it('forgets the oldest keys beyond the ones it remembers', async () => {
    const pulled: string[] = [];
    const b = createSandboxBureau({ rememberedKeys: 2, onPull: (key) => pulled.push(key) });
    for (const key of ['a', 'b', 'c', 'c', 'a']) await b.pullConsumerReport({ ...pullOf('nal', IDENTITIES[2]), idempotencyKey: key });
    expect(pulled).toEqual(['a', 'b', 'c', 'a']);
  });
});
