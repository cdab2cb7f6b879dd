import { z } from 'zod';

/*
 * The languages a company may write a letter template in (the company chooses per template). The
 * required adverse-action statements are declared in each (adverse-action.ts); the letter's dates
 * and page numbers follow its language, and its PDF declares the language so a screen reader speaks
 * it in that language.
 */

export const LETTER_LANGUAGES = ['en', 'es'] as const;
export type LetterLanguage = (typeof LETTER_LANGUAGES)[number];
export const DEFAULT_LETTER_LANGUAGE: LetterLanguage = 'en';

export const letterLanguageSchema = z.enum(LETTER_LANGUAGES, { error: `language must be one of ${LETTER_LANGUAGES.join(', ')}` });

const MONTHS: Record<LetterLanguage, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
};

/** How a letter in one language writes what is not the template's own words. */
export type LetterLanguageFormat = {
  /** the name the template editor shows, in the language itself. */
  label: string;
  /** the BCP 47 tag the PDF declares. */
  tag: string;
  /** a calendar date as the letter writes it: "May 4, 2026", "4 de mayo de 2026". */
  date: (year: number, month: number, day: number) => string;
  pageOf: (page: number, count: number) => string;
};

export const LETTER_LANGUAGE_FORMATS: Record<LetterLanguage, LetterLanguageFormat> = {
  en: { label: 'English', tag: 'en-US', date: (y, m, d) => `${MONTHS.en[m - 1]} ${d}, ${y}`, pageOf: (p, n) => `Page ${p} of ${n}` },
  es: { label: 'Español (Spanish)', tag: 'es-US', date: (y, m, d) => `${d} de ${MONTHS.es[m - 1]} de ${y}`, pageOf: (p, n) => `Página ${p} de ${n}` },
};

/** A letter's language's formats; a letter stored before languages existed is in English. */
export const letterLanguageOf = (language: string | undefined): LetterLanguageFormat =>
  LETTER_LANGUAGE_FORMATS[(LETTER_LANGUAGES as readonly string[]).includes(language ?? '') ? (language as LetterLanguage) : DEFAULT_LETTER_LANGUAGE];
