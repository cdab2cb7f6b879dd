import { createHash } from 'node:crypto';
import { PM_ALERT_TYPE_INFO, type PmAlertType, addDays, daysBetween } from '@creditdesk/contracts';
import { type BureauAlert, type PmAlertsDataSource } from '../../pmalerts.js';
export * from '../../pmalerts.js';

/**
 * The documented consumers (docs/products/pmalerts.md), matched by SSN: one a type, reported every
 * `every` days (so any 30-day look-back holds at least one), and one whose file never changes. The
 * SSNs are fictitious (area 123, group 45, serials 1301–1306).
 */
export const PM_ALERTS_PERSONAS: readonly { key: string; firstName: string; lastName: string; ssn: string; dateOfBirth: string; type: PmAlertType | null; every: number; description: string }[] = [
  { key: 'shopper', firstName: 'NORA', lastName: 'QUINLAN', ssn: '123451301', dateOfBirth: '1984-02-11', type: 'new-inquiry', every: 10, description: 'Shopping for credit: a new inquiry every 10 days.' },
  { key: 'opener', firstName: 'VICTOR', lastName: 'HALE', ssn: '123451302', dateOfBirth: '1979-09-30', type: 'new-account', every: 10, description: 'Opens accounts: a new account every 10 days.' },
  { key: 'lateP', firstName: 'DENISE', lastName: 'MORROW', ssn: '123451303', dateOfBirth: '1971-06-05', type: 'delinquency', every: 10, description: 'Falling behind: a delinquency every 10 days.' },
  { key: 'mover', firstName: 'OSCAR', lastName: 'FENWICK', ssn: '123451304', dateOfBirth: '1990-12-19', type: 'address-change', every: 10, description: 'Moves: an address change every 10 days.' },
  { key: 'deceased', firstName: 'HAROLD', lastName: 'PRICE', ssn: '123451305', dateOfBirth: '1941-03-27', type: 'deceased', every: 30, description: 'Reported deceased once in any 30 days; monitoring stops after it.' },
  { key: 'quiet', firstName: 'LUCIA', lastName: 'BRANDT', ssn: '123451306', dateOfBirth: '1988-08-08', type: null, every: 1, description: 'A file that never changes: no alerts.' },
];

const CREDITORS = ['CAPITAL ONE BANK USA', 'SYNCHRONY BANK', 'DISCOVER FINANCIAL', 'ALLY FINANCIAL', 'WELLS FARGO CARD SERVICES', 'NAVY FEDERAL CU', 'CITIBANK NA', 'TOYOTA MOTOR CREDIT'];
const ACCOUNT_KINDS = ['Credit card', 'Auto loan', 'Personal loan', 'Retail card', 'Mortgage'];
const STREETS = ['Maple Ave', 'Cedar St', 'Harbor Rd', 'Willow Ln', 'Lakeview Dr', 'Summit Blvd'];
const CITIES = [
  ['Columbus', 'OH', '43215'],
  ['Tempe', 'AZ', '85281'],
  ['Raleigh', 'NC', '27601'],
  ['Boise', 'ID', '83702'],
];

/** Deterministic numbers from a consumer and a day. */
const draw = (ssn: string, day: string, salt = '') => createHash('sha256').update(`${ssn}|${day}|${salt}`).digest().readUInt32BE(0);
const pick = <T>(list: readonly T[], n: number) => list[n % list.length];
const money = (n: number) => `$${n.toLocaleString('en-US')}`;

/** What the bureau says about an alert of a type on a day, in its own facts. */
function bureauAlert(ssn: string, date: string, type: PmAlertType): BureauAlert {
  const n = draw(ssn, date, type);
  const creditor = pick(CREDITORS, n);
  const account = `****${String(n % 10_000).padStart(4, '0')}`;
  switch (type) {
    case 'new-inquiry':
      return { date, type, summary: `${creditor} inquired about the consumer's credit`, details: [{ label: 'Inquirer', value: creditor }, { label: 'Purpose', value: pick(ACCOUNT_KINDS, n >>> 3) }, { label: 'Inquiry date', value: date }] };
    case 'new-account': {
      const kind = pick(ACCOUNT_KINDS, n >>> 3);
      return { date, type, summary: `A new ${kind.toLowerCase()} with ${creditor}`, details: [{ label: 'Creditor', value: creditor }, { label: 'Account type', value: kind }, { label: 'Account', value: account }, { label: 'Credit limit or amount', value: money(1_000 + (n % 40) * 500) }, { label: 'Opened', value: date }] };
    }
    case 'delinquency': {
      const days = pick([30, 60, 90], n >>> 4);
      return { date, type, summary: `${days} days past due with ${creditor}`, details: [{ label: 'Creditor', value: creditor }, { label: 'Account', value: account }, { label: 'Status', value: `${days} days past due` }, { label: 'Amount past due', value: money(50 + (n % 90) * 15) }, { label: 'Reported', value: date }] };
    }
    case 'address-change': {
      const [city, state, zip] = pick(CITIES, n >>> 5);
      const address = `${100 + (n % 9_800)} ${pick(STREETS, n >>> 2)}, ${city}, ${state} ${zip}`;
      return { date, type, summary: `New current address: ${city}, ${state}`, details: [{ label: 'New address', value: address }, { label: 'Reported by', value: creditor }, { label: 'Reported', value: date }] };
    }
    case 'deceased':
      return { date, type, summary: 'The consumer was reported deceased', details: [{ label: 'Date of death reported', value: date }, { label: 'Source', value: 'Social Security Administration death master file (sandbox)' }] };
  }
}

/** A generated consumer's alert of a day, if any: about 1 day in 60, of the four types that are not a death. */
function generatedAlertOn(ssn: string, date: string): PmAlertType | undefined {
  const n = draw(ssn, date);
  return n % 60 === 0 ? PM_ALERT_TYPES_LIVING[(n >>> 8) % PM_ALERT_TYPES_LIVING.length] : undefined;
}
const PM_ALERT_TYPES_LIVING = (Object.keys(PM_ALERT_TYPE_INFO) as PmAlertType[]).filter((t) => t !== 'deceased');

const EPOCH = '1970-01-01';

/** The sandbox monitoring feed: the documented consumers' schedules, and a rare alert for anyone else. It never fails. */
export function createSandboxPmAlerts(): PmAlertsDataSource {
  return {
    name: 'sandbox',
    async alertsBetween(consumer, fromDate, toDate) {
      const persona = PM_ALERTS_PERSONAS.find((p) => p.ssn === consumer.ssn);
      const alerts: BureauAlert[] = [];
      for (let day = fromDate; day <= toDate; day = addDays(day, 1)) {
        const type = persona ? (persona.type && daysBetween(EPOCH, day) % persona.every === 0 ? persona.type : undefined) : generatedAlertOn(consumer.ssn, day);
        if (type) alerts.push(bureauAlert(consumer.ssn, day, type));
      }
      return alerts;
    },
  };
}
