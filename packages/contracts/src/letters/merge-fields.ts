/**
 * The merge fields a letter template's body may use, written `{{field}}` (spaces inside the braces
 * allowed). The editor offers them with their labels, the live preview fills them with the samples,
 * and a letter built from a report fills them from that report, the company and the decision.
 *
 * A field's value is text, lines (an address: one line each, kept as line breaks) or a list (the key
 * factors, the reasons: one bullet each when the field is a bullet or a paragraph of its own, joined
 * with "; " inside a sentence).
 */

export type MergeFieldKind = 'text' | 'lines' | 'list';
export type MergeFieldGroup = 'Consumer' | 'Decision' | 'Report' | 'Score' | 'Company' | 'Bureau';

export type MergeField = {
  key: string;
  label: string;
  group: MergeFieldGroup;
  kind: MergeFieldKind;
  /** what the preview shows before a report is chosen. */
  sample: string | readonly string[];
  /** filled from the report's credit score: a template using it needs a report with a score. */
  needsScore?: true;
  description: string;
};

export const MERGE_FIELDS = [
  { key: 'consumer.name', label: 'Consumer name', group: 'Consumer', kind: 'text', sample: 'Jordan A. Rivera', description: "The applicant's name as the order gave it" },
  {
    key: 'consumer.address',
    label: 'Consumer address',
    group: 'Consumer',
    kind: 'lines',
    sample: ['1200 Elm Street', 'Springfield, IL 62704'],
    description: "The applicant's address as the order gave it, one line each",
  },
  { key: 'date', label: 'Letter date', group: 'Decision', kind: 'text', sample: 'May 14, 2026', description: 'The date the letter is written' },
  { key: 'decision', label: 'Decision', group: 'Decision', kind: 'text', sample: 'declined', description: 'What was decided: declined, counteroffer, approved …' },
  { key: 'decision.date', label: 'Decision date', group: 'Decision', kind: 'text', sample: 'May 12, 2026', description: 'The date of the credit decision' },
  {
    key: 'decision.reasons',
    label: 'Reasons for the decision',
    group: 'Decision',
    kind: 'list',
    sample: ['Delinquent past or present credit obligations with others', 'Excessive obligations in relation to income'],
    description: "Your company's reason codes chosen for this decision",
  },
  { key: 'product', label: 'Report product', group: 'Report', kind: 'text', sample: 'Consumer Credit Report', description: 'The product of the report the decision used' },
  { key: 'report.date', label: 'Report date', group: 'Report', kind: 'text', sample: 'May 12, 2026', description: 'The date the report was pulled' },
  { key: 'score', label: 'Credit score', group: 'Score', kind: 'text', sample: '612', needsScore: true, description: 'The credit score used' },
  { key: 'score.range', label: 'Score range', group: 'Score', kind: 'text', sample: '300 to 850', needsScore: true, description: "The lowest and highest score of the model" },
  { key: 'score.date', label: 'Score date', group: 'Score', kind: 'text', sample: 'May 12, 2026', needsScore: true, description: 'The date the score was created' },
  { key: 'score.model', label: 'Score model', group: 'Score', kind: 'text', sample: 'Sandbox Risk Score 3.0', needsScore: true, description: 'The scoring model' },
  {
    key: 'reasons',
    label: 'Key factors',
    group: 'Score',
    kind: 'list',
    sample: ['Level of delinquency on accounts', 'Amount owed on accounts is too high', 'Length of time accounts have been established', 'Too few bank revolving accounts'],
    needsScore: true,
    description: 'The key factors that adversely affected the score (up to four, five when inquiries are one)',
  },
  { key: 'company.name', label: 'Company name', group: 'Company', kind: 'text', sample: 'Demo Lending', description: "Your company's name" },
  { key: 'company.address', label: 'Company address', group: 'Company', kind: 'lines', sample: ['100 Main Street', 'Columbus, OH 43215'], description: "Your company's mailing address (letter settings)" },
  { key: 'company.phone', label: 'Company phone', group: 'Company', kind: 'text', sample: '1-800-555-0100', description: "Your company's telephone number (letter settings)" },
  { key: 'bureau.name', label: 'Bureau name', group: 'Bureau', kind: 'text', sample: 'Creditdesk Sandbox Consumer Reporting Agency', description: 'The consumer reporting agency that furnished the report' },
  { key: 'bureau.address', label: 'Bureau address', group: 'Bureau', kind: 'lines', sample: ['P.O. Box 4500', 'Springfield, IL 62708'], description: "The agency's mailing address" },
  { key: 'bureau.phone', label: 'Bureau phone', group: 'Bureau', kind: 'text', sample: '1-800-555-0142', description: "The agency's toll-free telephone number" },
] as const satisfies readonly MergeField[];

export type MergeFieldKey = (typeof MERGE_FIELDS)[number]['key'];

/** The values a letter is filled with; a field without a value shows as its label in brackets. */
export type MergeValues = Partial<Record<MergeFieldKey, string | readonly string[]>>;

const BY_KEY: ReadonlyMap<string, MergeField> = new Map(MERGE_FIELDS.map((f) => [f.key, f]));

export const mergeFieldOf = (key: string): MergeField | undefined => BY_KEY.get(key);
export const isMergeFieldKey = (key: string): key is MergeFieldKey => BY_KEY.has(key);

/** `{{ field }}`: the name is letters, digits, dots, dashes and underscores; anything else between braces is not a field. */
export const MERGE_FIELD_PATTERN = /\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g;

/** The merge fields a body names, each once, in order of first use (unknown names included). */
export function mergeFieldsIn(body: string): string[] {
  const seen = new Set<string>();
  for (const m of body.matchAll(MERGE_FIELD_PATTERN)) seen.add(m[1]);
  return [...seen];
}

/** The names a body uses that are not merge fields. */
export const unknownMergeFields = (body: string): string[] => mergeFieldsIn(body).filter((k) => !isMergeFieldKey(k));

/** The score fields a body uses: a template using any needs a report with a credit score. */
export const scoreFieldsIn = (body: string): MergeFieldKey[] =>
  mergeFieldsIn(body).filter((k): k is MergeFieldKey => isMergeFieldKey(k) && mergeFieldOf(k)?.needsScore === true);

/** The preview's values: every field's sample. */
export function sampleMergeValues(): MergeValues {
  return Object.fromEntries(MERGE_FIELDS.map((f) => [f.key, f.sample])) as MergeValues;
}

/** How `{{field}}` is written for a key (the editor's insert). */
export const mergeFieldToken = (key: MergeFieldKey): string => `{{${key}}}`;
