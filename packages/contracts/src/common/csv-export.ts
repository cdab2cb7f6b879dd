import type { Produces } from '../http/endpoint.js';

/**
 * A list's CSV export, declared once beside its list endpoint: the file's name and its header row.
 * The server streams it (apps/api lib/csv-export.ts, batch by batch, as the users export does); the
 * portal's Export CSV button saves it under this name.
 */
export type CsvExport = { fileName: string; columns: readonly string[] };

export const csvExport = <const C extends readonly string[]>(fileName: string, columns: C) => ({ fileName, columns }) satisfies CsvExport;

/** What an export endpoint answers, for the OpenAPI document. */
export const csvProduces = (what: string, file: CsvExport): Produces => ({
  kind: 'file',
  mediaType: 'text/csv',
  description: `${what} as CSV (${file.fileName}), a header row first, in the list's order`,
});
