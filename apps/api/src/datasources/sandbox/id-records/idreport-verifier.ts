import {
  ID_REPORT_IDENTIFIER,
  ID_RISK_INDICATORS,
  type IdElement,
  type IdMatchResult,
  type IdReport,
  type IdReportConsumer,
  type IdRiskCode,
  SSN_ISSUED_AFTER_BIRTH_AGE,
  SSN_ISSUED_BEFORE_BIRTH_YEARS,
  SSN_NEVER_ISSUED_REASON_LABELS,
  formatDate,
  idReportVerdictOf,
  sortRiskIndicators,
  ssnNeverIssuedReasons,
} from '@creditdesk/contracts';
import { ageAt, isoOf, isoOfDate, monthOfDate, monthOfIso } from '../calendar.js';
import { NICKNAMES, STREET_NAMES, STREET_SUFFIXES } from '../creditors.js';
import { type NormalizedAddress, type SubmittedIdentity, maskSsn, normalizeAddress, normalizeName, sameAddress } from '../identity.js';
import { Rng } from '../seeded-random.js';
import { type IdAddressOnFile, type IdRecord, type OtherIdentity, findIdPersona } from './idreport-personas.js';
import { isRandomizedOnlyArea, ssnIssuanceOf } from './ssn-issuance.js';

/*
 * The sandbox's identity verification: the submitted identity compared element by element with the
 * identity on file for the SSN (a persona's, or one generated from the submission itself), the SSN
 * checked against the SSA's rules, the Death Master File and other identities on the number, the
 * risk indicators and the verdict (the contracts' rule). Deterministic: the same submission always
 * gives the same answer.
 */

type Submitted = SubmittedIdentity;

type Element = IdReport['elements'][number];
type Indicator = IdReport['riskIndicators'][number];

const indicator = (code: IdRiskCode, text: string): Indicator => ({ code, severity: ID_RISK_INDICATORS[code].severity, text });
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The identity on file for the SSN, the Death Master File's entry and the other identities on the number. */
type Found = { record: IdRecord | null; dateOfDeath: string | null; otherIdentities: OtherIdentity[] };

export function idReportFor(consumer: IdReportConsumer, asOf: Date): IdReport {
  const submitted = normalized(consumer);
  const neverIssued = ssnNeverIssuedReasons(submitted.ssn);
  const found = neverIssued.length > 0 ? { record: null, dateOfDeath: null, otherIdentities: [] } : lookUp(submitted, asOf);
  const { record } = found;
  const issuance = neverIssued.length > 0 ? null : ssnIssuanceOf(submitted.ssn, record?.firstReported ?? null);
  const masked = maskSsn(submitted.ssn);

  const elements = neverIssued.length > 0 ? neverIssuedElements() : record ? compareElements(submitted, record) : noRecordElements();
  const indicators: Indicator[] = [];
  if (neverIssued.length > 0) {
    indicators.push(indicator('SSN_NEVER_ISSUED', `The SSN ${masked} is not a number the Social Security Administration issues: ${neverIssued.map((r) => SSN_NEVER_ISSUED_REASON_LABELS[r]).join('; ')}.`));
  } else if (!record) {
    indicators.push(indicator('NO_RECORD', `No identity record was found for the SSN ${masked}: it may be new, little used or mistyped.`));
  }
  if (found.dateOfDeath) {
    indicators.push(indicator('SSN_DECEASED', `The SSN is reported deceased in the Death Master File: date of death ${formatDate(found.dateOfDeath)}.`));
  }
  if (issuance && submitted.dateOfBirth) {
    const dob = submitted.dateOfBirth;
    if (issuance.issuedNotAfter && issuance.issuedNotAfter < dob) {
      const years = ageAt(issuance.issuedNotAfter, dateOf(dob));
      if (years >= SSN_ISSUED_BEFORE_BIRTH_YEARS) {
        indicators.push(indicator('SSN_ISSUED_BEFORE_BIRTH', `The SSN was issued no later than ${formatDate(issuance.issuedNotAfter)}, ${plural(years, 'year')} before the date of birth given (${formatDate(dob)}).`));
      }
    }
    if (issuance.issuedNotBefore) {
      const age = ageAt(dob, dateOf(issuance.issuedNotBefore));
      if (age >= SSN_ISSUED_AFTER_BIRTH_AGE) {
        indicators.push(indicator('SSN_ISSUED_AFTER_BIRTH', `The SSN was issued on or after ${formatDate(issuance.issuedNotBefore)}, when the consumer was at least ${age}: a first SSN issued to an adult. Confirm the identity with documents.`));
      }
    }
  }
  for (const e of elements) indicators.push(...elementIndicators(e, record));
  if (found.otherIdentities.length > 0) {
    const since = found.otherIdentities.map((o) => o.firstReported).sort()[0];
    indicators.push(indicator('SSN_MULTIPLE_IDENTITIES', `${plural(found.otherIdentities.length, 'other identity', 'other identities')} reported with this SSN since ${formatDate(since)}.`));
  }
  const riskIndicators = sortRiskIndicators(indicators);
  const hit = record !== null;

  return {
    identifier: ID_REPORT_IDENTIFIER,
    hit,
    asOfDate: isoOfDate(asOf),
    subject: {
      firstName: submitted.firstName,
      middleName: submitted.middleName,
      lastName: submitted.lastName,
      suffix: submitted.suffix,
      ssnMasked: masked,
      dateOfBirth: submitted.dateOfBirth,
      address: { line1: submitted.address.line1, city: submitted.address.city, state: submitted.address.state, zip: submitted.address.zip },
    },
    verdict: idReportVerdictOf({ hit, riskIndicators }),
    elements,
    ssn: {
      ssnMasked: masked,
      validity: neverIssued.length > 0 ? 'never-issued' : 'valid',
      neverIssuedReasons: neverIssued,
      issuance,
      firstReported: record?.firstReported ?? null,
      deceased: found.dateOfDeath !== null,
      dateOfDeath: found.dateOfDeath,
      deathSource: found.dateOfDeath ? 'Death Master File' : null,
      otherIdentities: found.otherIdentities.map((o) => ({ ...o })),
    },
    riskIndicators,
  };
}

const dateOf = (iso: string) => new Date(`${iso}T00:00:00Z`);

function normalized(c: IdReportConsumer): Submitted {
  return {
    firstName: normalizeName(c.firstName),
    middleName: c.middleName ? normalizeName(c.middleName) || null : null,
    lastName: normalizeName(c.lastName),
    suffix: c.suffix ?? null,
    ssn: c.ssn.replace(/\D/g, ''),
    dateOfBirth: c.dateOfBirth ?? null,
    address: normalizeAddress({ ...c.address, country: 'US' }),
  };
}

/** A persona's record by SSN; anyone else's generated from who they are. */
function lookUp(s: Submitted, asOf: Date): Found {
  const persona = findIdPersona(s.ssn);
  if (persona) return { record: persona.onFile, dateOfDeath: persona.dateOfDeath ?? null, otherIdentities: persona.otherIdentities ?? [] };
  return { record: generatedIdRecord(s, asOf), dateOfDeath: null, otherIdentities: [] };
}

/**
 * The record of a consumer the sandbox does not document: the submitted identity as on file, the
 * submitted address current for some years with one former address in the same ZIP, the SSN first
 * reported when the consumer was 18 to 22 (never before randomisation for a number that can only
 * have been issued since). A consumer under 18 on the as-of date has no record (a no-hit).
 */
export function generatedIdRecord(s: Pick<Submitted, 'firstName' | 'middleName' | 'lastName' | 'ssn' | 'dateOfBirth' | 'address'>, asOf: Date): IdRecord | null {
  const rng = Rng.fromKey(`idreport|${s.firstName}|${s.lastName}|${s.ssn}|${s.dateOfBirth ?? ''}`);
  const now = monthOfDate(asOf);
  const dateOfBirth = s.dateOfBirth ?? isoOf(now - 12 * rng.int(25, 70) - rng.int(0, 11), rng.int(1, 28));
  if (ageAt(dateOfBirth, asOf) < 18) return null;
  let firstMonth = monthOfIso(dateOfBirth) + 12 * rng.int(18, 22) + rng.int(0, 11);
  if (isRandomizedOnlyArea(Number(s.ssn.slice(0, 3)))) firstMonth = Math.max(firstMonth, monthOfIso('2011-07-01') + rng.int(2, 30));
  firstMonth = Math.min(firstMonth, now - 2);
  const movedIn = Math.max(firstMonth, now - rng.int(8, 120));
  const addresses: IdAddressOnFile[] = [{ ...s.address, firstReported: isoOf(movedIn, 1), lastReported: isoOf(now - 1, 1), current: true }];
  if (movedIn - firstMonth >= 12) {
    const line1 = `${rng.int(100, 9899)} ${rng.pick(STREET_NAMES)} ${rng.pick(STREET_SUFFIXES)}`;
    addresses.push({ line1, city: s.address.city, state: s.address.state, zip: s.address.zip, firstReported: isoOf(firstMonth, 1), lastReported: isoOf(movedIn - 1, 1), current: false });
  }
  return { firstName: s.firstName, middleName: s.middleName, lastName: s.lastName, dateOfBirth, addresses, firstReported: isoOf(firstMonth, rng.int(1, 28)) };
}

// ---- the elements -------------------------------------------------------------------------------

const element = (key: IdElement, result: IdMatchResult, detail: string): Element => ({ element: key, result, detail });

function neverIssuedElements(): Element[] {
  const none = 'No identity record can exist on a number that is never issued.';
  return [
    element('name', 'not-checked', none),
    element('ssn', 'no-match', 'The number is never issued by the Social Security Administration.'),
    element('dateOfBirth', 'not-checked', none),
    element('address', 'not-checked', none),
  ];
}

function noRecordElements(): Element[] {
  const none = 'No identity record was found for the SSN to compare with.';
  return [element('name', 'not-checked', none), element('ssn', 'not-checked', none), element('dateOfBirth', 'not-checked', none), element('address', 'not-checked', none)];
}

function compareElements(s: Submitted, record: IdRecord): Element[] {
  const name = compareName(s, record);
  const ssnDetail: Record<IdMatchResult, string> = {
    match: 'The SSN is on file for this name.',
    partial: 'The SSN is on file for a name that matches only in part.',
    'no-match': 'The SSN is on file under another name.',
    'not-checked': '',
  };
  return [name, element('ssn', name.result, ssnDetail[name.result]), compareDateOfBirth(s.dateOfBirth, record.dateOfBirth), compareAddress(s.address, record.addresses)];
}

const nicknameOf = (a: string, b: string) => NICKNAMES[a] === b || NICKNAMES[b] === a;
const initialOf = (a: string, b: string) => (a.length === 1 || b.length === 1) && a[0] === b[0];

function compareName(s: Submitted, record: IdRecord): Element {
  const { result, detail } = nameMatchOf(s, record);
  return element('name', result, detail);
}

/**
 * A submitted name (capitals, as normalised) against a name on file: both names match; or in part
 * (the last name with a nickname or initial of the first, a last name that is part of a hyphenated
 * one, or the first name with another last name); or not at all.
 */
export function nameMatchOf(given: { firstName: string; lastName: string }, onFile: { firstName: string; lastName: string }): { result: 'match' | 'partial' | 'no-match'; detail: string } {
  const first = given.firstName;
  const last = given.lastName;
  const onFileFirst = normalizeName(onFile.firstName);
  const onFileLast = normalizeName(onFile.lastName);
  if (first === onFileFirst && last === onFileLast) return { result: 'match', detail: 'First and last name match the name on file.' };
  const lastParts = onFileLast.split(/[ -]/);
  if ((last === onFileLast || lastParts.includes(last)) && (first === onFileFirst || nicknameOf(first, onFileFirst) || initialOf(first, onFileFirst))) {
    return { result: 'partial', detail: 'The last name matches; the first name is a nickname or an initial of the one on file, or the last name is part of it.' };
  }
  if (first === onFileFirst && last !== onFileLast) return { result: 'partial', detail: 'The first name matches; the last name differs (a maiden or married name?).' };
  return { result: 'no-match', detail: 'The name does not match the name on file for this SSN.' };
}

function compareDateOfBirth(given: string | null, onFile: string): Element {
  if (!given) return element('dateOfBirth', 'not-checked', 'No date of birth was submitted.');
  if (given === onFile) return element('dateOfBirth', 'match', 'The date of birth matches the one on file.');
  const [gy, gm, gd] = given.split('-');
  const [fy, fm, fd] = onFile.split('-');
  if (gy === fy && gm === fd && gd === fm) return element('dateOfBirth', 'partial', 'The month and day are transposed.');
  const same = [gy === fy, gm === fm, gd === fd];
  if (same.filter(Boolean).length === 2) {
    const differs = ['year', 'month', 'day'][same.indexOf(false)];
    return element('dateOfBirth', 'partial', `The date of birth matches except for the ${differs}.`);
  }
  return element('dateOfBirth', 'no-match', 'The date of birth does not match the one on file.');
}

function compareAddress(given: NormalizedAddress, onFile: IdAddressOnFile[]): Element {
  const known = onFile.map((a) => ({ a, n: normalizeAddress({ ...a, country: 'US' }) }));
  const currentOne = known.find((k) => k.a.current && sameAddress(k.n, given));
  if (currentOne) return element('address', 'match', `The current address on file, reported since ${formatDate(currentOne.a.firstReported)}.`);
  const formerOne = known.find((k) => !k.a.current && sameAddress(k.n, given));
  if (formerOne) return element('address', 'partial', `On file as a former address, last reported ${formatDate(formerOne.a.lastReported)}.`);
  return element('address', 'no-match', `Not among the ${plural(onFile.length, 'address', 'addresses')} on file for this identity.`);
}

function elementIndicators(e: Element, record: IdRecord | null): Indicator[] {
  if (!record) return [];
  switch (`${e.element}:${e.result}`) {
    case 'name:no-match':
      return [indicator('SSN_OTHER_NAME', 'The SSN is on file under a name other than the one submitted: it may belong to someone else.')];
    case 'name:partial':
      return [indicator('NAME_PARTIAL', `The name matches only in part: ${lowerFirst(e.detail)}`)];
    case 'dateOfBirth:no-match':
      return [indicator('DOB_MISMATCH', 'The date of birth submitted differs from the one on file for this identity.')];
    case 'dateOfBirth:partial':
      return [indicator('DOB_PARTIAL', `The date of birth matches only in part: ${lowerFirst(e.detail)}`)];
    case 'address:no-match':
      return [indicator('ADDRESS_MISMATCH', 'The address submitted is not among the addresses on file for this identity.')];
    case 'address:partial':
      return [indicator('ADDRESS_FORMER', `The address submitted is a former address: ${lowerFirst(e.detail)}`)];
    default:
      return [];
  }
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
