import { Readable } from 'node:stream';
import { CsvError } from 'csv-parse';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, users } from '../../db/schema/index.js';
import { type TestApp, createTestApp } from '../../testing/test-app.js';
import { feedTelecheckLists } from './telecheck-feed.js';

/** Issue 27: a stray double quote in a lender's export is text, not a file that cannot be read. */
let t: TestApp;
let input: { companyId: string; uploader: { userId: string; username: string } };
beforeAll(async () => {
  t = await createTestApp();
  const [demo] = await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.name, 'Demo Lending'));
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo.user'));
  input = { companyId: demo.id, uploader: { userId: user.id, username: 'demo.user' } };
});
afterAll(() => t.close());

const feed = (text: string) => feedTelecheckLists(t.app.ctx, { ...input, type: 'negatives', file: Readable.from([Buffer.from(text)]), fileName: 'tlck_negative_quotes.csv' });
const HEADER = 'checkNumber,amount,routingNumber,checkingAccountNumber,consumerName';

describe('the TeleCheck feed reads CSV as the batches do', () => {
  it('reads a stray quote inside a cell as text: every row recorded', async () => {
    const result = await feed(`${HEADER}\n8101,25.00,026009593,998877660001,Rita "Ace" Okafor\n8102,12.50,026009593,998877660002,=HYPERLINK("x")\n`);
    expect(result).toEqual({ records: 2, accepted: 2, refused: [] });
  });

  it('still refuses a quote never closed, as a CsvError naming its line (the file is marked failed with it)', async () => {
    await expect(feed(`${HEADER}\n8103,25.00,026009593,998877660003,"Rita Okafor\n`)).rejects.toSatisfy((err: unknown) => err instanceof CsvError && /line 2|line 3/.test(err.message));
  });
});
