import { asciiName } from '@creditdesk/contracts';
import type { ApplicantIdentity } from '../consumer-bureau.js';

/** An applicant as the bureau files it: names in capitals, the address in USPS style, the SSN as 9 digits. */
export type SubjectIdentity = {
  firstName: string;
  middleName: string | null;
  lastName: string;
  suffix: string | null;
  ssn: string;
  dateOfBirth: string;
  address: NormalizedAddress;
};
/** An identity product's submission, normalized alike; its date of birth may be missing. */
export type SubmittedIdentity = Omit<SubjectIdentity, 'dateOfBirth'> & { dateOfBirth: string | null };
export type NormalizedAddress = { line1: string; city: string; state: string; zip: string; country: string };

const plain = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A name as the bureau files it and compares it: the contracts' ASCII form (asciiName: 'Nguyễn' →
 * 'NGUYEN', 'Ægir' → 'AEGIR') in capitals, single spaces, letters, apostrophes and hyphens. A name
 * with no ASCII form ('李', 'Μαρία') keeps its own letters, in capitals: the sandbox files it as given.
 */
export const normalizeName = (s: string): string => {
  const given = s.normalize('NFC');
  return (asciiName(given) ?? given)
    .toUpperCase()
    .replace(/[^\p{L}\p{M}' -]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
};

/** USPS Publication 28 abbreviations for the words a street line usually spells out. */
const USPS: Record<string, string> = {
  STREET: 'ST', AVENUE: 'AVE', ROAD: 'RD', DRIVE: 'DR', LANE: 'LN', BOULEVARD: 'BLVD', COURT: 'CT', PLACE: 'PL',
  TERRACE: 'TER', CIRCLE: 'CIR', PARKWAY: 'PKWY', HIGHWAY: 'HWY', SQUARE: 'SQ', TRAIL: 'TRL', EXPRESSWAY: 'EXPY',
  APARTMENT: 'APT', SUITE: 'STE', BUILDING: 'BLDG', FLOOR: 'FL', ROOM: 'RM', NUMBER: '#',
  NORTH: 'N', SOUTH: 'S', EAST: 'E', WEST: 'W', NORTHEAST: 'NE', NORTHWEST: 'NW', SOUTHEAST: 'SE', SOUTHWEST: 'SW',
};

export function normalizeAddress(a: { line1: string; city: string; state: string; zip: string; country?: string }): NormalizedAddress {
  const country = plain(a.country ?? 'US') === 'CA' ? 'CA' : 'US';
  const line1 = plain(a.line1)
    .replace(/[.,]/g, ' ')
    .replace(/\bP\s*O\s+BOX\b/g, 'PO BOX')
    .replace(/#\s*/g, '# ')
    .split(' ')
    .filter(Boolean)
    .map((w) => USPS[w] ?? w)
    .join(' ')
    .replace(/\b(APT|STE|UNIT) # /g, '$1 ');
  const city = plain(a.city).replace(/[.,]/g, '').replace(/\s+/g, ' ');
  const zip =
    country === 'CA'
      ? plain(a.zip).replace(/\s/g, '').replace(/^(.{3})(.{3})$/, '$1 $2')
      : a.zip.trim();
  return { line1, city, state: plain(a.state), zip, country };
}

export const ssnDigits = (ssn: string): string => ssn.replace(/\D/g, '');
export const maskSsn = (ssn: string): string => `***-**-${ssnDigits(ssn).slice(-4)}`;

/**
 * The applicant as the bureau files it. The names go through normalizeName, which takes the same
 * ASCII form the pull declares (asciiName) from the name as given, so the sandbox files what an
 * ASCII bureau would, whatever the caller put beside it.
 */
export function normalizeApplicant(a: ApplicantIdentity): SubjectIdentity {
  const middle = normalizeName(a.middleName ?? '');
  const suffix = plain(a.suffix ?? '');
  return {
    firstName: normalizeName(a.firstName),
    middleName: middle || null,
    lastName: normalizeName(a.lastName),
    suffix: suffix || null,
    ssn: ssnDigits(a.ssn),
    dateOfBirth: a.dateOfBirth,
    address: normalizeAddress(a.address),
  };
}

/**
 * The seed of a generated file: who the consumer is (name, SSN, date of birth), not how the lender
 * typed it. The address is deliberately left out: it fills the address segment, and a consumer who
 * moves keeps the same credit history, as on a real file.
 */
export const identityKey = (s: SubjectIdentity): string => `sandbox-file|${s.firstName}|${s.lastName}|${s.ssn}|${s.dateOfBirth}`;

/** Same street line and ZIP5 once normalised. */
export const sameAddress = (a: NormalizedAddress, b: NormalizedAddress): boolean =>
  a.line1 === b.line1 && a.zip.slice(0, 5) === b.zip.slice(0, 5) && a.country === b.country;
