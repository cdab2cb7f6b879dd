import { describe, expect, it } from 'vitest';
import { ISO_COUNTRY_CODES, countryName, countryOptions, formatCountry } from './countries.js';

describe('the countries a screen may name', () => {
  it('holds the 249 codes of ISO 3166-1, each once, each with a name', () => {
    expect(ISO_COUNTRY_CODES).toHaveLength(249);
    expect(new Set(ISO_COUNTRY_CODES).size).toBe(249);
    for (const code of ISO_COUNTRY_CODES) expect(countryName(code)).not.toBe(code);
  });

  it('names a country in English, and prints it with its code', () => {
    expect(countryName('mx')).toBe('Mexico');
    expect(formatCountry('CU')).toBe('Cuba (CU)');
    expect(formatCountry(null)).toBe('Not given');
    expect(countryName('1')).toBe('1');
  });

  it('offers them by name', () => {
    const options = countryOptions();
    expect(options[0]).toEqual({ value: 'AF', label: 'Afghanistan' });
    expect(options.find((o) => o.value === 'US')?.label).toBe('United States');
  });
});
