import { API_MESSAGES, type BatchLayout, REJECTED_PROBLEMS_HEADER, headerKey, layoutColumnOfHeader } from '@creditdesk/contracts';
import { badRequest } from '../../lib/http-error.js';
import { batchFileError } from './batch-csv.js';

/**
 * A mapping of the file's headers as the submission reads it: an input template's (./templates), or
 * the one the user accepted on Create Batch for this file (templateName null).
 */
export type TemplateMapping = { templateName: string | null; columns: readonly { header: string; column: string | null }[] };

const quoted = (headers: readonly string[]) => headers.map((h) => `'${h}'`).join(', ');

/** A mapping naming a column the product's layout does not have, or a header twice: a 400 on the field that sent it. */
export function assertMappingColumns(layout: BatchLayout, mapping: TemplateMapping, field: string): void {
  const keys = new Set(layout.columns.map((c) => c.key));
  const unknown = mapping.columns.filter((c) => c.column !== null && !keys.has(c.column)).map((c) => c.column!);
  const seen = new Set<string>();
  const twice = mapping.columns.filter((c) => (seen.has(headerKey(c.header)) ? true : (seen.add(headerKey(c.header)), false))).map((c) => c.header);
  const message = unknown.length > 0 ? `${quoted(unknown)} ${unknown.length === 1 ? 'is not a column' : 'are not columns'} of the layout` : twice.length > 0 ? `the headers ${quoted(twice)} are mapped twice` : undefined;
  if (message) throw badRequest(API_MESSAGES.invalid.field(field, message), { fields: [{ field, message }] });
}

/**
 * The layout column each of the file's headers fills (null: a column the template ignores). Refuses
 * a file without a header row, a header the layout (or the template) does not know, two headers
 * filling one column, and a required column neither a header nor the batch's defaults give.
 */
export function columnsOfHeaders(layout: BatchLayout, headers: readonly string[], template: TemplateMapping | undefined, defaulted: ReadonlySet<string>): (string | null)[] {
  const known = (header: string): string | null | undefined => {
    // a rejected-rows file sent again: its problems column is not data
    if (headerKey(header) === headerKey(REJECTED_PROBLEMS_HEADER)) return null;
    if (!template) return layoutColumnOfHeader(layout, header)?.key;
    const mapped = template.columns.find((c) => headerKey(c.header) === headerKey(header));
    return mapped === undefined ? undefined : mapped.column;
  };
  const columns = headers.map(known);
  const layoutNames = layout.columns.map((c) => c.key).join(', ');
  if (!template && columns.every((c) => c === undefined)) {
    throw batchFileError(`The file has no header row: its first line must name the columns (${layoutNames}).`);
  }
  // every unknown header at once, so one correction fixes them all
  const unknown = headers.flatMap((header, i) => (columns[i] === undefined ? [header || `(blank, column ${i + 1})`] : []));
  if (unknown.length > 0) {
    const these = unknown.length === 1 ? `a column ${quoted(unknown)}` : `the columns ${quoted(unknown)}`;
    throw batchFileError(
      template?.templateName
        ? `The file has ${these} that the template '${template.templateName}' does not know. Edit the template, or remove ${unknown.length === 1 ? 'the column' : 'them'}.`
        : template
          ? `The file has ${these} that your mapping does not map. Map ${unknown.length === 1 ? 'it' : 'each'} to a column or ignore ${unknown.length === 1 ? 'it' : 'them'}.`
          : `The file has ${these} that the layout does not have. Its columns are: ${layoutNames}. Map your file's columns on Create Batch, or rename them.`,
    );
  }
  const seen = new Map<string, string>();
  headers.forEach((header, i) => {
    const column = columns[i];
    if (!column) return;
    if (seen.has(column)) throw batchFileError(`The columns '${seen.get(column)}' and '${header}' both give ${column}: keep one.`);
    seen.set(column, header);
  });
  const missing = layout.columns.filter((c) => c.required && !seen.has(c.key) && !defaulted.has(c.key));
  if (missing.length > 0) throw batchFileError(`The file has no column for ${missing.map((c) => `${c.key} (${c.label})`).join(', ')}: every row needs it.`);
  return columns.map((c) => c ?? null);
}

/** One row's cells by column key (ignored and missing columns left out). */
export function cellsOfRow(columns: readonly (string | null)[], cells: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  columns.forEach((column, i) => {
    if (column) out[column] = cells[i] ?? '';
  });
  return out;
}
