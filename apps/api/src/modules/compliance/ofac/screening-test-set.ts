import { nameTokens, readingOrder } from './name-tokens.js';
import type { SdnEntry, SdnList } from './sdn-list.js';

/*
 * The test set the screen's quality is measured on (docs/ofac-screening.md): names made from the
 * list itself the way applicants' names really differ from it (reordered, a middle name dropped, a
 * one-letter typo, a transliteration variant, an alias), each expected to find its entry; and 200
 * common US names that must find nothing. Seeded: the same list gives the same set.
 */

export type VariantKind = 'exact' | 'reordered' | 'dropped-middle' | 'typo' | 'transliteration' | 'alias';
export type ExpectedHit = { query: string; kind: VariantKind; entNum: number };

/** A small deterministic generator (mulberry32). */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Spelling pairs that transliterations of the same name swap (Arabic, Persian, Russian, Spanish). */
const TRANSLITERATIONS: [RegExp, string][] = [
  [/mohammed/, 'muhammad'], [/muhammad/, 'mohamed'], [/mohamed/, 'mohammad'], [/ahmed/, 'ahmad'], [/ahmad/, 'ahmed'],
  [/ou/, 'u'], [/kh/, 'h'], [/sh/, 'ch'], [/ph/, 'f'], [/yev/, 'ev'], [/iy/, 'i'], [/y$/, 'i'], [/ei/, 'ey'], [/ov$/, 'off'], [/ee/, 'i'], [/oo/, 'u'], [/q/, 'k'], [/z/, 's'], [/j/, 'y'],
];

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

function typo(token: string, rnd: () => number): string {
  const i = 1 + Math.floor(rnd() * (token.length - 2)); // never the first letter: typing errors rarely start a name
  const kind = Math.floor(rnd() * 4);
  const letter = LETTERS[Math.floor(rnd() * LETTERS.length)];
  if (kind === 0) return token.slice(0, i) + letter + token.slice(i + 1); // substitute
  if (kind === 1) return token.slice(0, i) + token.slice(i + 1); // delete
  if (kind === 2) return token.slice(0, i) + letter + token.slice(i); // insert
  return token.slice(0, i - 1) + token[i] + token[i - 1] + token.slice(i + 1); // swap two neighbours
}

const shuffle = <T,>(items: T[], rnd: () => number): T[] => {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
};

/** Hits the screen must find: `perKind` queries of each kind, from individuals and entities of the list. */
export function expectedHits(list: SdnList, { perKind = 200, seed = 2026 } = {}): ExpectedHit[] {
  const rnd = random(seed);
  const people = list.entries.filter((e) => e.type === 'individual' || e.type === 'entity');
  const pick = (accept: (e: SdnEntry) => boolean): SdnEntry[] => shuffle(people.filter(accept), rnd).slice(0, perKind);
  const tokensOf = (e: SdnEntry) => nameTokens(e.name);
  const hits: ExpectedHit[] = [];
  for (const e of pick((x) => tokensOf(x).length >= 2)) hits.push({ query: readingOrder(e.name), kind: 'exact', entNum: e.entNum });
  for (const e of pick((x) => tokensOf(x).length >= 2)) hits.push({ query: shuffle(tokensOf(e), rnd).join(' '), kind: 'reordered', entNum: e.entNum });
  for (const e of pick((x) => x.type === 'individual' && tokensOf(x).length >= 3)) {
    const t = tokensOf(e);
    const drop = 1 + Math.floor(rnd() * (t.length - 2));
    hits.push({ query: t.filter((_, i) => i !== drop).join(' '), kind: 'dropped-middle', entNum: e.entNum });
  }
  for (const e of pick((x) => tokensOf(x).length >= 2 && tokensOf(x).some((t) => t.length >= 5))) {
    const t = tokensOf(e);
    const long = t.map((token, i) => ({ token, i })).filter((x) => x.token.length >= 5);
    const { i } = long[Math.floor(rnd() * long.length)];
    hits.push({ query: t.map((token, j) => (j === i ? typo(token, rnd) : token)).join(' '), kind: 'typo', entNum: e.entNum });
  }
  for (const e of pick((x) => tokensOf(x).length >= 2 && tokensOf(x).some((t) => TRANSLITERATIONS.some(([from]) => from.test(t))))) {
    const t = tokensOf(e);
    let done = false;
    const query = t.map((token) => {
      if (done) return token;
      const rule = TRANSLITERATIONS.find(([from]) => from.test(token));
      if (!rule) return token;
      done = true;
      return token.replace(rule[0], rule[1]);
    });
    hits.push({ query: query.join(' '), kind: 'transliteration', entNum: e.entNum });
  }
  for (const e of pick((x) => x.aliases.some((a) => nameTokens(a.name).length >= 2))) {
    const aliases = e.aliases.filter((a) => nameTokens(a.name).length >= 2);
    hits.push({ query: readingOrder(aliases[Math.floor(rnd() * aliases.length)].name), kind: 'alias', entNum: e.entNum });
  }
  return hits;
}

/* The most common US first names and surnames (Social Security Administration and Census Bureau
   tallies): 200 names made of them must not be screened as a hit. */
const FIRST_NAMES = [
  'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Christopher', 'Karen',
  'Charles', 'Lisa', 'Daniel', 'Nancy', 'Matthew', 'Betty', 'Anthony', 'Sandra', 'Mark', 'Margaret', 'Donald', 'Ashley', 'Steven', 'Kimberly', 'Andrew', 'Emily', 'Paul', 'Donna', 'Joshua', 'Michelle',
];
const SURNAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin',
  'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores',
];

/** 200 common US names (first and last name, each first name with five surnames). */
export function commonUsNames(): string[] {
  return FIRST_NAMES.flatMap((first, i) => [0, 1, 2, 3, 4].map((k) => `${first} ${SURNAMES[(i * 7 + k * 13) % SURNAMES.length]}`));
}
