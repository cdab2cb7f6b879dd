import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';

/**
 * A company's own account at a data source some reports draw on (the Configuration Engine, issue 17,
 * docs/config-engine.md): The Work Number ('twn') or DataX ('datax'). Stored only once the data
 * source accepted the credentials; the credentials themselves only encrypted (field cipher, bound to
 * the company and the source), the account shown masked. One row per company and source.
 */
export const dataSourceConnections = pgTable(
  'data_source_connections',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** 'twn' | 'datax' (contracts' DATA_SOURCE_KINDS). */
    source: text('source').notNull(),
    /** the user id or license key masked: '••••' and its last four characters. */
    accountMasked: text('account_masked').notNull(),
    /** the credentials as JSON, AES-256-GCM (lib/field-cipher), context 'data_source_connections:<customerId>:<source>'. */
    credentialsEnc: text('credentials_enc').notNull(),
    /** TWN: the templates the account offered when last validated ({templatename, templatedisplayname}). */
    templates: jsonb('templates').$type<{ templatename: string; templatedisplayname: string }[]>(),
    /** TWN: the template chosen for OneView+ orders (one of `templates`), or null while none is. */
    templateName: text('template_name'),
    validatedAt: timestamp('validated_at', { withTimezone: true }).notNull(),
    validatedBy: text('validated_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('data_source_connections_customer_source_unique').on(t.customerId, t.source)],
);
