import type { DataxReport, TwnSelectReport } from '@creditdesk/contracts';
import { compareText, isoDaysBefore, isoOf, monthOfDate, monthOfIso } from './calendar.js';
import { ALTERNATIVE_LENDERS, EMPLOYERS, POSITIONS } from './creditors.js';
import type { CreditFile } from './file-generator.js';
import { Rng } from './seeded-random.js';

type Twn = Omit<TwnSelectReport, 'identifier'>;
type Datax = Omit<DataxReport, 'identifier'>;

/**
 * oneviewplus only. Verified employment (The Work Number style): the file's current employer when it
 * has one, else one drawn for the consumer (employment data is a separate database, so a no-hit or
 * frozen credit file can still have it). Always one record per applicant.
 */
export function twnRecord(file: CreditFile, dateOfBirth: string, seedKey: string, asOf: Date): Twn {
  const rng = Rng.fromKey(`${seedKey}|twn`);
  const lastReport = monthOfDate(asOf) - 1;
  const e = file.hit && !file.frozen ? file.employment[0] : undefined;
  const employer = e?.employer ?? rng.pick(EMPLOYERS.filter((x) => x !== 'Self-employed'));
  const position = e?.position ?? rng.pick(POSITIONS).title;
  const pay = POSITIONS.find((p) => p.title === position)?.pay ?? [38_000, 72_000];
  const seen = e ? monthOfIso(e.reportedDate) : lastReport;
  const earliestHire = monthOfIso(dateOfBirth) + 16 * 12;
  const hire = Math.min(lastReport, Math.max(earliestHire, seen - rng.int(4, 110)));
  // Never less than the file's monthly obligations allow (a debt-to-income ratio of 25–42%).
  const obligations = file.summary.totalMonthlyPayment * 12;
  const income = Math.round(Math.max(rng.real(pay[0], pay[1]), obligations / rng.real(0.25, 0.42)) / 100) * 100;
  return {
    employer,
    position,
    status: file.subject.deceased || lastReport - seen > 18 ? 'Inactive' : 'Active',
    hireDate: isoOf(hire, rng.int(1, 28)),
    annualIncome: employer === 'Self-employed' || rng.chance(0.1) ? null : income,
    lastVerifiedDate: isoDaysBefore(asOf, rng.int(1, 30)),
  };
}

/**
 * oneviewplus only. Alternative-data accounts (payday, online installment, lease-to-own) in line with
 * the credit file: none or paid ones for strong files, past-due and charged-off ones for weak files.
 * riskIndicator: HIGH with any charged-off or collection account or a score under 580; MEDIUM with a
 * past-due account, a score under 670, or no score at all; otherwise LOW.
 */
export function dataxRecord(file: CreditFile, dateOfBirth: string, seedKey: string, asOf: Date): Datax {
  const rng = Rng.fromKey(`${seedKey}|datax`);
  const score = file.score.value;
  const tier = score === null ? 'unknown' : score >= 740 ? 'strong' : score >= 670 ? 'good' : score >= 580 ? 'fair' : 'weak';
  const count = { strong: rng.chance(0.1) ? 1 : 0, good: rng.int(0, 1), fair: rng.int(1, 2), weak: rng.int(2, 4), unknown: rng.int(0, 1) }[tier];
  const statuses: Record<typeof tier, [string, number][]> = {
    strong: [['Paid', 1]],
    good: [['Paid', 3], ['Current', 2]],
    fair: [['Current', 4], ['Paid', 3], ['Past due', 2]],
    weak: [['Past due', 3], ['Charged off', 2], ['In collection', 2], ['Current', 1]],
    unknown: [['Current', 1], ['Paid', 1]],
  };
  const now = monthOfDate(asOf);
  const adult = monthOfIso(dateOfBirth) + 18 * 12;
  const accounts: Datax['accounts'] = [];
  for (let i = 0; i < count && adult < now - 1; i++) {
    const { lender, type } = rng.pick(ALTERNATIVE_LENDERS);
    const status = rng.weighted(statuses[tier]);
    const amount = type === 'Payday Loan' || type === 'Cash Advance' ? rng.int(100, 1000) : rng.int(400, 3500);
    accounts.push({
      lender,
      type,
      openedDate: isoOf(rng.int(Math.max(adult, now - 48), now - 1), rng.int(1, 28)),
      balance: status === 'Paid' ? 0 : Math.round(amount * rng.real(0.3, 1)),
      status,
    });
  }
  accounts.sort((a, b) => (a.openedDate < b.openedDate ? 1 : a.openedDate > b.openedDate ? -1 : compareText(a.lender, b.lender)));
  const has = (s: string) => accounts.some((a) => a.status === s);
  const riskIndicator =
    has('Charged off') || has('In collection') || (score !== null && score < 580)
      ? 'HIGH'
      : has('Past due') || score === null || score < 670
        ? 'MEDIUM'
        : 'LOW';
  return { accounts, riskIndicator };
}
