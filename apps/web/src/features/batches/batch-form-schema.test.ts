import { describe, expect, it } from 'vitest';
import { batchFormSchema, fileProblem } from './batch-form-schema';

/** Issue 27: the batch name and file name rules the server applies (contracts), checked before sending. */
describe('Create Batch checks names as the server does', () => {
  const file = (name: string) => new File(['firstName\nJane\n'], name, { type: 'text/csv' });

  it('refuses a file whose name holds a control character or is over 255 characters', () => {
    expect(fileProblem(file('line\u0007bell.csv'))).toMatch(/^The file's name must not contain control characters/);
    expect(fileProblem(file(`${'n'.repeat(300)}.csv`))).toMatch(/^The file's name must be at most 255 characters/);
    expect(fileProblem(file('applicants.csv'))).toBeUndefined();
  });

  it('refuses a batch name with a control character (an ANSI escape) or over 100 characters', () => {
    const schema = batchFormSchema(() => undefined);
    const values = { source: 'acrov6', accountNumber: '100200300', permissiblePurpose: '' };
    const escape = schema.safeParse({ ...values, batchName: 'Nov\u001b[31mRED' });
    expect(escape.success).toBe(false);
    expect(escape.error?.issues.find((i) => i.path[0] === 'batchName')?.message).toMatch(/The batch name must not contain control characters/);
    const long = schema.safeParse({ ...values, batchName: 'x'.repeat(101) });
    expect(long.error?.issues.find((i) => i.path[0] === 'batchName')?.message).toMatch(/at most 100 characters/);
    expect(schema.safeParse({ ...values, batchName: 'November applicants' }).success).toBe(true);
  });
});
