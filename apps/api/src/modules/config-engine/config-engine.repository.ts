import { and, eq } from 'drizzle-orm';
import type { DataSourceKind, TwnTemplate } from '@creditdesk/contracts';
import { dataSourceConnections } from '../../db/schema/index.js';
import type { Executor } from '../admin/shared/admin-context.js';

export type ConnectionRow = typeof dataSourceConnections.$inferSelect;

/** Where a connection's credentials are bound (the field cipher's associated data): another row's copy fails to decrypt. */
export const credentialsContext = (customerId: string, source: DataSourceKind) => `data_source_connections:${customerId}:${source}`;

export function findConnections(db: Executor, customerId: string): Promise<ConnectionRow[]> {
  return db.select().from(dataSourceConnections).where(eq(dataSourceConnections.customerId, customerId));
}

export async function findConnection(db: Executor, customerId: string, source: DataSourceKind): Promise<ConnectionRow | undefined> {
  const [row] = await db
    .select()
    .from(dataSourceConnections)
    .where(and(eq(dataSourceConnections.customerId, customerId), eq(dataSourceConnections.source, source)))
    .for('update');
  return row;
}

export type ConnectionInput = {
  customerId: string;
  source: DataSourceKind;
  accountMasked: string;
  credentialsEnc: string;
  templates: TwnTemplate[] | null;
  templateName: string | null;
  validatedAt: Date;
  validatedBy: string;
};

/** One row per company and source: a new validation replaces the credentials and the templates. */
export async function upsertConnection(db: Executor, input: ConnectionInput): Promise<ConnectionRow> {
  const [row] = await db
    .insert(dataSourceConnections)
    .values(input)
    .onConflictDoUpdate({
      target: [dataSourceConnections.customerId, dataSourceConnections.source],
      set: {
        accountMasked: input.accountMasked,
        credentialsEnc: input.credentialsEnc,
        templates: input.templates,
        templateName: input.templateName,
        validatedAt: input.validatedAt,
        validatedBy: input.validatedBy,
        updatedAt: new Date(),
      },
    })
    .returning();
  return row!;
}

export async function setTemplate(db: Executor, customerId: string, templateName: string): Promise<ConnectionRow> {
  const [row] = await db
    .update(dataSourceConnections)
    .set({ templateName, updatedAt: new Date() })
    .where(and(eq(dataSourceConnections.customerId, customerId), eq(dataSourceConnections.source, 'twn')))
    .returning();
  return row!;
}

export async function deleteConnection(db: Executor, customerId: string, source: DataSourceKind): Promise<void> {
  await db.delete(dataSourceConnections).where(and(eq(dataSourceConnections.customerId, customerId), eq(dataSourceConnections.source, source)));
}
