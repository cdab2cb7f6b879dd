import { and, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { productNameOfKey, type UserActivityRow } from '@creditdesk/contracts';
import type { Db } from '../../db/client.js';
import { batchTemplates, batches, customers, eletterLetters, eletterTemplates, ofacReviewCases, pmWatchEntries, reportInquiries, telecheckListEntries } from '../../db/schema/index.js';

/*
 * User Activity names what an event acted on where the trail holds its id (a batch, a template, a
 * letter, a report, a case, the company itself): the names are read for the page's rows only, from
 * the company's own objects (another company's id stays an id). Names the trail holds already (a user
 * name, a group's, an account number) are shown as they are.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Source = { table: PgTable; id: AnyPgColumn; customerId: AnyPgColumn; name: AnyPgColumn; word?: (value: string) => string };

const SOURCES: Record<string, Source> = {
  batch: { table: batches, id: batches.id, customerId: batches.customerId, name: batches.batchName },
  'batch-template': { table: batchTemplates, id: batchTemplates.id, customerId: batchTemplates.customerId, name: batchTemplates.templateName },
  eletter: { table: eletterTemplates, id: eletterTemplates.id, customerId: eletterTemplates.customerId, name: eletterTemplates.eletterName },
  letter: { table: eletterLetters, id: eletterLetters.id, customerId: eletterLetters.customerId, name: eletterLetters.eletterName },
  inquiry: { table: reportInquiries, id: reportInquiries.id, customerId: reportInquiries.customerId, name: reportInquiries.product, word: (p) => `${productNameOfKey(p)} report` },
  'ofac-case': { table: ofacReviewCases, id: ofacReviewCases.id, customerId: ofacReviewCases.customerId, name: ofacReviewCases.subjectName },
  'pm-watch-entry': { table: pmWatchEntries, id: pmWatchEntries.id, customerId: pmWatchEntries.customerId, name: pmWatchEntries.consumerName },
  'telecheck-entry': { table: telecheckListEntries, id: telecheckListEntries.id, customerId: telecheckListEntries.customerId, name: telecheckListEntries.checkNumber, word: (n) => `check ${n}` },
};

/** The rows with `targetName` filled where the target is one of the company's objects named by its id. */
export async function withTargetNames(db: Db, customerId: string, rows: UserActivityRow[]): Promise<UserActivityRow[]> {
  const names = new Map<string, string>();
  const [company] = await db.select({ name: customers.name }).from(customers).where(eq(customers.id, customerId));
  if (company) names.set(`*:${customerId}`, company.name);
  const wanted = new Map<string, Set<string>>();
  for (const r of rows) {
    if (!r.targetType || !r.targetId || !UUID.test(r.targetId) || !SOURCES[r.targetType]) continue;
    wanted.set(r.targetType, (wanted.get(r.targetType) ?? new Set()).add(r.targetId));
  }
  await Promise.all(
    [...wanted].map(async ([type, ids]) => {
      const s = SOURCES[type]!;
      const found = (await db
        .select({ id: s.id, name: s.name })
        .from(s.table)
        .where(and(eq(s.customerId, customerId), inArray(s.id, [...ids])))) as { id: string; name: string }[];
      for (const f of found) names.set(`${type}:${f.id}`, s.word ? s.word(f.name) : f.name);
    }),
  );
  return rows.map((r) => ({ ...r, targetName: (r.targetId && (names.get(`${r.targetType}:${r.targetId}`) ?? names.get(`*:${r.targetId}`))) || null }));
}
