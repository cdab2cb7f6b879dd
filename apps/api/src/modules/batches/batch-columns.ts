import { type BatchLayout, headerKey, layoutColumnOfHeader } from '@creditdesk/contracts';
import { batchFileError } from './batch-csv.js';

/** An input template's mapping as the submission reads it (./templates). */
export type TemplateMapping = { templateName: string; columns: readonly { header: string; column: string | null }[] };

/**
 * The layout column each of the file's headers fills (null: a column the template ignores). Refuses
 * a file without a header row, a header the layout (or the template) does not know, two headers
 * filling one column, and a required column neither a header nor the batch's defaults give.
 */
export function columnsOfHeaders(layout: BatchLayout, headers: readonly string[], template: TemplateMapping | undefined, defaulted: ReadonlySet<string>): (string | null)[] {
  const known = (header: string): string | null | undefined => {
    if (!template) return layoutColumnOfHeader(layout, header)?.key;
    const mapped = template.columns.find((c) => headerKey(c.header) === headerKey(header));
    return mapped === undefined ? undefined : mapped.column;
  };
  const columns = headers.map(known);
  const layoutNames = layout.columns.map((c) => c.key).join(', ');
  if (!template && columns.every((c) => c === undefined)) {
    throw batchFileError(`The file has no header row: its first line must name the columns (${layoutNames}).`);
  }
  const unknown = headers.findIndex((_, i) => columns[i] === undefined);
  if (unknown >= 0) {
    const header = headers[unknown] || `(blank, column ${unknown + 1})`;
    throw batchFileError(
      template
        ? `The file has a column '${header}' that the template '${template.templateName}' does not know. Edit the template, or remove the column.`
        : `The file has a column '${header}' that the layout does not have. Its columns are: ${layoutNames}.`,
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
