import type { z } from 'zod';
import { batchDate, headerKey } from './batch-cells.js';

/** One column of a product's batch file: a field of its order request, flattened. */
export type BatchColumn = {
  /** the column's key in the standard layout's header row: 'firstName'. */
  key: string;
  label: string;
  /** a row without it fails (unless the batch's defaults give it). */
  required: boolean;
  example: string;
  /** how the cell is read: 'date' accepts spreadsheet dates (./batch-cells.ts). */
  kind?: 'date';
  /** one line for the layout's description and the template editor. */
  hint?: string;
};

/** What a batch gives every row that leaves the cell blank (Create Batch's fields, or the input template's defaults). */
export type BatchDefaults = { accountNumber?: string; permissiblePurpose?: string };

/**
 * How a product is ordered from a CSV row: its columns and how a row's cells become the product's
 * order body. The body is then checked with the product's own request schema, so a batch row and the
 * order form follow one rule.
 */
export type BatchLayout = {
  columns: readonly BatchColumn[];
  /** the order body from one row's cells (keyed by column key, dates already rewritten) and the defaults. */
  toRequest: (cells: Readonly<Record<string, string>>, defaults: BatchDefaults) => unknown;
  /** the column an issue of the request schema is about, by the issue's path; undefined: the whole row. */
  columnOf: (path: readonly PropertyKey[]) => string | undefined;
  /** one line of what the report found, for the batch's rows and its results file. */
  keyFindings: (dataSourceResponse: unknown) => string;
};

/** A cell or its default; blank is absent, so the schema says "is required". */
export const cellOr = (cell: string | undefined, fallback?: string): string | undefined => (cell?.trim() ? cell.trim() : fallback?.trim() ? fallback.trim() : undefined);

/** A column of the layout for a header cell (its key or its label, ignoring case, spaces and punctuation). */
export function layoutColumnOfHeader(layout: BatchLayout, header: string): BatchColumn | undefined {
  const key = headerKey(header);
  if (!key) return undefined;
  return layout.columns.find((c) => headerKey(c.key) === key || headerKey(c.label) === key);
}

export type BatchRowError = { column: string | null; message: string };

export type BatchRowCheck = { ok: true; request: unknown } | { ok: false; errors: BatchRowError[] };

/**
 * One row checked with the product's request schema: the parsed body to order, or each problem on the
 * column it names (the first problem of a column).
 */
export function checkBatchRow(layout: BatchLayout, schema: z.ZodType, cells: Readonly<Record<string, string>>, defaults: BatchDefaults): BatchRowCheck {
  const read: Record<string, string> = {};
  for (const column of layout.columns) {
    const cell = cells[column.key] ?? '';
    read[column.key] = column.kind === 'date' && cell.trim() ? batchDate(cell) : cell;
  }
  const parsed = schema.safeParse(layout.toRequest(read, defaults));
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: BatchRowError[] = [];
  for (const issue of parsed.error.issues) {
    const column = layout.columnOf(issue.path) ?? null;
    if (column !== null && errors.some((e) => e.column === column)) continue;
    errors.push({ column, message: issue.message });
  }
  return { ok: false, errors };
}

/** The columns a batch itself may supply for every row (Create Batch's account number and permissible purpose). */
export const BATCH_SUPPLIED_COLUMNS: readonly (keyof BatchDefaults)[] = ['accountNumber', 'permissiblePurpose'];

/**
 * A sample row judged as the batch will judge it: a column the batch supplies (account number,
 * permissible purpose) that the row leaves blank and the template does not default is not a problem
 * of the row, since Create Batch asks for it.
 */
export function checkSampleRow(layout: BatchLayout, schema: z.ZodType, cells: Readonly<Record<string, string>>, defaults: BatchDefaults): BatchRowError[] {
  const check = checkBatchRow(layout, schema, cells, defaults);
  if (check.ok) return [];
  const suppliedLater = (column: string | null) => BATCH_SUPPLIED_COLUMNS.some((k) => k === column && !cells[k]?.trim() && !defaults[k]?.trim());
  return check.errors.filter((e) => !suppliedLater(e.column));
}

/**
 * A row's problem in the words of the user's file: the column is the file's own header (not the
 * layout's key), and a message that starts with the layout's field name ('ssn must be…',
 * 'socialNum must be…') starts with the header instead.
 */
export function problemInFileTerms(error: BatchRowError, headerOf: (column: string) => string | undefined): BatchRowError {
  if (!error.column) return error;
  const header = headerOf(error.column) ?? error.column;
  const named = /^[a-z][A-Za-z0-9]*(?= )/.exec(error.message);
  return { column: header, message: named ? `${header}${error.message.slice(named[0].length)}` : error.message };
}

/** A problem in one line (the results and rejected-rows files): its message, after its column unless the message already starts with it. */
export const problemLine = (error: BatchRowError) => (!error.column || error.message.startsWith(`${error.column} `) ? error.message : `${error.column}: ${error.message}`);

/** The standard layout's file: its header row and one example row, as CSV text (Create Batch offers it to download). */
export function batchLayoutSampleCsv(layout: BatchLayout): string {
  const quote = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return `${layout.columns.map((c) => quote(c.key)).join(',')}\r\n${layout.columns.map((c) => quote(c.example)).join(',')}\r\n`;
}

// ---- declaring a product's layout ------------------------------------------------------------------

export const batchColumn = (key: string, label: string, required: boolean, example: string, extra: Partial<BatchColumn> = {}): BatchColumn => ({ key, label, required, example, ...extra });

export const REFERENCE_COLUMN = batchColumn('customerReferenceNumber', 'Reference', false, 'APP-10001', { hint: 'Your own reference for the row; blank: your user name.' });
export const ACCOUNT_NUMBER_COLUMN = batchColumn('accountNumber', 'Account Number', false, '100200300', { hint: 'Blank: the account number chosen for the batch.' });
export const DATE_OF_BIRTH_COLUMN = batchColumn('dateOfBirth', 'Date of Birth', true, '1980-04-12', { kind: 'date', hint: 'YYYY-MM-DD, M/D/YYYY or an Excel date.' });

/** The path's last text segment, when it is one of the layout's column keys. */
const lastKeyIn = (keys: ReadonlySet<string>, path: readonly PropertyKey[]) => {
  const last = [...path].reverse().find((p) => typeof p === 'string');
  return typeof last === 'string' && keys.has(last) ? last : undefined;
};

export function defineBatchLayout(columns: BatchColumn[], toRequest: BatchLayout['toRequest'], keyFindings: BatchLayout['keyFindings'], renamed: Record<string, string> = {}): BatchLayout {
  const keys = new Set(columns.map((c) => c.key));
  return {
    columns,
    toRequest,
    keyFindings,
    columnOf: (path) => {
      const last = [...path].reverse().find((p) => typeof p === 'string');
      return typeof last === 'string' && renamed[last] ? renamed[last] : lastKeyIn(keys, path);
    },
  };
}

