import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.js';
import { CANADIAN_PROVINCES, PATTERNS, type PatternName, matches, validateUserIdFormat, validateZip } from './patterns.js';

// portal.md §5: each pattern accepts the empty string, its own format, and nothing else.
const CASES: Record<PatternName, { accepted: string[]; rejected: string[] }> = {
  email: { accepted: ['', 'dana@demolending.com', 'a.b+c@sub.example.co'], rejected: ['dana', 'dana@', '@x.com', 'a b@x.com', 'dana@x', 'a@@x.com'] },
  simpleEmail: { accepted: ['', 'a@b.c', 'x.y@z.org'], rejected: ['a@b', 'ab.c', 'a @b.c'] },
  alphanumericDashUnderscore: { accepted: ['', 'demo_user-1', 'ABC'], rejected: ['demo.user', 'a b', 'x@y'] },
  phone10: { accepted: ['', '5551234567'], rejected: ['555123456', '55512345678', '555-123-4567', 'abcdefghij'] },
  numericUpTo5: { accepted: ['', '1', '12345'], rejected: ['123456', '12a', '-1'] },
  usZip: { accepted: ['', '30301', '30301-1234'], rejected: ['3030', '303011', '30301-12', 'ABCDE'] },
  canadianPostalCode: { accepted: ['', 'K1A 0B1', 'k1a0b1', 'M5V 3L9'], rejected: ['12345', 'D1A 0B1', 'K1A-0B1', 'K1A 0B'] },
  noPipeBangPlus: { accepted: ['', 'Main Street 12', 'a-b_c.d'], rejected: ['a|b', 'hi!', '1+1'] },
  ssn: { accepted: ['', '123456789', '123-45-6789', '12345-6789'], rejected: ['12345678', '1234567890', '123-456-789', 'abc-de-fghi'] },
  taxId: { accepted: ['', '123456789', '12-3456789'], rejected: ['123-456789', '12345678', '12-34567890'] },
  phone334: { accepted: ['', '555-123-4567', '5551234567'], rejected: ['555-1234-567', '555123456', '(555)1234567'] },
  numericUpTo3: { accepted: ['', '7', '123'], rejected: ['1234', '1a'] },
  nineDigit334: { accepted: ['', '123-456-789', '123-456-7890'], rejected: ['12-345-6789', '123-45-678', 'abc-def-ghij'] },
  eightDigit: { accepted: ['', '12345678'], rejected: ['1234567', '123456789', '1234-5678'] },
};

describe('validation patterns', () => {
  it('has a case for every pattern', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(PATTERNS).sort());
  });

  for (const [name, { accepted, rejected }] of Object.entries(CASES) as [PatternName, (typeof CASES)[PatternName]][]) {
    it(`${name} accepts ${accepted.map((a) => JSON.stringify(a)).join(', ')}`, () => {
      for (const value of accepted) expect(matches(name, value), value).toBe(true);
    });
    it(`${name} rejects ${rejected.map((r) => JSON.stringify(r)).join(', ')}`, () => {
      for (const value of rejected) expect(matches(name, value), value).toBe(false);
    });
  }
});

describe('zip check by country', () => {
  it('uses the Canadian format for Canada and the US zip elsewhere, with the spec message', () => {
    expect(validateZip('K1A 0B1', 'CA')).toBeUndefined();
    expect(validateZip('30301', 'CA')).toBe(MESSAGES.validation.zip);
    expect(validateZip('30301', 'US')).toBeUndefined();
    expect(validateZip('K1A 0B1', 'US')).toBe('Please enter a valid zipcode');
    expect(validateZip('', undefined)).toBeUndefined();
  });

  it('lists the thirteen Canadian province codes the consumer requests accept', () => {
    expect(CANADIAN_PROVINCES).toEqual(['AB', 'BC', 'MB', 'NB', 'NL', 'NT', 'NS', 'NU', 'ON', 'PE', 'PQ', 'SK', 'YK']);
  });
});

describe('User ID rule', () => {
  it('gives no error when empty', () => expect(validateUserIdFormat('')).toBeUndefined());
  it('accepts letters, digits, dot, dash and underscore: the demo IDs (demo.user) pass their own rule (issue 33)', () => {
    expect(validateUserIdFormat('dana_admin-2')).toBeUndefined();
    expect(validateUserIdFormat('demo.user')).toBeUndefined();
  });
  it('refuses spaces and other characters with the message naming what is allowed', () => {
    expect(validateUserIdFormat('dana admin')).toBe(MESSAGES.userId.invalidCharacters);
    expect(validateUserIdFormat('dana!admin')).toBe(
      'User ID can only contain alphabetic characters, numbers, dot, dash and underscore and cannot contain spaces.',
    );
  });
  it('treats a value with @ as an e-mail', () => {
    expect(validateUserIdFormat('dana@demolending.com')).toBeUndefined();
    expect(validateUserIdFormat('dana@')).toBe('Please enter a valid email address for User ID.');
  });
});
