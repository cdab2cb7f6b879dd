import { PRIMARY_REQUEST_ID, type RecoveryReport } from '@creditdesk/contracts';
import { ageAt, isoOf, monthOfDate, monthOfIso } from '../../../../datasources/sandbox/calendar.js';
import { AUTO_LENDERS, EMPLOYERS, PERSONAL_LENDERS, POSITIONS, SECURED_CARD_ISSUERS, SUBPRIME_AUTO_LENDERS, SUBPRIME_CARD_ISSUERS, bankruptcyCourt } from '../../../../datasources/sandbox/creditors.js';
import { normalizeAddress, normalizeName } from '../../../../datasources/sandbox/identity.js';
import { fictitiousPhone, nearbyPlace, streetLine } from '../../../../datasources/sandbox/places.js';
import { Rng } from '../../../../datasources/sandbox/seeded-random.js';
import { type RecoverySpec, TYPICAL_RECOVERY, findRecoveryPersona } from './recoveryreport-personas.sandbox.js';
import type { RecoveryConsumer } from './recoveryreport.port.js';

export const RECOVERY_SCORE_MODEL = 'Sandbox Recovery Score 1.0';

type Address = RecoveryReport['addresses'][number];
type Employer = RecoveryReport['employers'][number];
type NewAccount = RecoveryReport['newAccounts'][number];

/** The report of the consumer located: a persona's (by SSN), or one generated from who they are and the charge-off. */
export function recoveryReportFor(consumer: RecoveryConsumer, chargeOffDate: string, asOf: Date): RecoveryReport {
  const persona = findRecoveryPersona(consumer.ssn.replace(/\D/g, ''));
  const seedKey = persona ? `recovery-persona|${persona.key}|${chargeOffDate}` : `recovery|${normalizeName(consumer.firstName)}|${normalizeName(consumer.lastName)}|${consumer.ssn}|${consumer.dateOfBirth}|${chargeOffDate}`;
  return generate(consumer, chargeOffDate, asOf, persona?.spec ?? TYPICAL_RECOVERY, Rng.fromKey(seedKey));
}

/** Months of the calendar: the charge-off's, the report's, the last full month. */
type Clock = { chargeOff: number; now: number; last: number; chargeOffDate: string };

/** A day of a month after the charge-off: never on or before the charge-off date itself. */
function dayAfter(clock: Clock, month: number, rng: Rng): string {
  const iso = isoOf(month, rng.int(1, 28));
  return iso > clock.chargeOffDate ? iso : isoOf(month, Math.min(28, Number(clock.chargeOffDate.slice(8, 10)) + 1));
}

function generate(consumer: RecoveryConsumer, chargeOffDate: string, asOf: Date, spec: RecoverySpec, rng: Rng): RecoveryReport {
  const now = monthOfDate(asOf);
  const clock: Clock = { chargeOff: monthOfIso(chargeOffDate), now, last: now - 1, chargeOffDate };
  const address = normalizeAddress(consumer.address);
  const middle = normalizeName(consumer.middleName);
  const report: RecoveryReport = {
    identifier: PRIMARY_REQUEST_ID,
    hit: spec.hit,
    asOfDate: isoOf(now, 1),
    chargeOffDate,
    subject: {
      firstName: normalizeName(consumer.firstName),
      middleName: middle || null,
      lastName: normalizeName(consumer.lastName),
      suffix: consumer.suffix || null,
      ssnMasked: `***-**-${consumer.ssn.slice(-4)}`,
      dateOfBirth: consumer.dateOfBirth,
      age: ageAt(consumer.dateOfBirth, asOf),
      deceased: false,
      deceasedDate: null,
    },
    bankruptcy: null,
    addresses: [],
    phones: [],
    employers: [],
    newAccounts: [],
    recoveryScore: { model: RECOVERY_SCORE_MODEL, value: null, notScoredReason: 'No locate data on file', reasons: [] },
  };
  if (!spec.hit) return report;

  const deceasedMonth = spec.deceasedMonthsAgo === null ? null : now - spec.deceasedMonthsAgo;
  if (deceasedMonth !== null) {
    report.subject.deceased = true;
    report.subject.deceasedDate = isoOf(deceasedMonth, rng.fork('deceased').int(1, 28));
  }
  // nothing is reported after a death
  const lastSeen = deceasedMonth ?? clock.last;
  report.addresses = addressesOf(address, spec, rng.fork('addresses'), clock, lastSeen);
  report.phones = phonesOf(report.addresses, rng.fork('phones'), clock);
  report.employers = employersOf(address.state, spec, rng.fork('employers'), clock, lastSeen);
  report.newAccounts = deceasedMonth === null ? newAccountsOf(spec, rng.fork('accounts'), clock) : [];
  if (spec.bankruptcy) {
    const b = spec.bankruptcy;
    const filed = now - b.monthsAgo;
    const closed = b.status === 'filed' ? null : filed + (b.status === 'discharged' ? (b.chapter === '7' ? 4 : 60) : 6);
    const r = rng.fork('bankruptcy');
    report.bankruptcy = {
      chapter: b.chapter,
      court: bankruptcyCourt(address.state, address.country),
      caseNumber: `${String(Math.floor(filed / 12) % 100).padStart(2, '0')}-${r.int(10000, 99999)}`,
      filedDate: isoOf(filed, r.int(1, 28)),
      status: closed !== null && closed < now ? b.status : 'filed',
      statusDate: closed !== null && closed < now ? isoOf(closed, r.int(1, 28)) : null,
    };
  }
  report.recoveryScore = scoreOf(report, rng.fork('score'), clock);
  return report;
}

function addressesOf(searched: ReturnType<typeof normalizeAddress>, spec: RecoverySpec, rng: Rng, clock: Clock, lastSeen: number): Address[] {
  // the months after the charge-off that a move can fall in
  const span = Math.max(0, lastSeen - clock.chargeOff);
  const moves = Math.min(rng.int(...spec.moves), Math.max(0, span - 1));
  const moveMonths = Array.from({ length: moves }, (_, i) => clock.chargeOff + Math.max(1, Math.round((span * (i + 1)) / (moves + 1)) + rng.int(-1, 1)));
  // oldest first, then reversed: the address at the charge-off is the one the lender searched with
  const out: Address[] = [];
  let from = clock.chargeOff - rng.int(14, 60);
  const priors = rng.int(...spec.priorAddresses);
  for (let i = priors; i > 0; i--) {
    const start = from - i * rng.int(18, 40);
    const [city, state, zip] = rng.chance(0.5) ? [searched.city, searched.state, searched.zip] : nearbyPlace(searched.state, rng);
    out.push({ line1: streetLine(rng, 0.3), city, state, zip, firstReported: isoOf(start, rng.int(1, 28)), lastReported: '', current: false, sinceChargeOff: false, source: 'credit-file' });
  }
  out.push({ ...pick(searched), firstReported: isoOf(from, rng.int(1, 28)), lastReported: '', current: false, sinceChargeOff: false, source: 'credit-file' });
  moveMonths.forEach((month, i) => {
    const place = spec.places ? spec.places[i % spec.places.length] : rng.chance(0.4) ? ([searched.city, searched.state, searched.zip] as const) : nearbyPlace(searched.state, rng);
    out.push({
      line1: streetLine(rng, 0.4),
      city: place[0],
      state: place[1],
      zip: place[2],
      firstReported: dayAfter(clock, month, rng),
      lastReported: '',
      current: false,
      sinceChargeOff: true,
      source: rng.weighted<Address['source']>([['change-of-address', 3], ['utility', 2], ['credit-file', 2]]),
    });
    from = month;
  });
  // each address was last reported just before the next was first reported; the newest is current
  for (let i = 0; i < out.length; i++) {
    const next = out[i + 1];
    out[i].lastReported = next ? isoOf(monthOfIso(next.firstReported) - rng.int(0, 1), rng.int(1, 28)) : isoOf(lastSeen, rng.int(1, 28));
    if (out[i].lastReported < out[i].firstReported) out[i].lastReported = out[i].firstReported;
  }
  out[out.length - 1].current = true;
  return out.reverse();
}

const pick = (a: ReturnType<typeof normalizeAddress>) => ({ line1: a.line1, city: a.city, state: a.state, zip: a.zip });

/** A mobile number for each address since the one before the charge-off, and sometimes a landline at it. */
function phonesOf(addresses: Address[], rng: Rng, clock: Clock): RecoveryReport['phones'] {
  const out: RecoveryReport['phones'] = [];
  const recent = addresses.filter((a) => a.sinceChargeOff || a.firstReported <= clock.chargeOffDate).slice(0, 3);
  for (const a of recent) {
    let number = fictitiousPhone(a.state, rng);
    while (out.some((p) => p.number === number)) number = fictitiousPhone(a.state, rng);
    out.push({ number, type: 'mobile', firstReported: a.firstReported, lastReported: a.lastReported, current: a.current, sinceChargeOff: a.sinceChargeOff });
    if (!a.sinceChargeOff && rng.chance(0.35)) {
      out.push({ number: fictitiousPhone(a.state, rng), type: rng.chance(0.7) ? 'landline' : 'voip', firstReported: a.firstReported, lastReported: a.lastReported, current: a.current, sinceChargeOff: false });
    }
    if (!a.sinceChargeOff) break;
  }
  return out;
}

function employersOf(state: string, spec: RecoverySpec, rng: Rng, clock: Clock, lastSeen: number): Employer[] {
  const out: Employer[] = [];
  const employed = rng.chance(spec.employedAtChargeOffChance);
  const span = lastSeen - clock.chargeOff;
  const changes = span >= 2 && rng.chance(spec.newEmployerChance);
  const job = (name: string, first: string, last: string, current: boolean, sinceChargeOff: boolean): Employer => {
    const [city, st] = rng.chance(0.7) ? nearbyPlace(state, rng) : [null, null];
    return { name, position: name === 'Self-employed' ? 'Owner' : rng.pick(POSITIONS).title, city, state: st, firstReported: first, lastReported: last, current, sinceChargeOff, verified: current && rng.chance(0.5) };
  };
  if (changes) {
    const month = clock.chargeOff + Math.max(1, Math.round(span * rng.real(0.3, 0.6)));
    const name = spec.newEmployer ?? rng.pick(EMPLOYERS.filter((e) => e !== 'Self-employed'));
    out.push(job(name, dayAfter(clock, month, rng), isoOf(lastSeen, rng.int(1, 28)), true, true));
    if (employed) {
      const other = rng.pick(EMPLOYERS.filter((e) => e !== name));
      out.push(job(other, isoOf(clock.chargeOff - rng.int(20, 80), rng.int(1, 28)), isoOf(month - 1, rng.int(1, 28)), false, false));
    }
  } else if (employed) {
    out.push(job(rng.pick(EMPLOYERS), isoOf(clock.chargeOff - rng.int(20, 80), rng.int(1, 28)), isoOf(lastSeen, rng.int(1, 28)), true, false));
  }
  return out;
}

function newAccountsOf(spec: RecoverySpec, rng: Rng, clock: Clock): NewAccount[] {
  const span = clock.last - clock.chargeOff;
  if (span < 2) return [];
  const count = rng.int(...spec.newAccounts);
  const out: NewAccount[] = [];
  for (let i = 0; i < count; i++) {
    const opened = clock.chargeOff + rng.int(1, span);
    const months = clock.now - opened;
    const late = rng.chance(spec.lateChance);
    const kind = rng.weighted<'card' | 'auto' | 'personal'>([['card', 5], ['auto', 3], ['personal', 2]]);
    if (kind === 'card') {
      const limit = Math.round(rng.real(300, 2500) / 50) * 50;
      out.push({
        creditor: rng.pick([...SECURED_CARD_ISSUERS, ...SUBPRIME_CARD_ISSUERS]), accountType: 'Credit card', openedDate: dayAfter(clock, opened, rng),
        limitOrAmount: limit, balance: Math.round(limit * rng.real(0.2, late ? 1 : 0.7)), monthlyPayment: rng.int(25, 60), status: late ? 'late' : 'current',
      });
    } else {
      const amount = Math.round(kind === 'auto' ? rng.real(9000, 28000) : rng.real(1500, 8000));
      const term = kind === 'auto' ? 72 : 36;
      const payment = Math.round(amount * (kind === 'auto' ? 0.019 : 0.038));
      out.push({
        creditor: kind === 'auto' ? rng.pick([...SUBPRIME_AUTO_LENDERS, ...AUTO_LENDERS]) : rng.pick(PERSONAL_LENDERS), accountType: kind === 'auto' ? 'Auto loan' : 'Personal loan',
        openedDate: dayAfter(clock, opened, rng), limitOrAmount: amount, balance: Math.max(0, Math.round(amount * (1 - Math.min(months, term) / term))), monthlyPayment: payment, status: late ? 'late' : 'current',
      });
    }
  }
  return out.sort((a, b) => (a.openedDate < b.openedDate ? 1 : -1));
}

/** Factors with their effect on the score; the four that weigh most are reported, strongest first. */
function scoreOf(report: RecoveryReport, rng: Rng, clock: Clock): RecoveryReport['recoveryScore'] {
  if (report.subject.deceased) return { model: RECOVERY_SCORE_MODEL, value: null, notScoredReason: 'Consumer reported deceased', reasons: [] };
  const factors: { code: string; text: string; effect: number }[] = [];
  const employer = report.employers.find((e) => e.current);
  if (employer?.sinceChargeOff) factors.push({ code: 'R01', text: 'Employment reported since the charge-off', effect: 130 });
  else if (employer) factors.push({ code: 'R02', text: 'Employment unchanged since the charge-off', effect: 60 });
  else factors.push({ code: 'R03', text: 'No current employment reported', effect: -70 });
  const good = report.newAccounts.filter((a) => a.status === 'current').length;
  const bad = report.newAccounts.length - good;
  if (good > 0) factors.push({ code: 'R04', text: 'New credit in good standing since the charge-off', effect: 45 * Math.min(good, 3) });
  if (bad > 0) factors.push({ code: 'R05', text: 'New accounts past due since the charge-off', effect: -80 * bad });
  const moves = report.addresses.filter((a) => a.sinceChargeOff).length;
  if (moves > 0) factors.push({ code: 'R06', text: 'Address changed since the charge-off', effect: -45 * moves });
  else factors.push({ code: 'R07', text: 'Stable address since the charge-off', effect: 35 });
  const months = clock.now - clock.chargeOff;
  if (months > 36) factors.push({ code: 'R08', text: 'Long time since the charge-off', effect: -90 });
  else if (months > 18) factors.push({ code: 'R08', text: 'Time since the charge-off', effect: -40 });
  if (report.bankruptcy) factors.push({ code: 'R09', text: 'Bankruptcy on file', effect: report.bankruptcy.filedDate > clock.chargeOffDate ? -300 : -150 });
  const value = Math.max(1, Math.min(999, 520 + factors.reduce((sum, f) => sum + f.effect, 0) + rng.int(-30, 30)));
  const reasons = [...factors].sort((a, b) => Math.abs(b.effect) - Math.abs(a.effect)).slice(0, 4).map(({ code, text }) => ({ code, text }));
  return { model: RECOVERY_SCORE_MODEL, value, notScoredReason: null, reasons };
}
