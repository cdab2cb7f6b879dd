import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../../api/api-errors';
import { kountFailureDetail } from './kount-error';

const failed = (additionalErrorDetails?: Record<string, unknown>): ApiError => ({
  status: 502,
  data: { status: 502, message: 'Bad gateway', correlationId: 'corr-1', ...(additionalErrorDetails ? { additionalErrorDetails } : {}) },
});

describe('a failed Kount Compliance order in words', () => {
  it('reads the JSON string of additionalErrorDetails.message into a sentence: its message and code', () => {
    expect(kountFailureDetail(failed({ message: JSON.stringify({ code: 'WL-503', message: 'The watchlist service is unavailable' }) }))).toBe('The watchlist service is unavailable (WL-503)');
    expect(kountFailureDetail(failed({ message: '{"errorCode":412,"description":"personMatch.name.last is too long"}' }))).toBe('personMatch.name.last is too long (412)');
  });

  it('reads an error object holding a list of errors, and a JSON string alone', () => {
    expect(kountFailureDetail(failed({ message: JSON.stringify({ errors: [{ message: 'The name is required.' }, { message: 'The country is unknown.' }] }) }))).toBe('The name is required. The country is unknown.');
    expect(kountFailureDetail(failed({ message: '"Watchlist timeout"' }))).toBe('Watchlist timeout');
  });

  it('leaves out a code that is only the answer’s HTTP status (our server’s), and gives nothing for a 400 naming fields (the form shows them)', () => {
    expect(kountFailureDetail(failed({ message: JSON.stringify({ message: 'The sanctions list did not answer. Please try again later.', code: 502 }) }))).toBe('The sanctions list did not answer. Please try again later.');
    const fields = [{ field: 'body.personMatch.name.first', message: 'firstName may hold letters' }];
    const invalid: ApiError = { status: 400, data: { status: 400, message: 'Invalid request', correlationId: 'corr-1', additionalErrorDetails: { message: JSON.stringify({ message: 'Invalid request', code: 400, fields }), fields } } };
    expect(kountFailureDetail(invalid)).toBeUndefined();
  });

  it('shows a message that is not JSON as it is', () => {
    expect(kountFailureDetail(failed({ message: 'Kount is down for maintenance until 02:00 UTC' }))).toBe('Kount is down for maintenance until 02:00 UTC');
    expect(kountFailureDetail(failed({ message: '{not json' }))).toBe('{not json');
  });

  it('gives nothing when the answer carries no message, or JSON with no words in it (the general failure text is shown)', () => {
    expect(kountFailureDetail(failed())).toBeUndefined();
    expect(kountFailureDetail(failed({ fields: [] }))).toBeUndefined();
    expect(kountFailureDetail(failed({ message: '{"code":"X1"}' }))).toBeUndefined();
    expect(kountFailureDetail({ status: 'FETCH_ERROR', error: 'offline' })).toBeUndefined();
  });
});
