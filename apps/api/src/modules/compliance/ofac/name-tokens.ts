/*
 * A name as the screen compares it: a list of tokens, order ignored. Case, accents and punctuation
 * go; "LAST, First" reads as "First LAST"; apostrophes join ("O'Brien" → obrien); legal forms
 * ("S.A.", "LLC", "OOO") and particles that every other name holds ("the", "de", "al") are left out,
 * on both sides alike, so they neither make nor hide a match.
 */

/** Words that carry no identity in a name: articles and particles, and the legal forms of companies. */
export const NAME_STOP_WORDS: ReadonlySet<string> = new Set([
  // articles, particles, connectors (English, Spanish, Portuguese, French, Italian, Arabic transliterations)
  'the', 'of', 'and', 'for', 'a', 'an', 'y', 'e', 'de', 'del', 'dela', 'la', 'las', 'los', 'le', 'les', 'da', 'das', 'do', 'dos', 'di', 'du', 'van', 'von', 'der', 'al', 'el',
  // legal forms
  'ltd', 'limited', 'llc', 'llp', 'lp', 'inc', 'incorporated', 'co', 'company', 'corp', 'corporation', 'plc', 'sa', 'sas', 'sarl', 'srl', 'spa', 'sl', 'sac', 'cv', 'sde', 'rl', 'ca',
  'gmbh', 'ag', 'kg', 'bv', 'nv', 'ab', 'as', 'oy', 'jsc', 'ojsc', 'pjsc', 'cjsc', 'ooo', 'oao', 'zao', 'pao', 'ao', 'tov', 'fze', 'fzco', 'fzc', 'fz', 'fzllc', 'pte', 'pvt', 'pty', 'sdn', 'bhd', 'kft', 'doo', 'dd',
]);

/** A name's tokens, for the index and for the query alike. */
export function nameTokens(name: string): string[] {
  const plain = readingOrder(name)
    // initials written with dots ("S.A.", "L.L.C.") are one word
    .replace(/(?<=(?:^|[^\p{L}])\p{L})\.(?=\p{L}(?:[^\p{L}]|$))/gu, '')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  if (!plain) return [];
  const tokens = plain.split(' ');
  const kept = tokens.filter((t) => !NAME_STOP_WORDS.has(t));
  // a name made only of stop words ("THE COMPANY") keeps them: it still has to be found
  return kept.length > 0 ? kept : tokens;
}

/** "GUZMAN LOERA, Joaquin" → "Joaquin GUZMAN LOERA": the list's name in reading order, for the screen and the PDF. */
export function readingOrder(name: string): string {
  const comma = name.indexOf(',');
  if (comma <= 0 || name.indexOf(',', comma + 1) >= 0) return name;
  const tail = name.slice(comma + 1).trim();
  // "BANCO NACIONAL DE CUBA, S.A.": a legal form after the comma is no first name
  const tailWords = tail.replace(/\./g, '').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (tailWords.length === 0 || tailWords.every((w) => NAME_STOP_WORDS.has(w))) return name;
  return `${tail} ${name.slice(0, comma).trim()}`;
}
