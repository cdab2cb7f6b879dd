import { describe, expect, it } from 'vitest';
import { BATCH_LIMITS, batchFileNameProblem, batchNameOfFile, batchNameSchema } from './batches.js';

/** Issue 27: the one rule for a batch's name and its file's name, used by the server and Create Batch. */
describe('batch names', () => {
  it('takes printable names of at most 100 characters; refuses control characters (a line break, an ANSI escape)', () => {
    expect(batchNameSchema.parse('  November applicants ')).toBe('November applicants');
    expect(batchNameSchema.safeParse('x'.repeat(BATCH_LIMITS.maxNameLength)).success).toBe(true);
    expect(batchNameSchema.safeParse('x'.repeat(BATCH_LIMITS.maxNameLength + 1)).success).toBe(false);
    for (const bad of ['Nov\u001b[31mRED', 'two\nlines', 'bell\u0007', 'del\u007f', 'c1\u0085']) expect(batchNameSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it("refuses a file's name over 255 characters or with a control character, and names a batch after its file", () => {
    expect(batchFileNameProblem('applicants.csv')).toBeUndefined();
    expect(batchFileNameProblem(`${'n'.repeat(10_000)}.csv`)).toMatch(/at most 255/);
    expect(batchFileNameProblem('a\u001b[2J.csv')).toMatch(/control characters/);
    expect(batchNameOfFile('November applicants.csv')).toBe('November applicants');
    expect(batchNameOfFile(`${'L'.repeat(200)}.csv`)).toBe('L'.repeat(BATCH_LIMITS.maxNameLength));
  });
});
