import { errorDetailOf, errorFieldsOf, httpStatusOf, type ApiError } from '../../../api/api-errors';

/** The words an error object of the compliance service may carry, in the order they are read. */
const TEXT_KEYS = ['message', 'errorMessage', 'description', 'detail', 'error'] as const;
const CODE_KEYS = ['code', 'errorCode', 'reasonCode'] as const;

const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * An error object in a sentence: its message (or its errors' messages) and its code, "The watchlist is
 * unavailable (WL-503)". A code that is only the answer's HTTP status (our server's, docs/products/kount.md)
 * adds nothing and is left out.
 */
function sentenceOf(parsed: unknown, status: number | undefined): string | undefined {
  if (typeof parsed === 'string') return textOf(parsed);
  if (Array.isArray(parsed)) return parsed.map((item) => sentenceOf(item, status)).filter(Boolean).join(' ') || undefined;
  if (!parsed || typeof parsed !== 'object') return undefined;
  const record = parsed as Record<string, unknown>;
  const text = TEXT_KEYS.map((key) => sentenceOf(record[key], status)).find(Boolean) ?? sentenceOf(record.errors, status);
  if (!text) return undefined;
  const code = CODE_KEYS.map((key) => textOf(record[key]) ?? (typeof record[key] === 'number' ? String(record[key]) : undefined)).find(Boolean);
  return code && code !== String(status) && !text.includes(code) ? `${text} (${code})` : text;
}

/**
 * What a failed Kount Compliance order says (reports.md §3): its `additionalErrorDetails.message` is
 * a JSON string holding the error object, read here into a sentence; a message that is not JSON is
 * shown as it is. Undefined when the answer carries none, or names fields (a 400: the form shows each
 * on its field, under the portal's general failure text, as for every product).
 */
export function kountFailureDetail(error: ApiError): string | undefined {
  const raw = errorDetailOf(error);
  if (!raw || errorFieldsOf(error).length > 0) return undefined;
  try {
    return sentenceOf(JSON.parse(raw), httpStatusOf(error));
  } catch {
    return raw.trim();
  }
}
