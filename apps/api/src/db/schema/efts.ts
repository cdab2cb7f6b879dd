import { bigint, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';
import { users } from './users.js';

/*
 * Electronic file transfer (issue 19, docs/file-transfer.md). A company's systems and their folders
 * are data the provider sets up; uploads and their parts are tracked here, never only in the file
 * store, so an upload resumes on any process and nothing is assembled until every part is recorded.
 */

/** The company a row belongs to; every query names it, so another company's rows are never found. */
const company = () =>
  uuid('customer_id')
    .notNull()
    .references(() => customers.id);

export const eftsSystems = pgTable(
  'efts_systems',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: company(),
    /** the system's code (contracts' EFTS_SYSTEM_LABELS gives its labels). */
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('efts_systems_company_code').on(t.customerId, t.code)],
);

export const eftsFolders = pgTable(
  'efts_folders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    systemId: uuid('system_id')
      .notNull()
      .references(() => eftsSystems.id),
    customerId: company(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** contracts' EFTS_FOLDER_ACTIONS this folder allows. */
    actions: text('actions').array().notNull(),
    /** the last processing cycle: each processed input advances it by one. */
    cycleNumber: integer('cycle_number').notNull().default(0),
  },
  (t) => [unique('efts_folders_system_name').on(t.systemId, t.name)],
);

const folder = () =>
  uuid('folder_id')
    .notNull()
    .references(() => eftsFolders.id);

export const eftsUploads = pgTable(
  'efts_uploads',
  {
    id: uuid('id').primaryKey(),
    customerId: company(),
    folderId: folder(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    username: text('username').notNull(),
    fileName: text('file_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    partSize: integer('part_size').notNull(),
    partCount: integer('part_count').notNull(),
    /** contracts' EFTS_UPLOAD_STATUSES. */
    status: text('status').notNull(),
    /** where the file goes in the store, and the store's own multipart upload id (S3). */
    storeKey: text('store_key').notNull(),
    storeUploadId: text('store_upload_id'),
    fileId: uuid('file_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('efts_uploads_status_idx').on(t.status, t.updatedAt)],
);

export const eftsUploadParts = pgTable(
  'efts_upload_parts',
  {
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => eftsUploads.id, { onDelete: 'cascade' }),
    partNumber: integer('part_number').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    /** the store's tag of the part (S3's ETag; the local store's file name). */
    etag: text('etag').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.partNumber] })],
);

export const eftsFiles = pgTable(
  'efts_files',
  {
    id: uuid('id').primaryKey(),
    customerId: company(),
    folderId: folder(),
    /** 'input' (uploaded: unprocessed) or 'output' (produced: processed). */
    direction: text('direction').notNull(),
    fileName: text('file_name').notNull(),
    /** the name it is downloaded under (gcpFileName). */
    storedName: text('stored_name').notNull(),
    storeKey: text('store_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    sha256: text('sha256').notNull(),
    cycleNumber: integer('cycle_number').notNull(),
    /** contracts' EFTS_FILE_STATUSES. */
    status: text('status').notNull(),
    message: text('message'),
    transferredAt: timestamp('transferred_at', { withTimezone: true }).notNull().defaultNow(),
    transferredBy: text('transferred_by').notNull(),
    uploadId: uuid('upload_id'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('efts_files_folder_idx').on(t.folderId, t.direction, t.transferredAt)],
);
