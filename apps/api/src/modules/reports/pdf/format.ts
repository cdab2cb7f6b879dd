import { ALERT_TITLES, type CreditReport, ECOA_DESIGNATORS, PERMISSIBLE_PURPOSES, formatDate } from '@creditdesk/contracts';

/** What a PDF cell shows for a value the report does not carry. */
export const NONE = '—';

const dollars = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** $1,234 (whole dollars); -$1,234 for a negative amount; a dash when absent. */
export function money(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return NONE;
  const text = dollars.format(Math.abs(Math.round(value)));
  return value < 0 ? `-$${text}` : `$${text}`;
}

/** MM-DD-YYYY; a dash when absent or not a date. */
export function date(value: string | Date | null | undefined): string {
  return formatDate(value) || NONE;
}

export function percent(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return NONE;
  return `${Math.round(value)}%`;
}

export function count(value: number): string {
  return dollars.format(value);
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

export function alertTitle(type: CreditReport['alerts'][number]['type']): string {
  return ALERT_TITLES[type] ?? type;
}

/**
 * A last line of defence: anything that looks like a full nine-digit SSN is masked to its last
 * four before it reaches the page. Report data carries SSNs masked already; free text from a bureau
 * (alert messages, statuses) might not.
 */
export function scrubSsn(text: string): string {
  return text.replace(/(?<![A-Za-z0-9])(\d{3})[- ]?(\d{2})[- ]?(\d{4})(?![A-Za-z0-9])/g, (_m, _a, _b, last: string) => `***-**-${last}`);
}
