import { MESSAGES } from './messages.js';

/**
 * portal.md §5 validation patterns. Each accepts the empty string: "required" is a separate rule,
 * so an optional field may stay blank and a required one says so with its own message.
 */
export const PATTERNS = {
  /** standard e-mail: local@domain.tld, no spaces, one @. */
  email: /^$|^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/,
  /** the simpler e-mail pattern: something@something.something. */
  simpleEmail: /^$|^\S+@\S+\.\S+$/,
  alphanumericDashUnderscore: /^[A-Za-z0-9_-]*$/,
  phone10: /^$|^\d{10}$/,
  numericUpTo5: /^\d{0,5}$/,
  usZip: /^$|^\d{5}(?:-\d{4})?$/,
  canadianPostalCode: /^$|^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
  noPipeBangPlus: /^[^|!+]*$/,
  /** SSN-like: nine digits, dashes optional, grouped 3-2-4. */
  ssn: /^$|^\d{3}-?\d{2}-?\d{4}$/,
  /** tax id: nine digits grouped 2-7. */
  taxId: /^$|^\d{2}-?\d{7}$/,
  /** phone grouped 3-3-4. */
  phone334: /^$|^\d{3}-?\d{3}-?\d{4}$/,
  numericUpTo3: /^\d{0,3}$/,
  /** nine digits grouped 3-3-4 (written as the spec lists it: a 3-3-4 grouping of a 9/10-digit value). */
  nineDigit334: /^$|^\d{3}-?\d{3}-?\d{3,4}$/,
  eightDigit: /^$|^\d{8}$/,
} as const;

export type PatternName = keyof typeof PATTERNS;

export function matches(name: PatternName, value: string): boolean {
  return PATTERNS[name].test(value);
}

/** Canadian provinces accepted for consumer requests (reports.md §5). */
export const CANADIAN_PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NT', 'NS', 'NU', 'ON', 'PE', 'PQ', 'SK', 'YK'] as const;

export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY',
  'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH',
  'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
  'AS', 'GU', 'MP', 'PR', 'VI',
] as const;

/** Countries whose postal codes follow the Canadian format; every other country uses the US zip. */
export const CANADIAN_FORMAT_COUNTRIES = ['CA', 'CAN', 'CANADA'] as const;

export function usesCanadianPostalCode(country: string | undefined | null): boolean {
  return (CANADIAN_FORMAT_COUNTRIES as readonly string[]).includes((country ?? '').trim().toUpperCase());
}

/** §5 zip check by country; returns the spec's message or undefined. */
export function validateZip(zip: string, country: string | undefined | null): string | undefined {
  const ok = usesCanadianPostalCode(country) ? matches('canadianPostalCode', zip) : matches('usZip', zip);
  return ok ? undefined : MESSAGES.validation.zip;
}

/**
 * §5 User ID rule, checked on every change: empty gives no error; with @ it must be an e-mail;
 * otherwise letters, digits, dash and underscore, and the dot every demo and legacy-style ID has
 * (demo.user: a rule refusing them told a taken ID "invalid characters", issue 33; docs/decisions.md).
 * Uniqueness is the server's to answer.
 */
export function validateUserIdFormat(value: string): string | undefined {
  if (value === '') return undefined;
  if (value.includes('@')) return matches('email', value) ? undefined : MESSAGES.userId.invalidEmail;
  return /^[A-Za-z0-9._-]+$/.test(value) ? undefined : MESSAGES.userId.invalidCharacters;
}
