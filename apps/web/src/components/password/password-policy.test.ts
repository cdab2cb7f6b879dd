import { describe, expect, it } from 'vitest';
import { passwordRules, passwordStrength } from './password-policy';

const context = { userName: 'demo.user', email: 'dana@demo.test', firstName: 'Dana', lastName: 'Admin' };
const met = (password: string) => Object.fromEntries(passwordRules(password, context).map((r) => [r.id, r.met]));

describe('password rules in plain words', () => {
  it('judges nothing before anything is typed', () => {
    expect(met('')).toEqual({ length: null, personal: null, guessable: null });
  });

  it('judges the length first, then the personal words, then guessable runs', () => {
    expect(met('short')).toEqual({ length: false, personal: null, guessable: null });
    expect(met('x'.repeat(129))).toMatchObject({ length: false });
    expect(met('dana-loves-sunny-days')).toEqual({ length: true, personal: false, guessable: null });
    expect(met('creditdesk-is-great')).toEqual({ length: true, personal: true, guessable: false });
    expect(met('123456789012')).toEqual({ length: true, personal: true, guessable: false });
    expect(met('quiet harbour lantern morning')).toEqual({ length: true, personal: true, guessable: true });
  });
});

describe('password strength hint', () => {
  it('calls a refused password too weak and rewards length', () => {
    expect(passwordStrength('', context)).toEqual({ score: 0, label: '' });
    expect(passwordStrength('aaaaaaaaaaaa', context).label).toBe('Too weak');
    expect(passwordStrength('plainwordsok', context).label).toBe('Fair');
    expect(passwordStrength('Plainwords12', context).label).toBe('Good');
    expect(passwordStrength('quiet harbour lantern morning', context).label).toBe('Strong');
  });
});
