import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customerMembers } from './products.js';
import { customers } from './customers.js';
import { users } from './users.js';

/**
 * A company's user groups (portal.md §3, §5): a privilege level that decides who may be a member
 * (standard: anyone; admin: admin users and system administrators; sysadmin: system administrators
 * only), the report products the group grants and whether it grants file transfer. A user may order a
 * product only if one of their groups grants it (and the company holds it).
 */
export const userGroups = pgTable(
  'user_groups',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** standard | admin | sysadmin */
    privilege: text('privilege').notNull().default('standard'),
    fileTransfer: boolean('file_transfer').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A name is unique within its company whatever its case.
  (t) => [uniqueIndex('user_groups_customer_name_key').on(t.customerId, sql`lower(${t.name})`)],
);

export const userGroupMembers = pgTable(
  'user_group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => userGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('user_group_members_user_idx').on(t.userId)],
);

/** The report products (product codes) a group grants its members. */
export const userGroupProducts = pgTable(
  'user_group_products',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => userGroups.id, { onDelete: 'cascade' }),
    productCode: text('product_code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.productCode] })],
);

/**
 * A product configured on one of the company's account numbers (reports.md). Minimal for now (the
 * product-configuration issue extends it); it already makes "Member has products" real: an account
 * number in use here cannot be deleted (and the foreign key refuses it too).
 */
export const productConfigurations = pgTable(
  'product_configurations',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    memberNumber: text('member_number').notNull(),
    productCode: text('product_code').notNull(),
    name: text('name').notNull(),
    /** the option values its product declares (contracts configuration-options.ts); read through withOptionDefaults. */
    options: jsonb('options').$type<Record<string, string | string[]>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('product_configurations_member_idx').on(t.customerId, t.memberNumber),
    // a name is unique in the company, whatever its case (an ADV order names one as its profile)
    uniqueIndex('product_configurations_customer_name_unique').on(t.customerId, sql`lower(${t.name})`),
    // the account number must be one of the same company's
    foreignKey({
      name: 'product_configurations_member_fk',
      columns: [t.customerId, t.memberNumber],
      foreignColumns: [customerMembers.customerId, customerMembers.memberNumber],
    }),
  ],
);

/**
 * The company's identity product registrations (portal.md §3): the company has eIDcompare (EIDC)
 * or eIDverifier (EIDV) only while the matching registration exists.
 */
export const productRegistrations = pgTable(
  'product_registrations',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** eidCompare | eidVerifier */
    registration: text('registration').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    registeredBy: uuid('registered_by'),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.registration] })],
);

/** Users per company, kept by a trigger (migrations 0006, 0007) so the user list's total needs no count(*). */
export const userCounters = pgTable('user_counters', {
  customerId: uuid('customer_id').primaryKey(),
  users: integer('users').notNull().default(0),
});
