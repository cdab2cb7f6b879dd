import { describe, expect, it } from 'vitest';
import { ALERT_TITLES, ALERT_TYPES, type CreditReport } from '../credit-report.js';
import { ALERT_LEVELS, alertPresentation, fileStatusesOf } from './file-status.js';
import { PRESENTATION_LEVELS, worstLevel } from './levels.js';

type FileFacts = Pick<CreditReport, 'frozen' | 'hit' | 'subject' | 'alerts'>;
const file = (facts: { frozen?: boolean; hit?: boolean; deceased?: boolean; alerts?: number } = {}): FileFacts => ({
  frozen: facts.frozen ?? false,
  hit: facts.hit ?? true,
  subject: { deceased: facts.deceased ?? false } as CreditReport['subject'],
  alerts: Array.from({ length: facts.alerts ?? 0 }, () => ({ type: 'INITIAL_FRAUD' as const, message: 'Call first.', contactPhone: null })),
});

describe('file status', () => {
  it('is "File found" when nothing else holds', () => {
    expect(fileStatusesOf(file())).toEqual([{ key: 'found', label: 'File found', level: 'good' }]);
  });

  it('lists what holds, most important first', () => {
    expect(fileStatusesOf(file({ frozen: true, alerts: 1 })).map((s) => s.label)).toEqual(['File frozen', '1 alert']);
    expect(fileStatusesOf(file({ hit: false })).map((s) => s.label)).toEqual(['No file found']);
    expect(fileStatusesOf(file({ deceased: true, alerts: 2 })).map((s) => [s.label, s.level])).toEqual([
      ['Reported deceased', 'alarm'],
      ['2 alerts', 'alarm'],
    ]);
  });
});

describe('alerts', () => {
  it('every alert type has the contracts title and a level', () => {
    for (const type of ALERT_TYPES) {
      expect(alertPresentation(type).title).toBe(ALERT_TITLES[type]);
      expect(PRESENTATION_LEVELS).toContain(ALERT_LEVELS[type]);
    }
  });

  it('fraud and deceased are alarms; discrepancies poor; active duty and freeze fair', () => {
    expect(['INITIAL_FRAUD', 'EXTENDED_FRAUD', 'DECEASED'].map((t) => ALERT_LEVELS[t as keyof typeof ALERT_LEVELS])).toEqual(['alarm', 'alarm', 'alarm']);
    expect(ALERT_LEVELS.SSN_MISMATCH).toBe('poor');
    expect(ALERT_LEVELS.ADDRESS_MISMATCH).toBe('poor');
    expect(ALERT_LEVELS.ACTIVE_DUTY).toBe('fair');
    expect(ALERT_LEVELS.SECURITY_FREEZE).toBe('fair');
  });

  it('the worst of several levels wins', () => {
    expect(worstLevel([])).toBe('neutral');
    expect(worstLevel(['fair', 'alarm', 'poor'])).toBe('alarm');
    expect(worstLevel(['good', 'fair'])).toBe('fair');
  });
});
