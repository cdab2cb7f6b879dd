import { describe, expect, it } from 'vitest';
import { ORDER_FAILURES } from '@creditdesk/contracts';
import { reportFailureMessage } from './report-errors';

// an RTK Query error carrying the server's correlation id (api-errors.ts reads it from the body)
const failed = { status: 502, data: { message: 'The data source did not answer', correlationId: 'c-1' } } as never;

describe('reportFailureMessage (reports.md §8)', () => {
  it('the general words with the Tracking Id', () => {
    expect(reportFailureMessage(failed)).toBe('An unexpected error has occurred. Please try again later. Tracking Id: c-1');
  });
  it('AML Connect / First Search: the capital U and no Tracking Id', () => {
    expect(reportFailureMessage(failed, undefined, ORDER_FAILURES.unexpectedCapitalised)).toBe('An Unexpected error has occurred. Please try again later.');
  });
});
