import { bestPairsScore, tokenSimilarity } from './jaro-winkler.js';
import { nameTokens } from './name-tokens.js';
import type { SdnEntry, SdnList } from './sdn-list.js';
import type { SdnBirth } from './sdn-remarks.js';

/*
 * The SDN list indexed for screening one name in well under a millisecond without comparing every
 * entry: every distinct token of every listed name (primary and aliases) is indexed by its
 * character trigrams; a query token is compared (Jaro-Winkler) only with the listed tokens sharing
 * enough trigrams with it, and only the names holding a token close to a query token are scored
 * with the best-pairs score. Date of birth and country then raise or lower a candidate; they never
 * lower an exact name match.
 */

export type MatchedAs = 'name' | 'aka' | 'fka' | 'nka';

export type ScreenQuery = {
  name: string;
  /** YYYY-MM-DD */
  dateOfBirth?: string;
  /** a country's name or its ISO 3166 two-letter code. */
  country?: string;
};

export type ScreenCandidate = {
  entry: SdnEntry;
  /** the final score, 0 to 1: the name's, raised or lowered by date of birth and country. */
  score: number;
  /** the best-pairs score of the best-matching name of the entry. */
  nameScore: number;
  /** the listed name or alias that matched best, as listed. */
  matchedName: string;
  matchedAs: MatchedAs;
  /** why, in words: the name matched and how the date of birth and country weighed. */
  reasons: string[];
};

/** Listed tokens closer than this to a query token bring their names in for scoring; below the lowest useful threshold by a margin. */
const TOKEN_FLOOR = 0.75;

type IndexedName = { entry: number; name: string; as: MatchedAs; tokens: string[] };

const trigramsOf = (token: string): string[] => {
  const padded = `  ${token} `;
  const grams: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i++) grams.push(padded.slice(i, i + 3));
  return grams;
};

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
/** "MX" → "mexico", "Mexico" → "mexico". */
function countryKey(country: string): string {
  const trimmed = country.trim();
  if (/^[A-Za-z]{2}$/.test(trimmed)) {
    try {
      return (regionNames.of(trimmed.toUpperCase()) ?? trimmed).toLowerCase();
    } catch {
      return trimmed.toLowerCase();
    }
  }
  return trimmed.toLowerCase();
}

function birthYears(birth: SdnBirth): [number, number] {
  return 'day' in birth ? [Number(birth.day.slice(0, 4)), Number(birth.day.slice(0, 4))] : [birth.fromYear, birth.toYear];
}

export class SdnIndex {
  private readonly names: IndexedName[] = [];
  private readonly vocab: string[] = [];
  /** vocabulary token → the names holding it. */
  private readonly postings: number[][] = [];
  private readonly trigrams = new Map<string, number[]>();
  private readonly shared: Uint16Array;
  private readonly entryCountries: Set<string>[];

  private constructor(readonly entries: readonly SdnEntry[]) {
    const vocabIds = new Map<string, number>();
    entries.forEach((entry, e) => {
      const all: { name: string; as: MatchedAs }[] = [{ name: entry.name, as: 'name' }, ...entry.aliases.map((a) => ({ name: a.name, as: a.type }))];
      for (const { name, as } of all) {
        const tokens = nameTokens(name);
        if (tokens.length === 0) continue;
        const id = this.names.push({ entry: e, name, as, tokens }) - 1;
        for (const token of new Set(tokens)) {
          let v = vocabIds.get(token);
          if (v === undefined) {
            v = this.vocab.push(token) - 1;
            vocabIds.set(token, v);
            this.postings.push([]);
            for (const gram of new Set(trigramsOf(token))) {
              const list = this.trigrams.get(gram);
              if (list) list.push(v);
              else this.trigrams.set(gram, [v]);
            }
          }
          this.postings[v].push(id);
        }
      }
    });
    this.shared = new Uint16Array(this.vocab.length);
    this.entryCountries = entries.map((entry) => new Set(entry.countries.map(countryKey)));
  }

  static build(list: SdnList): SdnIndex {
    return new SdnIndex(list.entries);
  }

  get size(): { entries: number; names: number; tokens: number } {
    return { entries: this.entries.length, names: this.names.length, tokens: this.vocab.length };
  }

  /** The listed tokens worth comparing with a query token: those sharing enough of its trigrams. */
  private closeTokens(token: string): { v: number; similarity: number }[] {
    const grams = [...new Set(trigramsOf(token))];
    const touched: number[] = [];
    for (const gram of grams) {
      const list = this.trigrams.get(gram);
      if (!list) continue;
      for (const v of list) {
        if (this.shared[v] === 0) touched.push(v);
        this.shared[v]++;
      }
    }
    // a one-letter change costs a token up to three trigrams; ask for a third of them, two at least
    const needed = Math.max(2, Math.floor(grams.length / 3));
    const close: { v: number; similarity: number }[] = [];
    for (const v of touched) {
      if (this.shared[v] >= needed) {
        const similarity = tokenSimilarity(token, this.vocab[v]);
        if (similarity >= TOKEN_FLOOR) close.push({ v, similarity });
      }
      this.shared[v] = 0;
    }
    return close;
  }

  /** Every entry whose best name scores at or above `threshold` after date of birth and country, best first. */
  screen(query: ScreenQuery, { threshold, limit = 20 }: { threshold: number; limit?: number }): ScreenCandidate[] {
    const tokens = nameTokens(query.name);
    if (tokens.length === 0) return [];
    // each name reached through a close token, with the best similarity each query token found in it
    const queryTokens = [...new Set(tokens)];
    const reached = new Map<number, Float64Array>();
    queryTokens.forEach((token, q) => {
      for (const { v, similarity } of this.closeTokens(token)) {
        for (const id of this.postings[v]) {
          let best = reached.get(id);
          if (!best) reached.set(id, (best = new Float64Array(queryTokens.length)));
          if (similarity > best[q]) best[q] = similarity;
        }
      }
    });

    // an upper bound of a name's score from the query tokens it covers; only names that could reach the threshold are scored
    const queryLength = queryTokens.reduce((sum, t) => sum + t.length, 0);
    const floor = threshold - 0.15;
    const bestByEntry = new Map<number, { nameScore: number; name: IndexedName }>();
    for (const [id, best] of reached) {
      let covered = 0;
      for (let q = 0; q < queryTokens.length; q++) covered += best[q] * queryTokens[q].length;
      if ((2 * covered) / (queryLength + covered) < floor) continue;
      const name = this.names[id];
      const nameScore = bestPairsScore(tokens, name.tokens);
      const known = bestByEntry.get(name.entry);
      if (!known || nameScore > known.nameScore) bestByEntry.set(name.entry, { nameScore, name });
    }

    const candidates: ScreenCandidate[] = [];
    for (const [e, { nameScore, name }] of bestByEntry) {
      // date of birth and country move a score by at most 0.15: only names already close can cross the threshold
      if (nameScore < threshold - 0.15) continue;
      const entry = this.entries[e];
      const reasons = [`${name.as === 'name' ? 'Name' : `Alias (${name.as})`} "${name.name}" matches ${Math.round(nameScore * 100)} %`];
      let score = nameScore;
      score += this.birthWeight(entry, query.dateOfBirth, reasons);
      score += this.countryWeight(e, query.country, reasons);
      // an exact name match is never hidden by a date or a country that differs
      if (nameScore >= 0.999) score = Math.max(score, nameScore);
      score = Math.min(1, Math.max(0, score));
      if (score >= threshold) candidates.push({ entry, score, nameScore, matchedName: name.name, matchedAs: name.as, reasons });
    }
    return candidates.sort((a, b) => b.score - a.score || a.entry.entNum - b.entry.entNum).slice(0, limit);
  }

  private birthWeight(entry: SdnEntry, dateOfBirth: string | undefined, reasons: string[]): number {
    if (!dateOfBirth || entry.births.length === 0) return 0;
    if (entry.births.some((b) => 'day' in b && b.day === dateOfBirth)) {
      reasons.push(`Date of birth ${dateOfBirth} is listed`);
      return 0.05;
    }
    const year = Number(dateOfBirth.slice(0, 4));
    const distance = Math.min(...entry.births.map((b) => {
      const [from, to] = birthYears(b);
      return year < from ? from - year : year > to ? year - to : 0;
    }));
    if (distance === 0) {
      reasons.push(`Year of birth ${year} is listed`);
      return 0.03;
    }
    if (distance <= 2) return 0;
    reasons.push(`Date of birth ${dateOfBirth} is ${distance} years from the nearest listed one`);
    return -0.1;
  }

  private countryWeight(e: number, country: string | undefined, reasons: string[]): number {
    const listed = this.entryCountries[e];
    if (!country || listed.size === 0) return 0;
    const key = countryKey(country);
    if (listed.has(key)) {
      reasons.push(`Country ${country} is listed`);
      return 0.02;
    }
    reasons.push(`Country ${country} is not among the listed ones`);
    return -0.05;
  }
}
