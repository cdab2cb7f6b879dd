import {
  type BatchColumn,
  type BatchDefaults,
  type BatchLayout,
  type BatchRowError,
  type ReportProduct,
  checkSampleRow,
  headerKey,
  problemInFileTerms,
  problemLine,
  maskSsn,
  productByKey,
} from '@creditdesk/contracts';

/*
 * The mapping editor's rules, the server's own (batch-templates.service.ts): each header fills one
 * column of the product's batch layout or is ignored, a column is filled once, every required column
 * is filled or given by a default. The sample's rows are checked through the mapping with the
 * product's request schema, as a batch row will be.
 */

export type BatchProduct = ReportProduct & { batch: BatchLayout };

/** Per header (by index): the layout column's key it fills, or null (ignored). */
export type Mapping = (string | null)[];

export type TemplateColumn = { header: string; column: string | null };

/** The product of a registry key when a batch can order it. */
export function batchProductOf(key: string | undefined): BatchProduct | undefined {
  const product = key ? productByKey(key) : undefined;
  return product?.batch ? (product as BatchProduct) : undefined;
}

/** The required columns no header fills and no default gives, in the layout's order. */
export function missingRequired(layout: BatchLayout, mapping: Mapping, defaults: BatchDefaults): BatchColumn[] {
  const filled = new Set(mapping.filter((c): c is string => c !== null));
  return layout.columns.filter((c) => c.required && !filled.has(c.key) && !(c.key in defaults && defaults[c.key as keyof BatchDefaults]));
}

/** Per header, the earlier header that already fills its column (its index), or undefined. */
export function filledBefore(mapping: Mapping): (number | undefined)[] {
  return mapping.map((column, i) => {
    if (column === null) return undefined;
    const first = mapping.indexOf(column);
    return first < i ? first : undefined;
  });
}

/** What keeps the mapping from being saved, in one line each (empty: it may be saved). */
export function mappingProblems(product: BatchProduct, headers: readonly string[], mapping: Mapping, defaults: BatchDefaults): string[] {
  const problems: string[] = [];
  if (headers.length === 0) return ['Read a sample file: its first line gives the headers to map.'];
  const twice = filledBefore(mapping).flatMap((first, i) => (first === undefined ? [] : [`'${headers[i]}' and '${headers[first]}' both fill ${labelOf(product.batch, mapping[i]!)}`]));
  problems.push(...twice);
  if (mapping.every((c) => c === null)) problems.push(`Map at least one header to a column of the ${product.name} layout.`);
  else {
    const missing = missingRequired(product.batch, mapping, defaults);
    if (missing.length > 0) problems.push(`No header fills the required ${missing.length === 1 ? 'column' : 'columns'} ${missing.map((c) => c.label).join(', ')}.`);
  }
  return problems;
}

export const labelOf = (layout: BatchLayout, key: string) => layout.columns.find((c) => c.key === key)?.label ?? key;

/** A row's problem in the column's words: "socialNum must be 9 digits" on the SSN column → "SSN must be 9 digits" (contracts' problemInFileTerms). */
export const problemText = (layout: BatchLayout, error: BatchRowError): string => problemLine(problemInFileTerms(error, (column) => labelOf(layout, column)));

/** One sample row's cells by column key through the mapping (ignored headers left out). */
export function cellsThrough(mapping: Mapping, cells: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  mapping.forEach((column, i) => {
    if (column) out[column] = cells[i] ?? '';
  });
  return out;
}

/**
 * The sample's rows checked through the mapping as the batch will check them (contracts'
 * checkSampleRow: an account number or permissible purpose Create Batch supplies is not missing):
 * each row's problems (empty: ready to order).
 */
export function checkRows(product: BatchProduct, rows: readonly (readonly string[])[], mapping: Mapping, defaults: BatchDefaults): BatchRowError[][] {
  return rows.map((cells) => checkSampleRow(product.batch, product.order.request, cellsThrough(mapping, cells), defaults));
}

/**
 * A new sample's headers mapped: a header the template already knows (case, spaces and punctuation
 * aside) keeps its column, the others take the server's suggestion; a column is given once.
 */
export function remap(headers: readonly string[], suggested: readonly (string | null)[], known: readonly TemplateColumn[]): Mapping {
  const byHeader = new Map(known.map((c) => [headerKey(c.header), c.column]));
  const taken = new Set<string>();
  return headers.map((header, i) => {
    const kept = byHeader.get(headerKey(header));
    const column = kept !== undefined ? kept : (suggested[i] ?? null);
    if (column === null || taken.has(column)) return null;
    taken.add(column);
    return column;
  });
}

export const toColumns = (headers: readonly string[], mapping: Mapping): TemplateColumn[] => headers.map((header, i) => ({ header, column: mapping[i] ?? null }));

/** Defaults as the server stores them: only those given. */
export function definedDefaults(accountNumber: string, permissiblePurpose: string): BatchDefaults {
  return { ...(accountNumber ? { accountNumber } : {}), ...(permissiblePurpose ? { permissiblePurpose } : {}) };
}

/** An SSN's own shapes (123-45-6789, 123456789): a ZIP+4 (43004-1968) is not one. */
const SSN_LIKE = /^(\d{3}-\d{2}-\d{4}|\d{9})$/;

/**
 * A sample cell as the screen shows it, masked by what the column is mapped to: an SSN to its last
 * four digits, a date of birth to its year. A column mapped to anything else shows as read (a ZIP+4
 * is a ZIP); an ignored column is masked when its value has an SSN's shape, in case it is one.
 */
export function maskedCell(cell: string, column: string | null): string {
  const value = cell.trim();
  if (!value) return '';
  if (column === 'ssn' || (column === null && SSN_LIKE.test(value))) return maskSsn(value) || '***';
  if (column === 'dateOfBirth') {
    const year = /\b(\d{4})\b/.exec(value)?.[1];
    return year ? `**-**-${year}` : '**';
  }
  return cell;
}
