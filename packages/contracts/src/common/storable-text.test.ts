import { describe, expect, it } from 'vitest';
import { findUnstorableText, hasUnstorableText } from './storable-text.js';

describe('the storable-text rule', () => {
  it('refuses NUL and unpaired surrogates, accepts other text (emoji, accents, control characters PostgreSQL stores)', () => {
    expect(hasUnstorableText('x\u0000y')).toBe(true);
    expect(hasUnstorableText('\uD800')).toBe(true);
    expect(hasUnstorableText('a\uDC00')).toBe(true);
    expect(hasUnstorableText('Zoë 😀 \u0001\t')).toBe(false);
  });

  it('names the first offending field of a nested request part', () => {
    const body = { firstName: 'Ann', customerConfigurations: { customerReferenceNumber: 'x\u0000y' }, list: ['ok', 'b\u0000'] };
    expect(findUnstorableText(body, 'body')).toBe('body.customerConfigurations.customerReferenceNumber');
    expect(findUnstorableText({ list: ['ok', 'b\u0000'] }, 'query')).toBe('query.list.1');
    expect(findUnstorableText({ ['k\u0000']: 1 }, 'body')).toBe('body."k\\\\u0000"');
    expect(findUnstorableText({ a: 1, b: [null, true] }, 'body')).toBeUndefined();
  });

  it('walks any depth without recursion: 100,000 nested arrays do not overflow the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnstorableText(deep, 'body')).toBe(`body${'.0'.repeat(100_000)}`);
  });
});
