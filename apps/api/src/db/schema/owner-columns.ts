import { uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';
import { users } from './users.js';

/** The company a row belongs to (required). */
export const customerIdColumn = () =>
  uuid('customer_id')
    .notNull()
    .references(() => customers.id);

/** The user a row was made by (required). */
export const userIdColumn = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id);
