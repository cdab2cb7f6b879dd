/**
 * How deep a JSON request body may nest. No request of the portal nests deeper than a handful of
 * levels; a body nested thousands deep is an attack on every recursive walk after the parser (the
 * unstorable-text guard, validation, logging), so it is refused before it is parsed.
 */
export const JSON_NESTING_LIMIT = 64;

export const JSON_NESTING_MESSAGE = `The request body is nested deeper than ${JSON_NESTING_LIMIT} levels of objects and arrays`;

/**
 * Whether JSON text opens more than `limit` objects or arrays inside one another. One pass over the
 * text without recursion (brackets inside strings do not count), stopping at the first level too
 * deep: 100,000 levels cost a scan of their bytes, never a stack. Text that is not JSON is left to
 * the parser to refuse.
 */
export function jsonNestsDeeperThan(text: string, limit = JSON_NESTING_LIMIT): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > limit) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return false;
}
