/*
 * Jaro-Winkler similarity of two tokens, and the token-set score built on it: each query token paired
 * with its best list token whatever the order (best pairs), weighted by the tokens' lengths. The
 * approach is the one moov-io/watchman describes for screening the SDN list.
 */

const matchedA = new Uint8Array(64);
const matchedB = new Uint8Array(64);

/** Jaro similarity, 0 to 1. */
export function jaro(a: string, b: string): number {
  if (a === b) return 1;
  const la = a.length;
  const lb = b.length;
  if (la === 0 || lb === 0) return 0;
  if (la > 64 || lb > 64) return jaroLong(a, b);
  const window = Math.max(0, Math.floor(Math.max(la, lb) / 2) - 1);
  matchedA.fill(0, 0, la);
  matchedB.fill(0, 0, lb);
  let matches = 0;
  for (let i = 0; i < la; i++) {
    const from = Math.max(0, i - window);
    const to = Math.min(lb - 1, i + window);
    const c = a.charCodeAt(i);
    for (let j = from; j <= to; j++) {
      if (matchedB[j] === 0 && b.charCodeAt(j) === c) {
        matchedA[i] = 1;
        matchedB[j] = 1;
        matches++;
        break;
      }
    }
  }
  if (matches === 0) return 0;
  let transpositions = 0;
  let k = 0;
  for (let i = 0; i < la; i++) {
    if (matchedA[i] === 0) continue;
    while (matchedB[k] === 0) k++;
    if (a.charCodeAt(i) !== b.charCodeAt(k)) transpositions++;
    k++;
  }
  return (matches / la + matches / lb + (matches - transpositions / 2) / matches) / 3;
}

/** The same for tokens longer than the scratch buffers (a 10,000-character name is refused before; this keeps the function total). */
function jaroLong(a: string, b: string): number {
  return jaro(a.slice(0, 64), b.slice(0, 64));
}

/** Jaro-Winkler: Jaro raised for a common prefix of up to 4 characters, once Jaro passes 0.7. */
export function jaroWinkler(a: string, b: string): number {
  const j = jaro(a, b);
  if (j < 0.7) return j;
  let prefix = 0;
  const max = Math.min(4, a.length, b.length);
  while (prefix < max && a.charCodeAt(prefix) === b.charCodeAt(prefix)) prefix++;
  return j + prefix * 0.1 * (1 - j);
}

/**
 * Two tokens' similarity for screening: Jaro-Winkler, lowered when the lengths differ a lot (Jaro is
 * lenient there: "al" is not "alexander") and when the first letters differ (names rarely change
 * their first letter).
 */
export function tokenSimilarity(a: string, b: string): number {
  let score = jaroWinkler(a, b);
  const ratio = Math.min(a.length, b.length) / Math.max(a.length, b.length);
  if (ratio < 0.9) score *= 1 - 0.3 * (1 - ratio);
  if (a.charCodeAt(0) !== b.charCodeAt(0)) score *= 0.9;
  return score;
}

/**
 * The best-pairs score of a query's tokens against a listed name's, 0 to 1: every pair scored, then
 * pairs taken best first with each token used once; the pairs' scores weighted by their tokens'
 * lengths, over the query's tokens and the listed tokens paired. Listed tokens left unpaired (a
 * middle name the query lacks) lower the score gently; query tokens left unpaired count as zeros.
 */
/** A pair this close is the same token spelled a little differently. */
const STRONG_PAIR = 0.93;

export function bestPairsScore(query: readonly string[], listed: readonly string[]): number {
  if (query.length === 0 || listed.length === 0) return 0;
  const pairs: { score: number; q: number; l: number }[] = [];
  for (let q = 0; q < query.length; q++) for (let l = 0; l < listed.length; l++) pairs.push({ score: tokenSimilarity(query[q], listed[l]), q, l });
  pairs.sort((x, y) => y.score - x.score);
  const usedQ = new Array<boolean>(query.length).fill(false);
  const usedL = new Array<boolean>(listed.length).fill(false);
  let weighted = 0;
  let pairedListedLength = 0;
  let weakest = 1;
  for (const p of pairs) {
    if (usedQ[p.q] || usedL[p.l]) continue;
    usedQ[p.q] = true;
    usedL[p.l] = true;
    weighted += p.score * (query[p.q].length + listed[p.l].length);
    pairedListedLength += listed[p.l].length;
    weakest = Math.min(weakest, p.score);
  }
  const queryLength = query.reduce((s, t) => s + t.length, 0);
  const listedLength = listed.reduce((s, t) => s + t.length, 0);
  const unpairedQuery = usedQ.some((used) => !used);
  if (unpairedQuery) weakest = 0;
  const score = weighted / (queryLength + pairedListedLength);
  const unpairedListed = usedL.filter((used) => !used).length;
  if (unpairedListed === 0) return score;
  // the listed name holds tokens the query lacks: a middle name or a second surname left out costs
  // little when everything the query gives matches closely, more when it does not
  return weakest >= STRONG_PAIR ? score * Math.pow(0.98, unpairedListed) : score * Math.sqrt((queryLength + pairedListedLength) / (queryLength + listedLength));
}
