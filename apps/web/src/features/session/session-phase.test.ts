import { describe, expect, it } from 'vitest';
import { sessionPhase } from './session-phase';

describe('sessionPhase', () => {
  const end = 10_000_000;
  it('is active until warningMs remain, then warns, then expires at the end', () => {
    expect(sessionPhase(end - 900_001, end, 900_000)).toBe('active');
    expect(sessionPhase(end - 900_000, end, 900_000)).toBe('warning');
    expect(sessionPhase(end - 1, end, 900_000)).toBe('warning');
    expect(sessionPhase(end, end, 900_000)).toBe('expired');
  });
  it('never warns without a known end', () => {
    expect(sessionPhase(end, null, 900_000)).toBe('active');
  });
});
