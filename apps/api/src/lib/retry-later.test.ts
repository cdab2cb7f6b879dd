import { describe, expect, it } from 'vitest';
import { RetryLaterError, secondsUntil } from './retry-later.js';

describe('Retry-After seconds', () => {
  const now = Date.parse('2026-03-01T12:00:00.000Z');

  it('are the whole seconds until the time, rounded up', () => {
    expect(secondsUntil(new Date(now + 3_600_000), now)).toBe(3600);
    expect(secondsUntil(new Date(now + 59_100), now)).toBe(60);
  });

  it('are at least 1, for a lock ending this second or already past', () => {
    expect(secondsUntil(new Date(now + 200), now)).toBe(1);
    expect(secondsUntil(new Date(now), now)).toBe(1);
    expect(secondsUntil(new Date(now - 5_000), now)).toBe(1);
  });

  it('an error never carries less than 1 or a fraction', () => {
    expect(new RetryLaterError(429, 'slow down', 0).retryAfterSeconds).toBe(1);
    expect(new RetryLaterError(423, 'locked', 12.2).retryAfterSeconds).toBe(13);
  });
});
