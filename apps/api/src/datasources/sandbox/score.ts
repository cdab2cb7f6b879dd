import { type CreditReport, SANDBOX_KEY_FACTORS, SANDBOX_SCORE_MODEL_NAME, disclosedKeyFactors } from '@creditdesk/contracts';
import { compareText, monthOfDate, monthOfIso, twelveMonthsBefore } from './calendar.js';

export const SCORE_MODEL = SANDBOX_SCORE_MODEL_NAME;

/**
 * The key-factor (reason) codes the sandbox score returns: a fixed table in the style of US bureau
 * scores, declared in contracts (the letters' disclosures read the same table). A report gives up to
 * four, the factors that cost the file the most points, worst first, and the inquiries factor as a
 * fifth when it cost points but is not among the four (FCRA 609(f)(9)).
 */
export const REASON_CODES = SANDBOX_KEY_FACTORS;
export type ReasonCode = keyof typeof REASON_CODES;

type Content = Pick<CreditReport, 'subject' | 'tradelines' | 'inquiries' | 'publicRecords' | 'collections'>;

/** How bad one month's payment code is: 0 paid as agreed or not reported … 8 bankruptcy. */
const SEVERITY: Record<string, number> = { C: 0, N: 0, '1': 1, '2': 2, '3': 3, '4': 4, '5': 5, '6': 6, G: 7, R: 7, F: 7, K: 7, B: 8 };
const SEVERITY_POINTS = [0, 32, 52, 72, 82, 88, 92, 115, 95];
/** Later delinquencies weigh less than the worst one. */
const DIMINISH = [1, 0.6, 0.45, 0.35, 0.3, 0.25, 0.2];

const BASELINE_LOSS = 12;
/** "Too many inquiries last 12 months": a fifth key factor when it is one but not in the top four. */
const INQUIRIES_FACTOR: ReasonCode = '08';
const COMPRESSION = 600;

const recency = (monthsAgo: number) => (monthsAgo < 6 ? 1 : monthsAgo < 12 ? 0.85 : monthsAgo < 24 ? 0.65 : 0.5);

/** Points lost under the revolving utilisation u (0–1+). */
function utilizationLoss(u: number): number {
  const steps: [number, number][] = [
    [0.09, 0],
    [0.3, 45],
    [0.5, 80],
    [0.75, 115],
    [1, 140],
  ];
  if (u <= steps[0][0]) return 0;
  for (let i = 1; i < steps.length; i++) {
    const [x1, y1] = steps[i];
    const [x0, y0] = steps[i - 1];
    if (u <= x1) return y0 + ((u - x0) / (x1 - x0)) * (y1 - y0);
  }
  return 150;
}

/**
 * The sandbox risk score, computed only from what the file shows, in the manner of the US scores:
 * payment history (delinquency severity, recency and count, collections, bankruptcy), amounts owed
 * (revolving utilisation, accounts with balances, installment pay-down), length of history, new
 * credit (inquiries and openings in the last 12 months) and mix. Every point lost is charged to a
 * reason code; the four costliest are the key factors, and the inquiries factor a fifth when it cost points
 * but is not among them. The score is 850 less the (compressed) losses, 300 at the least.
 */
export function scoreFile(file: Content, asOf: Date): { value: number; reasons: { code: string; text: string }[] } {
  const now = monthOfDate(asOf);
  const loss = new Map<ReasonCode, number>();
  const add = (code: ReasonCode, points: number) => {
    if (points > 0) loss.set(code, (loss.get(code) ?? 0) + points);
  };

  // Payment history.
  const hits: { points: number; serious: boolean; monthsAgo: number }[] = [];
  let pastDue = 0;
  for (const t of file.tradelines) {
    pastDue += t.pastDue;
    let worst = 0;
    let newest = -1;
    for (let i = 0; i < 24; i++) {
      const s = SEVERITY[t.paymentPattern[i]];
      if (s > 0) {
        if (newest < 0) newest = i;
        if (s > worst) worst = s;
      }
    }
    if (worst > 0) {
      const monthsAgo = now - monthOfIso(t.reportedDate) + newest;
      hits.push({ points: SEVERITY_POINTS[worst] * recency(monthsAgo), serious: worst >= 3, monthsAgo });
    }
  }
  const derogatoryRecords = file.publicRecords.length > 0 || file.collections.length > 0;
  const anySerious = hits.some((h) => h.serious);
  hits.sort((a, b) => b.points - a.points || a.monthsAgo - b.monthsAgo);
  hits.forEach((h, i) => {
    const p = h.points * DIMINISH[Math.min(i, DIMINISH.length - 1)];
    add(h.serious ? (derogatoryRecords ? '38' : '39') : '02', p * 0.7);
    add(h.monthsAgo < 12 ? '13' : '18', p * 0.3);
  });
  if (hits.length >= 3) add('18', Math.min(30, 8 * (hits.length - 2)));
  if (pastDue > 0) add('21', Math.min(30, 12 + pastDue / 250));

  const recordCode: ReasonCode = anySerious ? '38' : '40';
  const unpaid = file.collections.filter((c) => c.balance > 0);
  const paid = file.collections.length - unpaid.length;
  let collectionLoss = Math.min(140, (unpaid.length > 0 ? 55 + 22 * (unpaid.length - 1) : 0) + 10 * paid);
  const newestCollection = Math.min(...file.collections.map((c) => now - monthOfIso(c.assignedDate)));
  if (file.collections.length > 0) {
    if (newestCollection < 24) {
      add('20', collectionLoss * 0.3);
      collectionLoss *= 0.7;
    }
    add(recordCode, collectionLoss);
  }
  for (const r of file.publicRecords) {
    const age = now - monthOfIso(r.filedDate);
    const p = /bankruptcy/i.test(r.type) ? (age < 24 ? 150 : age < 60 ? 120 : 90) : 60;
    if (age < 24) {
      add('20', p * 0.3);
      add(recordCode, p * 0.7);
    } else add(recordCode, p);
  }

  // Amounts owed.
  let limits = 0;
  let balances = 0;
  let revolvingEver = 0;
  let withBalance = 0;
  let loanBalance = 0;
  let loanAmount = 0;
  for (const t of file.tradelines) {
    if (t.accountType === 'Revolving') {
      revolvingEver++;
      if (t.open && (t.creditLimit ?? 0) > 0) {
        limits += t.creditLimit ?? 0;
        balances += t.balance;
      }
    }
    if (t.open && t.balance > 0) withBalance++;
    if (t.open && t.accountType === 'Installment' && (t.highCredit ?? 0) > 0) {
      loanBalance += t.balance;
      loanAmount += t.highCredit ?? 0;
    }
  }
  if (limits === 0) add('03', revolvingEver === 0 ? 35 : 25);
  else {
    const u = balances / limits;
    if (u === 0) add('24', 12);
    const ul = utilizationLoss(u);
    if (u >= 0.5) {
      add('10', ul * 0.65);
      add('01', ul * 0.35);
    } else add('10', ul);
  }
  if (withBalance > 6) add('05', Math.min(25, (withBalance - 6) * 5));
  if (loanAmount > 0 && loanBalance / loanAmount > 0.75) add('33', 15);

  // Length of history.
  const opened = file.tradelines.map((t) => monthOfIso(t.openedDate));
  const fileSince = file.subject.fileSinceDate ? monthOfIso(file.subject.fileSinceDate) : Math.min(now, ...opened);
  const fileAge = Math.max(0, now - fileSince);
  add('14', 140 * Math.exp(-fileAge / 85));
  const revolvingAges = file.tradelines.filter((t) => t.accountType === 'Revolving').map((t) => now - monthOfIso(t.openedDate));
  const ages = revolvingAges.length > 0 ? revolvingAges : opened.map((m) => now - m);
  const avgAge = ages.length > 0 ? ages.reduce((a, b) => a + b, 0) / ages.length : 0;
  add(revolvingAges.length > 0 ? '12' : '14', 35 * Math.exp(-avgAge / 70));

  // Mix.
  const n = file.tradelines.length;
  add('28', n < 3 ? 30 : n < 5 ? 18 : n < 8 ? 6 : 0);
  if (fileAge < 6) add('07', 25);
  if (!file.tradelines.some((t) => t.accountType === 'Installment' || t.accountType === 'Mortgage')) add('32', 10);

  // New credit.
  const recentOpenings = opened.filter((m) => now - m <= 12).length;
  add('09', Math.min(30, 8 * recentOpenings));
  if (opened.length > 0 && now - Math.max(...opened) < 6) add('30', 8);
  const cutoff = twelveMonthsBefore(asOf);
  const hard = file.inquiries.filter((q) => q.type === 'hard' && q.date >= cutoff).length;
  add('08', Math.min(40, 8 * Math.max(0, hard - 1)));

  // A small loss no file escapes, then diminishing returns: each further point lost counts for less,
  // so the worst files spread over the 400s and 500s instead of all sitting on the floor.
  let raw = BASELINE_LOSS;
  for (const v of loss.values()) raw += v;
  const value = Math.max(300, Math.min(850, Math.round(850 - COMPRESSION * (1 - Math.exp(-raw / COMPRESSION)))));
  const ranked = [...loss.entries()].filter(([, v]) => v >= 0.5).sort((a, b) => b[1] - a[1] || compareText(a[0], b[0]));
  const reasons = disclosedKeyFactors(
    ranked.map(([code]) => ({ code, text: REASON_CODES[code] })),
    INQUIRIES_FACTOR,
  );
  return { value, reasons };
}
