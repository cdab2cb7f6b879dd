import { errorDetailOf, type ApiError } from '../../../api/api-errors';

/** The words an error object of the compliance service may carry, in the order they are read. */
const TEXT_KEYS = ['message', 'errorMessage', 'description', 'detail', 'error'] as const;
const CODE_KEYS = ['code', 'errorCode', 'reasonCode'] as const;

const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** An error object in a sentence: its message (or its errors' messages) and its code, "The watchlist is unavailable (WL-503)". */
function sentenceOf(parsed: unknown): string | undefined {
  if (typeof parsed === 'string') return textOf(parsed);
  if (Array.isArray(parsed)) return parsed.map(sentenceOf).filter(Boolean).join(' ') || undefined;
  if (!parsed || typeof parsed !== 'object') return undefined;
  const record = parsed as Record<string, unknown>;
  const text = TEXT_KEYS.map((key) => sentenceOf(record[key])).find(Boolean) ?? sentenceOf(record.errors);
  if (!text) return undefined;
  const code = CODE_KEYS.map((key) => textOf(record[key]) ?? (typeof record[key] === 'number' ? String(record[key]) : undefined)).find(Boolean);
  return code && !text.includes(code) ? `${text} (${code})` : text;
}

/**
 * What a failed Kount Compliance order says (reports.md §3): its `additionalErrorDetails.message` is
 * a JSON string holding the error object, read here into a sentence; a message that is not JSON is
 * shown as it is. Undefined when the answer carries none (the portal's general failure text is shown).
 */
export function kountFailureDetail(error: ApiError): string | undefined {
  const raw = errorDetailOf(error);
  if (!raw) return undefined;
  try {
    return sentenceOf(JSON.parse(raw));
  } catch {
    return raw.trim();
  }
}
