import { describe, expect, it } from 'vitest';
import { consumerReportRequestSchema } from '../reports/consumer-request.js';
import { firstSearchRequestSchema } from '../reports/products/firstsearch/firstsearch.js';
import { idReportRequestSchema } from '../reports/products/idreport/idreport.js';
import { ofacRequestSchema } from '../reports/products/screening.js';
import { PERSONA_IDENTIFIER, personaReportRequestSchema } from '../reports/products/persona/persona.js';
import { PERSON_NAME_MAX, asciiName, asciiPersonName, isPersonName, optionalPersonName, personName } from './person-name.js';

const firstName = personName('firstName');
const issues = (value: unknown) => {
  const parsed = firstName.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

// "José" written as e + U+0301 COMBINING ACUTE ACCENT (as macOS file names and some exports give it)
const JOSE_NFD = 'Jose\u0301';

describe('a person name', () => {
  const accepted = ['José', 'Zoë', 'García', 'Nguyễn', 'Anne-Marie', "D'Andre", 'O’Brien', 'St. John', 'Ægir', '李', 'Μαρία', 'Александр', 'Nguyễn Văn Thành', 'Łukasz', 'Søren', 'Kaʻahumanu'];
  it.each(accepted)('accepts %s', (name) => {
    expect(issues(name)).toEqual([]);
    expect(firstName.parse(name)).toBe(name);
  });

  it('stores and sends the NFC form of a name given decomposed (NFD)', () => {
    expect(JOSE_NFD).not.toBe('José');
    expect(firstName.parse(` ${JOSE_NFD} `)).toBe('José');
    expect(firstName.parse('Nguye\u0302\u0303n')).toBe('Nguyễn');
    expect(isPersonName(JOSE_NFD)).toBe(true);
  });

  const refused: [string, string, string][] = [
    ['digits only', '12345', 'firstName may hold letters, spaces, apostrophes, dots and dashes'],
    ['a digit in a name', 'T1ler', 'firstName may hold letters, spaces, apostrophes, dots and dashes'],
    ['a control character', 'Jo\u0007aquin', 'firstName may hold letters, spaces, apostrophes, dots and dashes'],
    ['a tab', 'Ana\tLee', 'firstName may hold letters, spaces, apostrophes, dots and dashes'],
    ['a NUL', 'Ana\u0000', 'firstName may hold letters, spaces, apostrophes, dots and dashes'],
    ['dashes only', '--', 'firstName may hold letters, spaces, apostrophes, dots and dashes'],
    ['an apostrophe only', "'", 'firstName may hold letters, spaces, apostrophes, dots and dashes'],
    ['other punctuation', 'Ana!', 'firstName may hold letters, spaces, apostrophes, dots and dashes'],
    ['a leading combining mark', '\u0301Ana', 'firstName may hold letters, spaces, apostrophes, dots and dashes'],
    ['an over-long name', 'A'.repeat(PERSON_NAME_MAX + 1), `firstName must be at most ${PERSON_NAME_MAX} characters`],
  ];
  it.each(refused)('refuses %s', (_what, name, message) => {
    expect(issues(name)[0]).toBe(message);
  });

  it('measures the length after NFC: 40 letters given decomposed are 40 characters', () => {
    const decomposed = 'e\u0301'.repeat(PERSON_NAME_MAX);
    expect(decomposed.length).toBe(2 * PERSON_NAME_MAX);
    expect(firstName.parse(decomposed)).toBe('é'.repeat(PERSON_NAME_MAX));
  });

  it('requires a required part and leaves a blank optional part out', () => {
    expect(issues('  ')).toEqual(['firstName is required']);
    expect(issues(undefined)).toEqual(['firstName is required']);
    expect(issues(7)).toEqual(['firstName must be text']);
    const middle = optionalPersonName('middleName');
    expect(middle.parse(' ')).toBeUndefined();
    expect(middle.parse(undefined)).toBeUndefined();
    expect(middle.parse('Zoë')).toBe('Zoë');
    expect(middle.safeParse('R2').success).toBe(false);
  });
});

describe('the ASCII form a bureau receives', () => {
  it.each([
    ['José', 'Jose'],
    ['Zoë', 'Zoe'],
    ['García', 'Garcia'],
    ['Nguyễn Văn Thành', 'Nguyen Van Thanh'],
    [JOSE_NFD, 'Jose'],
    ['Anne-Marie', 'Anne-Marie'],
    ["D'Andre", "D'Andre"],
    ['O’Brien', "O'Brien"],
    ['St. John', 'St. John'],
    ['Ægir', 'AEgir'],
    ['Straße', 'Strasse'],
    ['Søren Ørsted', 'Soren Orsted'],
    ['Łukasz Wałęsa', 'Lukasz Walesa'],
    ['Kaʻahumanu', "Ka'ahumanu"],
  ])('%s → %s', (name, ascii) => {
    expect(asciiName(name)).toBe(ascii);
  });

  it('is null for a name in a script with no ASCII form (never guessed)', () => {
    for (const name of ['李', 'Μαρία', 'Александр', 'José 李']) expect(asciiName(name)).toBeNull();
  });

  it('gives the parts together, or null when any part has none', () => {
    expect(asciiPersonName({ firstName: 'José', lastName: 'García' })).toEqual({ firstName: 'Jose', middleName: '', lastName: 'Garcia' });
    expect(asciiPersonName({ firstName: 'Anna', middleName: 'Zoë', lastName: 'Smith' })).toEqual({ firstName: 'Anna', middleName: 'Zoe', lastName: 'Smith' });
    expect(asciiPersonName({ firstName: 'Wei', lastName: '李' })).toBeNull();
  });
});

describe('one rule in every request that names a person', () => {
  const address = { line1: '1 Main St', city: 'Austin', state: 'TX', zip: '73301' };
  const ccr = (first: string, middle: string, last: string) => ({
    permissiblePurpose: 'CREDIT_TRANSACTION',
    accountNumber: '100200300',
    consumers: {
      name: [{ identifier: 'current', firstName: first, middleName: middle, lastName: last }],
      socialNum: [{ identifier: 'current', number: '123-45-6789' }],
      dateOfBirth: [{ identifier: 'current', dob: '1980-04-12' }],
      addresses: [{ identifier: 'current', ...address }],
    },
  });

  it('the consumer credit family: NFC names, the middle name under the same rule', () => {
    const parsed = consumerReportRequestSchema.parse(ccr(JOSE_NFD, 'Zoë', 'García'));
    expect(parsed.consumers.name[0]).toMatchObject({ firstName: 'José', middleName: 'Zoë', lastName: 'García' });
    const bad = consumerReportRequestSchema.safeParse(ccr('José', 'R2', '12345'));
    expect(bad.success ? [] : bad.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      'consumers.name.0.middleName: middleName may hold letters, spaces, apostrophes, dots and dashes',
      'consumers.name.0.lastName: lastName may hold letters, spaces, apostrophes, dots and dashes',
    ]);
  });

  it('the identity products, Persona, First Search and the OFAC screen', () => {
    const id = idReportRequestSchema.parse({ accountNumber: '100200300', consumer: { firstName: 'Nguyễn', middleName: 'Văn', lastName: 'O’Brien', ssn: '123-45-1001', address } });
    expect(id.consumer).toMatchObject({ firstName: 'Nguyễn', middleName: 'Văn', lastName: 'O’Brien' });
    const persona = personaReportRequestSchema.safeParse({
      permissiblePurpose: 'CREDIT_TRANSACTION',
      accountNumber: '100200300',
      consumers: {
        name: [{ identifier: PERSONA_IDENTIFIER, firstName: 'Zoë', middleName: 'Ægir', lastName: "D'Andre" }],
        socialNum: [{ identifier: PERSONA_IDENTIFIER, number: '123451001' }],
        dateOfBirth: [{ identifier: PERSONA_IDENTIFIER, dob: '1966-04-12' }],
        addresses: [{ identifier: PERSONA_IDENTIFIER, ...address }],
      },
    });
    expect(persona.success, JSON.stringify(persona.error?.issues)).toBe(true);
    expect(firstSearchRequestSchema.safeParse({ accountNumber: '100200300', criteria: { firstName: 'José', lastName: 'García', address: { line1: '1 Main St', zip: '73301' } } }).success).toBe(true);
    const ofac = ofacRequestSchema.parse({ accountNumber: '100200300', subject: { type: 'individual', firstName: 'Александр', middleName: JOSE_NFD, lastName: 'Μαρία' } });
    expect(ofac.subject).toMatchObject({ firstName: 'Александр', middleName: 'José', lastName: 'Μαρία' });
  });
});
