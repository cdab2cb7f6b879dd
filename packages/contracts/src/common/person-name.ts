import { z } from 'zod';

/*
 * A person's name as people really write it (issue 27): José, Zoë, Nguyễn, Anne-Marie, D'Andre,
 * O’Brien, St. John, 李, Μαρία, Александр. The one rule for every consumer, applicant and subject
 * name part of every order form, batch row, input template and API call, and the one ASCII form a
 * bureau that files names in ASCII receives (docs/decisions.md, "Person names").
 */

/** The field's message when the rule refuses it: "firstName may hold letters, …". */
export const PERSON_NAME_RULE = 'may hold letters, spaces, apostrophes, dots and dashes';

/** The longest name part a bureau files (the consumer bureaus' 40-character name fields). */
export const PERSON_NAME_MAX = 40;

/**
 * A letter of any alphabet first (so '--', "'" and '.' are refused), then letters with their
 * combining marks, spaces, apostrophes (straight ' and curly ’), dots and hyphens. No digits, no
 * control characters, no other punctuation.
 */
const PERSON_NAME_PATTERN = /^\p{L}[\p{L}\p{M} '’.-]*$/u;

/** Checked on the NFC form: 'José' typed as e + U+0301 is the same name as the precomposed é. */
export const isPersonName = (value: string): boolean => PERSON_NAME_PATTERN.test(value.normalize('NFC'));

/**
 * A name part, blank allowed: trimmed and NFC-normalised (the form that is stored and sent), at most
 * `max` characters after normalising, blank or the rule.
 */
export const personNameText = (field: string, max = PERSON_NAME_MAX) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? `${field} is required` : `${field} must be text`) })
    .trim()
    .overwrite((v) => v.normalize('NFC'))
    .max(max, `${field} must be at most ${max} characters`)
    .refine((v) => v === '' || PERSON_NAME_PATTERN.test(v), `${field} ${PERSON_NAME_RULE}`);

/** A required name part (first or last name). */
export const personName = (field: string, max = PERSON_NAME_MAX) => personNameText(field, max).min(1, `${field} is required`);

/** An optional name part (a middle name): blank or absent is left out of the parsed request. */
export const optionalPersonName = (field: string, max = PERSON_NAME_MAX) =>
  personNameText(field, max)
    .optional()
    .transform((v) => (v ? v : undefined));

/**
 * Letters that carry no combining mark to strip (they do not decompose under NFD), and the
 * apostrophes that are letters (ʼ ʻ) or typographic (’ ‘), with their usual ASCII spelling.
 */
const ASCII_SPELLING: Readonly<Record<string, string>> = {
  ß: 'ss', ẞ: 'SS', Æ: 'AE', æ: 'ae', Œ: 'OE', œ: 'oe', Ø: 'O', ø: 'o', Ł: 'L', ł: 'l', Đ: 'D', đ: 'd',
  Ð: 'D', ð: 'd', Þ: 'TH', þ: 'th', Ħ: 'H', ħ: 'h', Ŧ: 'T', ŧ: 't', ı: 'i', ĸ: 'k', Ŋ: 'NG', ŋ: 'ng',
  '’': "'", '‘': "'", 'ʼ': "'", 'ʻ': "'",
};

/**
 * The name in ASCII, as a bureau that files names in ASCII takes it: NFD, combining marks removed
 * (é → e, ễ → e), then the letters above spelled out (ß → ss, Ø → O, Ł → L, Æ → AE). Case, spaces,
 * dots and hyphens are kept. Null when the name holds a letter with no ASCII form (李, Μαρία,
 * Александр): such a name is never transliterated here (a romanisation is the applicant's own, as on
 * their documents), and a bureau that needs ASCII must say it cannot file it rather than guess.
 */
export function asciiName(name: string): string | null {
  const ascii = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, (c) => ASCII_SPELLING[c] ?? c);
  return /^[A-Za-z '.-]*$/.test(ascii) ? ascii : null;
}

export type PersonNameParts = { firstName: string; middleName?: string; lastName: string };
export type AsciiPersonName = { firstName: string; middleName: string; lastName: string };

/** A person's name parts in ASCII (asciiName), or null when any part has no ASCII form. */
export function asciiPersonName(parts: PersonNameParts): AsciiPersonName | null {
  const firstName = asciiName(parts.firstName);
  const middleName = asciiName(parts.middleName ?? '');
  const lastName = asciiName(parts.lastName);
  return firstName === null || middleName === null || lastName === null ? null : { firstName, middleName, lastName };
}
