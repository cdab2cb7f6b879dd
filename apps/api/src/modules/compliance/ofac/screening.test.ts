import { beforeAll, describe, expect, it } from 'vitest';
import { bestPairsScore, jaroWinkler, tokenSimilarity } from './jaro-winkler.js';
import { nameTokens, readingOrder } from './name-tokens.js';
import { readSdnFolder, shippedSnapshotDir } from './sdn-files.js';
import { SdnIndex } from './sdn-index.js';
import { readSdnList, type SdnList } from './sdn-list.js';
import { commonUsNames, expectedHits } from './screening-test-set.js';
import { OFAC_DEFAULT_MATCH_THRESHOLD } from '@creditdesk/contracts';

describe('names as the screen compares them', () => {
  it('drops case, accents, punctuation, legal forms and particles, reads "LAST, First" first name first', () => {
    expect(nameTokens('GUZMÁN LOERA, Joaquín')).toEqual(['joaquin', 'guzman', 'loera']);
    expect(nameTokens("O'Brien-Smith, Mary Ann")).toEqual(['mary', 'ann', 'obrien', 'smith']);
    expect(nameTokens('Banco Nacional de Cuba, S.A.')).toEqual(['banco', 'nacional', 'cuba']);
    expect(nameTokens('OOO "Technopark" LLC')).toEqual(['technopark']);
    expect(nameTokens('THE COMPANY')).toEqual(['the', 'company']);
    expect(nameTokens(' !!! ')).toEqual([]);
    expect(readingOrder('BIN LADEN, Osama')).toBe('Osama BIN LADEN');
  });

  it('scores tokens with Jaro-Winkler, lowered for other first letters and very different lengths', () => {
    expect(jaroWinkler('martha', 'marhta')).toBeCloseTo(0.961, 3);
    expect(jaroWinkler('dwayne', 'duane')).toBeCloseTo(0.84, 2);
    expect(jaroWinkler('dixon', 'dicksonx')).toBeCloseTo(0.813, 3);
    expect(tokenSimilarity('smith', 'smith')).toBe(1);
    expect(tokenSimilarity('kevin', 'gevin')).toBeLessThan(jaroWinkler('kevin', 'gevin'));
    expect(tokenSimilarity('al', 'alexander')).toBeLessThan(0.65);
  });

  it('pairs each query token with its best listed token whatever the order; a dropped middle name costs little, a missing surname much', () => {
    expect(bestPairsScore(['joaquin', 'guzman', 'loera'], ['loera', 'joaquin', 'guzman'])).toBe(1);
    expect(bestPairsScore(['aleksey', 'potemkin'], ['aleksey', 'nikolaevich', 'potemkin'])).toBeGreaterThan(0.95);
    expect(bestPairsScore(['john', 'smith'], ['smith'])).toBeLessThan(0.75);
    expect(bestPairsScore([], ['smith'])).toBe(0);
  });
});

describe('screening against the shipped SDN list', () => {
  let list: SdnList;
  let index: SdnIndex;
  beforeAll(() => {
    list = readSdnList(readSdnFolder(shippedSnapshotDir()));
    index = SdnIndex.build(list);
  });
  const screen = (name: string, extra: { dateOfBirth?: string; country?: string } = {}) => index.screen({ name, ...extra }, { threshold: OFAC_DEFAULT_MATCH_THRESHOLD });

  it('finds an individual by name in any order, with a typo, and by an alias, saying which name matched', () => {
    for (const name of ['Joaquin Guzman Loera', 'Loera Guzman, Joaquin', 'Joaquin Guzmna Loera']) expect(screen(name)[0]).toMatchObject({ entry: { entNum: 6861 } });
    const [alias] = screen('Chapo Guzman');
    expect(alias).toMatchObject({ entry: { entNum: 6861 }, matchedName: 'GUZMAN, Chapo', matchedAs: 'aka' });
    expect(alias.reasons[0]).toBe('Alias (aka) "GUZMAN, Chapo" matches 100 %');
  });

  it('raises a candidate whose date of birth and country are listed, and lowers one whose are not, never hiding an exact name', () => {
    const plain = screen('Joakin Guzman Loera')[0];
    const confirmed = screen('Joakin Guzman Loera', { dateOfBirth: '1954-12-25', country: 'MX' })[0];
    expect(confirmed.score).toBeGreaterThan(plain.score);
    expect(confirmed.reasons).toContain('Date of birth 1954-12-25 is listed');
    const exact = screen('Joaquin Guzman Loera', { dateOfBirth: '1990-01-01' })[0];
    expect(exact).toMatchObject({ entry: { entNum: 6861 }, score: 1 });
    expect(exact.reasons).toContain('Date of birth 1990-01-01 is 36 years from the nearest listed one');
    const lowered = index.screen({ name: 'Joakin Guzman Loera', dateOfBirth: '1990-01-01' }, { threshold: 0 }).find((c) => c.entry.entNum === 6861)!;
    expect(lowered.score).toBeLessThan(plain.score);
  });

  it('finds nothing for a name of punctuation only', () => {
    expect(screen('---')).toEqual([]);
  });

  // The quality the issue asks of the default threshold (docs/ofac-screening.md): the test set made from the list
  it('finds at least 98 % of the list’s names as applicants write them, and no more than 2 % of 200 common US names', () => {
    const hits = expectedHits(list);
    const found = hits.filter((h) => screen(h.query).some((c) => c.entry.entNum === h.entNum));
    expect(found.length / hits.length).toBeGreaterThanOrEqual(0.98);
    const falseHits = commonUsNames().filter((name) => screen(name).length > 0);
    expect(falseHits.length / 200).toBeLessThanOrEqual(0.02);
  });
});
