/**
 * Text PostgreSQL cannot store: the NUL character (U+0000, refused by every text column) and
 * unpaired UTF-16 surrogates (they have no UTF-8 form; the drivers would silently store U+FFFD).
 * Every request is checked against this one rule before validation, so such text is a 400 before
 * any data source is called, never a 500 after.
 */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what this rule refuses
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasUnstorableText = (text: string): boolean => UNSTORABLE.test(text);

export const UNSTORABLE_TEXT_MESSAGE = 'contains a character that cannot be stored (U+0000 or an unpaired surrogate)';

/**
 * The path of the first string (or object key) in a parsed request part that holds unstorable
 * text, e.g. 'body.customerConfigurations.customerReferenceNumber'; undefined when all is storable.
 */
export function findUnstorableText(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return hasUnstorableText(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorableText(value[i], `${path}.${i}`);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (hasUnstorableText(key)) return `${path}.${JSON.stringify(key.replaceAll('\u0000', '\\u0000'))}`;
      const found = findUnstorableText(child, `${path}.${key}`);
      if (found) return found;
    }
  }
  return undefined;
}

// eslint-disable-next-line no-control-regex -- the C0 and C1 controls and DEL are exactly what this rule refuses
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * A control character (C0, DEL, C1): storable, but not in a name shown in lists, mails and logs (a
 * line break, a terminal's ANSI escape sequence).
 */
export const hasControlCharacter = (text: string): boolean => CONTROL.test(text);
