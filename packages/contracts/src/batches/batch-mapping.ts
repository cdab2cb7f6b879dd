import { batchDate, headerKey } from './batch-cells.js';
import type { BatchLayout } from './batch-layout.js';

/*
 * A mapping proposed for a lender's own file (issue 33): each header of the file read for the layout
 * column it means, by its words first (synonyms, abbreviations, case and punctuation aside, a
 * person word like "Applicant" dropped), then by the values under it (a date column, a ZIP, an SSN,
 * a state code by their shape). The portal proposes it for Create Batch and the template editor;
 * the server proposes it for a sample file and checks whatever mapping a client sends.
 */

/** The column the rejected-rows file adds (its problems): a resubmitted file's copy is ignored, never read as data. */
export const REJECTED_PROBLEMS_HEADER = 'Problems';

/** Words and abbreviations lenders' exports use for each column key (any layout's). */
const SYNONYMS: Record<string, readonly string[]> = {
  firstName: ['first name', 'first', 'fname', 'first nm', 'given name', 'forename', 'name first'],
  middleName: ['middle name', 'middle', 'mname', 'mi', 'middle initial', 'middle nm', 'name middle'],
  lastName: ['last name', 'last', 'lname', 'last nm', 'surname', 'family name', 'name last'],
  suffix: ['suffix', 'sfx', 'name suffix', 'generation', 'gen'],
  ssn: ['ssn', 'social', 'social security', 'social security number', 'social security no', 'ss number', 'ssno', 'ss no', 'soc sec', 'soc sec no', 'social num', 'tin', 'tax id'],
  dateOfBirth: ['date of birth', 'dob', 'birth date', 'birthdate', 'birth dt', 'bdate', 'birthday', 'born', 'd o b'],
  addressLine1: ['address', 'street', 'street address', 'address 1', 'address line 1', 'addr', 'addr 1', 'addr line 1', 'street 1', 'line 1', 'home address', 'mailing address', 'residence address', 'street addr'],
  city: ['city', 'town', 'city name'],
  state: ['state', 'st', 'state code', 'province', 'state province'],
  zip: ['zip', 'zip code', 'zipcode', 'postal code', 'postcode', 'postal', 'zip 5', 'zip plus 4'],
  country: ['country', 'country code', 'ctry', 'cntry'],
  permissiblePurpose: ['permissible purpose', 'purpose', 'pp', 'perm purpose'],
  accountNumber: ['account number', 'account', 'acct', 'acct no', 'acct number', 'account no', 'member number', 'subscriber number'],
  customerReferenceNumber: ['reference', 'ref', 'ref number', 'ref no', 'reference number', 'reference no', 'customer reference', 'loan number', 'loan no', 'loan id', 'application number', 'application id', 'app id', 'app number', 'file number', 'record id', 'id'],
  businessName: ['business name', 'business', 'company', 'company name', 'legal name', 'entity name', 'organization'],
};

/** Words naming whose data a column holds, dropped before matching ('Applicant First Name' is 'First Name'). */
const PERSON_WORDS = new Set(['applicant', 'applicants', 'borrower', 'borrowers', 'customer', 'customers', 'consumer', 'consumers', 'primary', 'subject', 'client', 'the', 'of', 'cust', 'appl']);

/** A header's words: camelCase and punctuation split, '#' read as 'number', lower case. */
function wordsOf(header: string): string[] {
  return header
    .normalize('NFKD')
    .replace(/#/g, ' number ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** The key a header is matched by: its words without the person words (unless nothing else is left). */
function matchKey(header: string): string {
  const words = wordsOf(header);
  const kept = words.filter((w) => !PERSON_WORDS.has(w));
  return (kept.length > 0 ? kept : words).join('');
}

const SYNONYM_KEYS: ReadonlyMap<string, string> = new Map(Object.entries(SYNONYMS).flatMap(([column, words]) => words.map((w) => [matchKey(w), column] as const)));

const US_STATES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR GU VI AS MP AA AE AP'.split(' '),
);

/** Column keys recognised by the values under a header, in the order they are tried. */
const VALUE_SHAPES: readonly { column: string; test: (value: string) => boolean }[] = [
  { column: 'ssn', test: (v) => /^\d{3}-\d{2}-\d{4}$/.test(v) || /^\d{9}$/.test(v) },
  { column: 'zip', test: (v) => /^\d{5}(-\d{4})?$/.test(v) },
  { column: 'dateOfBirth', test: (v) => /^\d{4}-\d{2}-\d{2}$/.test(batchDate(v)) && !/^\d+$/.test(v) },
  { column: 'state', test: (v) => US_STATES.has(v.toUpperCase()) },
];

/** How a column was proposed: by the header's words, by its values, a rejected file's problems column (ignored), or not at all. */
export type BatchProposalReason = 'name' | 'values' | 'problems' | 'none';
export type BatchColumnProposal = { header: string; column: string | null; by: BatchProposalReason };

/**
 * The mapping proposed for a file's headers, given its first rows: per header the layout column it
 * means, or null. A column is proposed once, to its first header; names are matched before values,
 * so a header that names a column wins it over one whose values only look like it.
 */
export function proposeBatchMapping(layout: BatchLayout, headers: readonly string[], rows: readonly (readonly string[])[] = []): BatchColumnProposal[] {
  const keys = new Set(layout.columns.map((c) => c.key));
  const taken = new Set<string>();
  const byLayout = (header: string) => layout.columns.find((c) => headerKey(c.key) === headerKey(header) || headerKey(c.label) === headerKey(header))?.key;
  const out: BatchColumnProposal[] = headers.map((header) => {
    if (headerKey(header) === headerKey(REJECTED_PROBLEMS_HEADER)) return { header, column: null, by: 'problems' };
    const named = byLayout(header) ?? SYNONYM_KEYS.get(matchKey(header));
    if (named && keys.has(named) && !taken.has(named)) {
      taken.add(named);
      return { header, column: named, by: 'name' };
    }
    return { header, column: null, by: 'none' };
  });
  out.forEach((proposal, i) => {
    if (proposal.by !== 'none') return;
    const values = rows.map((r) => (r[i] ?? '').trim()).filter(Boolean);
    if (values.length === 0) return;
    const shape = VALUE_SHAPES.find((s) => keys.has(s.column) && !taken.has(s.column) && values.every(s.test));
    if (!shape) return;
    taken.add(shape.column);
    out[i] = { header: proposal.header, column: shape.column, by: 'values' };
  });
  return out;
}

/**
 * The header and first rows of a CSV file's beginning (what the portal reads of a chosen file before
 * sending it): the byte-order mark dropped, quoted cells with commas, quotes and line breaks, blank
 * lines skipped, headers trimmed, as the server reads the whole file. A last line cut short is left out.
 */
export function readCsvHead(text: string, maxRows: number, complete = false): { headers: string[]; rows: string[][] } {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRecord = () => {
    record.push(cell);
    if (record.some((c) => c.trim() !== '')) records.push(record);
    record = [];
    cell = '';
  };
  for (; i < text.length && records.length <= maxRows; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      record.push(cell);
      cell = '';
    }
    else if (ch === '\n') endRecord();
    else if (ch !== '\r') cell += ch;
  }
  if (complete && i >= text.length && !quoted && (cell !== '' || record.length > 0)) endRecord();
  const [headers = [], ...rows] = records;
  return { headers: headers.map((h) => h.trim()), rows: rows.slice(0, maxRows) };
}
