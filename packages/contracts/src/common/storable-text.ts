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
 * Walked with a stack of its own, in document order, so no depth of nesting can overflow the call
 * stack (the JSON parser refuses bodies deeper than JSON_NESTING_LIMIT before this runs).
 */
export function findUnstorableText(value: unknown, path: string): string | undefined {
  const pending: [unknown, string][] = [[value, path]];
  while (pending.length > 0) {
    const [v, at] = pending.pop()!;
    if (typeof v === 'string') {
      if (hasUnstorableText(v)) return at;
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) pending.push([v[i], `${at}.${i}`]);
    } else if (v !== null && typeof v === 'object') {
      const entries = Object.entries(v);
      // an object's keys are checked when it is reached, before any of its values
      const badKey = entries.find(([key]) => hasUnstorableText(key));
      if (badKey) return `${at}.${JSON.stringify(badKey[0].replaceAll('\u0000', '\\u0000'))}`;
      for (let i = entries.length - 1; i >= 0; i--) pending.push([entries[i][1], `${at}.${entries[i][0]}`]);
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
