import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { productRegistrationForms, productRegistrations } from '../../db/schema/index.js';

export type RegistrationRow = typeof productRegistrations.$inferSelect;
export type RegistrationFormRow = typeof productRegistrationForms.$inferSelect;

/** The company's registrations that are on, and its submitted forms. */
export async function registrationsAndForms(db: Db, customerId: string): Promise<{ active: RegistrationRow[]; forms: RegistrationFormRow[] }> {
  const active = await db.select().from(productRegistrations).where(eq(productRegistrations.customerId, customerId));
  const forms = await db.select().from(productRegistrationForms).where(eq(productRegistrationForms.customerId, customerId));
  return { active, forms };
}

/** Stores the company's form, replacing one it submitted before. */
export async function upsertRegistrationForm(db: Db, row: typeof productRegistrationForms.$inferInsert): Promise<void> {
  await db
    .insert(productRegistrationForms)
    .values(row)
    .onConflictDoUpdate({
      target: [productRegistrationForms.customerId, productRegistrationForms.form],
      set: { status: row.status, values: row.values, submittedAt: row.submittedAt, submittedBy: row.submittedBy, submittedByUsername: row.submittedByUsername },
    });
}
