import { and, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { BATCH_TEMPLATES_SORT, SortOrder } from '@creditdesk/contracts';
import type { Db } from '../../../db/client.js';
import { orderByOf } from '../../../db/order-by.js';
import { type StoredTemplateColumn, type StoredTemplateDefaults, batchTemplates } from '../../../db/schema/index.js';
import { containsPattern } from '../../admin/shared/admin-context.js';

/*
 * Input templates (issue 14): a company's own CSV layouts. Every function takes the company first and
 * finds only its templates, so another company's template is never read, changed or deleted.
 */

export type BatchTemplateRow = typeof batchTemplates.$inferSelect;

/** What a template holds besides its company, id and times. */
export type BatchTemplateValues = {
  templateName: string;
  description: string;
  product: string;
  columns: StoredTemplateColumn[];
  defaults: StoredTemplateDefaults;
};

/** The company's template (its columns, defaults and product), or undefined (another company's too). */
export async function findBatchTemplate(db: Db, customerId: string, templateId: string): Promise<BatchTemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(batchTemplates)
    .where(and(eq(batchTemplates.customerId, customerId), eq(batchTemplates.id, templateId)))
    .limit(1);
  return row;
}

export type TemplateListQuery = {
  keyWords?: string;
  all: boolean;
  pageNumber: number;
  pageSize: number;
  sort: SortOrder<(typeof BATCH_TEMPLATES_SORT.columns)[number]>;
};

/** What each sortable column of the list (BATCH_TEMPLATES_SORT) is read from. */
const SORT_COLUMNS = {
  templateName: batchTemplates.templateName,
  description: batchTemplates.description,
  productName: batchTemplates.product,
  createdBy: batchTemplates.createdBy,
  updatedAt: batchTemplates.updatedAt,
};

/** The company's templates by name (case aside), filtered by key words on the name or description; a page unless all. */
export async function listBatchTemplates(db: Db, customerId: string, q: TemplateListQuery): Promise<{ rows: BatchTemplateRow[]; total: number }> {
  const term = q.keyWords ? containsPattern(q.keyWords) : undefined;
  const where = and(
    eq(batchTemplates.customerId, customerId),
    term ? or(ilike(batchTemplates.templateName, term), ilike(batchTemplates.description, term)) : undefined,
  );
  const query = db
    .select()
    .from(batchTemplates)
    .where(where)
    .orderBy(...orderByOf(q.sort, SORT_COLUMNS, batchTemplates.id, { caseBlind: ['templateName', 'description', 'createdBy'] }));
  const rows = q.all ? await query : await query.limit(q.pageSize).offset((q.pageNumber - 1) * q.pageSize);
  if (q.all || (q.pageNumber === 1 && rows.length < q.pageSize)) return { rows, total: rows.length };
  const [{ total }] = await db.select({ total: count() }).from(batchTemplates).where(where);
  return { rows, total };
}

/** Whether the company holds a template by that name, any case (besides the one being changed). */
export async function templateNameTaken(db: Db, customerId: string, templateName: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: batchTemplates.id })
    .from(batchTemplates)
    .where(
      and(
        eq(batchTemplates.customerId, customerId),
        sql`lower(${batchTemplates.templateName}) = lower(${templateName})`,
        exceptId ? sql`${batchTemplates.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertBatchTemplate(db: Db, customerId: string, createdBy: string, values: BatchTemplateValues): Promise<BatchTemplateRow> {
  const [row] = await db
    .insert(batchTemplates)
    .values({ customerId, createdBy, ...values })
    .returning();
  return row;
}

/** The changed template, or undefined when the company has none of that id. */
export async function updateBatchTemplate(db: Db, customerId: string, templateId: string, values: BatchTemplateValues): Promise<BatchTemplateRow | undefined> {
  const [row] = await db
    .update(batchTemplates)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(batchTemplates.customerId, customerId), eq(batchTemplates.id, templateId)))
    .returning();
  return row;
}

/** The deleted template, or undefined when the company has none of that id. */
export async function deleteBatchTemplate(db: Db, customerId: string, templateId: string): Promise<BatchTemplateRow | undefined> {
  const [row] = await db
    .delete(batchTemplates)
    .where(and(eq(batchTemplates.customerId, customerId), eq(batchTemplates.id, templateId)))
    .returning();
  return row;
}
