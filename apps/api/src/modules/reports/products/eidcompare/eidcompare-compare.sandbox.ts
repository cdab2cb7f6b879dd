import { type EidCompareApplicant, type EidCompareComparison, type EidCompareMatch, type EidCompareReport, eidCompareVerdictOf, formatDate, formatDigits334 } from '@creditdesk/contracts';
import { isoOfDate } from '../../../../datasources/sandbox/calendar.js';
import { maskSsn, normalizeAddress, normalizeName } from '../../../../datasources/sandbox/identity.js';
import { type IdentityFile, eidSubjectOf, findIdentityFile } from '../../../../datasources/sandbox/identity-files/eidcompare-personas.js';

/*
 * The sandbox's comparison: each field the application gives against the file (./eidcompare-personas),
 * a match level with why, and the contracts' verdict. Deterministic: a pure function of the applicant.
 */

type Compared = Omit<EidCompareComparison, 'field'>;
const line = (submitted: string, onFile: string | null, match: EidCompareMatch, note: string | null = null): Compared => ({ submitted, onFile, match, note });
const notOnFile = (submitted: string): Compared => line(submitted, null, 'not-on-file');

/** Digits that differ in at most two places (a typo or two digits swapped). */
function closeDigits(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let differ = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) differ++;
  return differ <= 2;
}

const maskLicence = (n: string) => `${'*'.repeat(Math.max(0, n.length - 4))}${n.slice(-4)}`;
const addressText = (a: { line1: string; city: string; state: string; zip: string }) => `${a.line1}, ${a.city}, ${a.state} ${a.zip}`;
/** The street line without its unit: "1180 BIRCH ST APT 4B" → "1180 BIRCH ST". */
const street = (line1: string) => line1.replace(/\s+(APT|STE|UNIT|#)\s*\S+$/, '');

function compareName(a: EidCompareApplicant, f: IdentityFile): Compared {
  const first = normalizeName(a.firstName);
  const last = normalizeName(a.lastName);
  const submitted = [first, last].join(' ');
  const onFile = `${f.firstName} ${f.lastName}`;
  if (first === f.firstName && last === f.lastName) return line(submitted, onFile, 'exact');
  if (last === f.lastName && first[0] === f.firstName[0]) return line(submitted, onFile, 'partial', 'Last name; first initial only');
  if (last === f.lastName || first === f.firstName) return line(submitted, onFile, 'partial', last === f.lastName ? 'Last name only' : 'First name only');
  return line(submitted, onFile, 'no-match');
}

function compareAddress(a: EidCompareApplicant, f: IdentityFile): Compared {
  const given = normalizeAddress(a.address);
  const submitted = addressText(given);
  const onFile = addressText(f.address);
  const zip = given.zip.slice(0, 5);
  if (given.line1 === f.address.line1 && zip === f.address.zip) return line(submitted, onFile, 'exact');
  if (street(given.line1) === street(f.address.line1) && zip === f.address.zip) return line(submitted, onFile, 'partial', 'Another apartment or unit');
  if (zip === f.address.zip || given.line1 === f.address.line1) return line(submitted, onFile, 'partial', zip === f.address.zip ? 'Same ZIP; another street' : 'Same street; another ZIP');
  return line(submitted, onFile, 'no-match');
}

function compareSsn(a: EidCompareApplicant, f: IdentityFile): Compared {
  const submitted = maskSsn(a.ssn);
  const onFile = maskSsn(f.ssn);
  if (a.ssn === f.ssn) return line(submitted, onFile, 'exact');
  if (closeDigits(a.ssn, f.ssn)) return line(submitted, onFile, 'partial', 'One or two digits differ');
  return line(submitted, onFile, 'no-match');
}

function compareDateOfBirth(given: string, f: IdentityFile): Compared {
  const shown = formatDate(given);
  if (!f.dateOfBirth) return notOnFile(shown);
  const onFile = formatDate(f.dateOfBirth);
  if (given === f.dateOfBirth) return line(shown, onFile, 'exact');
  const [y, m, d] = given.split('-');
  if (`${y}-${d}-${m}` === f.dateOfBirth) return line(shown, onFile, 'partial', 'Month and day swapped');
  if (y === f.dateOfBirth.slice(0, 4)) return line(shown, onFile, 'partial', 'Same year of birth');
  return line(shown, onFile, 'no-match');
}

function comparePhone(given: string, f: IdentityFile): Compared {
  const submitted = formatDigits334(given);
  if (!f.phone) return notOnFile(submitted);
  const onFile = formatDigits334(f.phone);
  if (given === f.phone) return line(submitted, onFile, 'exact');
  if (given.slice(3) === f.phone.slice(3)) return line(submitted, onFile, 'partial', 'Another area code');
  return line(submitted, onFile, 'no-match');
}

function compareEmail(given: string, f: IdentityFile): Compared {
  if (!f.email) return notOnFile(given);
  if (given === f.email) return line(given, f.email, 'exact');
  if (given.split('@')[0] === f.email.split('@')[0]) return line(given, f.email, 'partial', 'Same mailbox; another domain');
  return line(given, f.email, 'no-match');
}

function compareLicence(given: { number: string; state: string }, f: IdentityFile): Compared {
  const submitted = `${maskLicence(given.number)} (${given.state})`;
  if (!f.driversLicense) return notOnFile(submitted);
  const onFile = `${maskLicence(f.driversLicense.number)} (${f.driversLicense.state})`;
  if (given.number === f.driversLicense.number && given.state === f.driversLicense.state) return line(submitted, onFile, 'exact');
  if (given.number === f.driversLicense.number) return line(submitted, onFile, 'partial', 'Issued by another state');
  return line(submitted, onFile, 'no-match');
}

export function eidCompareReportFor(applicant: EidCompareApplicant, asOf: Date): EidCompareReport {
  const file = findIdentityFile(applicant);
  const given = normalizeAddress(applicant.address);
  const rows: EidCompareComparison[] = [];
  const add = (field: EidCompareComparison['field'], compared: Compared) => rows.push({ field, ...compared });
  const nameText = `${normalizeName(applicant.firstName)} ${normalizeName(applicant.lastName)}`;
  add('name', file ? compareName(applicant, file) : notOnFile(nameText));
  add('address', file ? compareAddress(applicant, file) : notOnFile(addressText(given)));
  add('ssn', file ? compareSsn(applicant, file) : notOnFile(maskSsn(applicant.ssn)));
  if (applicant.dateOfBirth) add('dateOfBirth', file ? compareDateOfBirth(applicant.dateOfBirth, file) : notOnFile(formatDate(applicant.dateOfBirth)));
  if (applicant.phone) add('phone', file ? comparePhone(applicant.phone, file) : notOnFile(formatDigits334(applicant.phone)));
  if (applicant.email) add('email', file ? compareEmail(applicant.email, file) : notOnFile(applicant.email));
  if (applicant.driversLicense) add('driversLicense', file ? compareLicence(applicant.driversLicense, file) : notOnFile(`${maskLicence(applicant.driversLicense.number)} (${applicant.driversLicense.state})`));
  return {
    identifier: 'current',
    asOfDate: isoOfDate(asOf),
    subject: eidSubjectOf(applicant),
    verdict: eidCompareVerdictOf(rows, file !== undefined),
    comparisons: rows,
  };
}
