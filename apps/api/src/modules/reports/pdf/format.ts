import { type CreditReport, ECOA_DESIGNATORS, NOT_REPORTED, PERMISSIBLE_PURPOSES, formatDate } from '@creditdesk/contracts';

/*
 * Money, percentages, counts, the dash for a value not reported and every label and threshold come
 * from the contracts' reports/presentation, shared with the portal's viewer; here only what the PDF
 * alone needs.
 */

/** MM-DD-YYYY; a dash when absent or not a date. */
export function date(value: string | Date | null | undefined): string {
  return formatDate(value) || NOT_REPORTED;
}

export function yesNo(value: boolean): string {
  return value ? 'Yes' : 'No';
}

export function fullName(subject: Pick<CreditReport['subject'], 'firstName' | 'middleName' | 'lastName' | 'suffix'>): string {
  return [subject.firstName, subject.middleName, subject.lastName, subject.suffix].filter((part) => part && part.trim()).join(' ');
}

export function ecoaLabel(code: keyof typeof ECOA_DESIGNATORS): string {
  return ECOA_DESIGNATORS[code] ?? code;
}

/** The permissible purpose as the lender chose it: the label when it is one of the coded values. */
export function purposeLabel(value: string): string {
  return PERMISSIBLE_PURPOSES.find((p) => p.value === value)?.label ?? value;
}

/**
 * A last line of defence: anything that looks like a full nine-digit SSN is masked to its last
 * four before it reaches the page. Report data carries SSNs masked already; free text from a bureau
 * (alert messages, statuses) might not.
 */
export function scrubSsn(text: string): string {
  return text.replace(/(?<![A-Za-z0-9])(\d{3})[- ]?(\d{2})[- ]?(\d{4})(?![A-Za-z0-9])/g, (_m, _a, _b, last: string) => `***-**-${last}`);
}
