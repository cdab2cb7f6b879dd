import { type MergeFieldKey, type MergeValues, MERGE_FIELD_PATTERN, isMergeFieldKey, mergeFieldOf, mergeFieldsIn } from './merge-fields.js';

/*
 * The letter body markup: the one document format the template editor writes and both the screen's
 * preview and the PDF render, from this one parser.
 *
 *   # Heading                 a line starting "# " is a heading
 *   Dear {{consumer.name}},   other lines form a paragraph; a line break inside one is kept
 *                             (a blank line ends the paragraph)
 *   - a bullet                consecutive lines starting "- " form one bulleted list
 *   **bold**                  bold text inside any of them
 *   {{field}}                 a merge field (merge-fields.ts)
 *
 * A list field (`{{reasons}}`) alone on a bullet line, or alone as a paragraph, becomes one bullet
 * per item; inside a sentence its items are joined with "; ". A lines field (an address) keeps its
 * line breaks. Nothing else is markup: "*", "#" or "-" elsewhere are text.
 */

/** A piece of text, or a merge field still to fill. */
export type LetterRun = { text: string; bold?: boolean } | { field: string; bold?: boolean };

export type LetterBlock =
  | { type: 'heading'; runs: LetterRun[] }
  | { type: 'paragraph'; runs: LetterRun[] }
  | { type: 'bullets'; items: LetterRun[][] };

/** Filled text: "\n" inside a run is a line break; `missing` marks a field that had no value (shown as its label). */
export type TextRun = { text: string; bold?: boolean; missing?: boolean };

export type FilledBlock =
  | { type: 'heading'; runs: TextRun[] }
  | { type: 'paragraph'; runs: TextRun[] }
  | { type: 'bullets'; items: TextRun[][] };

/** The most a body may hold (characters). */
export const LETTER_BODY_MAX = 20_000;

/** Splits a line into text and field runs, bold where "**" pairs enclose it. */
function inlineRuns(line: string): LetterRun[] {
  const runs: LetterRun[] = [];
  // "**" toggles bold only when it has a partner; a lone one is text.
  const pairs = line.split('**');
  const closed = pairs.length % 2 === 1;
  pairs.forEach((segment, i) => {
    const lonePartner = !closed && i === pairs.length - 1 && i > 0;
    const bold = i % 2 === 1 && !(!closed && i === pairs.length - 1);
    const text = lonePartner ? `**${segment}` : segment;
    pushFieldsAndText(runs, text, bold);
  });
  return mergeAdjacent(runs);
}

function pushFieldsAndText(runs: LetterRun[], text: string, bold: boolean): void {
  let at = 0;
  for (const m of text.matchAll(MERGE_FIELD_PATTERN)) {
    const start = m.index ?? 0;
    if (start > at) runs.push(withBold({ text: text.slice(at, start) }, bold));
    runs.push(withBold({ field: m[1] }, bold));
    at = start + m[0].length;
  }
  if (at < text.length) runs.push(withBold({ text: text.slice(at) }, bold));
}

const withBold = <R extends LetterRun>(run: R, bold: boolean): R => (bold ? { ...run, bold: true } : run);

/** Neighbouring text runs of the same weight joined (so "a\nb" stays one run). */
function mergeAdjacent<R extends { text?: string; field?: string; bold?: boolean }>(runs: R[]): R[] {
  const out: R[] = [];
  for (const run of runs) {
    const last = out.at(-1);
    if (last && 'text' in last && 'text' in run && last.text !== undefined && run.text !== undefined && !!last.bold === !!run.bold && !('missing' in last) && !('missing' in run)) {
      out[out.length - 1] = { ...last, text: last.text + run.text };
    } else out.push(run);
  }
  return out;
}

const BULLET = /^\s*-\s+/;
const HEADING = /^\s*#\s+/;

/** The blocks of a body (see the markup above). Unknown fields stay field runs; `letterBodyProblems` names them. */
export function parseLetterBody(body: string): LetterBlock[] {
  const blocks: LetterBlock[] = [];
  let paragraph: string[] = [];
  let bullets: string[] = [];
  const flushParagraph = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', runs: inlineRuns(paragraph.join('\n')) });
    paragraph = [];
  };
  const flushBullets = () => {
    if (bullets.length > 0) blocks.push({ type: 'bullets', items: bullets.map(inlineRuns) });
    bullets = [];
  };
  for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.replace(/\s+$/, '');
    if (line.trim() === '') {
      flushParagraph();
      flushBullets();
    } else if (HEADING.test(line)) {
      flushParagraph();
      flushBullets();
      blocks.push({ type: 'heading', runs: inlineRuns(line.replace(HEADING, '')) });
    } else if (BULLET.test(line)) {
      flushParagraph();
      bullets.push(line.replace(BULLET, ''));
    } else {
      flushBullets();
      paragraph.push(line.trim());
    }
  }
  flushParagraph();
  flushBullets();
  return blocks;
}

export type LetterBodyProblem = { field: string; message: string };

/**
 * What is wrong with a body, each problem once: empty, too long, an unknown merge field (named), or
 * "{{" that opens no field. Empty: the body may be stored.
 */
export function letterBodyProblems(body: string, field = 'body'): LetterBodyProblem[] {
  if (body.trim() === '') return [{ field, message: `${field} is required: a letter needs some text` }];
  const problems: LetterBodyProblem[] = [];
  if (body.length > LETTER_BODY_MAX) problems.push({ field, message: `${field} must be at most ${LETTER_BODY_MAX} characters` });
  const unknown = mergeFieldsIn(body).filter((k) => !isMergeFieldKey(k));
  if (unknown.length > 0) {
    problems.push({ field, message: `unknown merge field${unknown.length > 1 ? 's' : ''} ${unknown.map((k) => `{{${k}}}`).join(', ')}` });
  }
  const stray = body.replace(MERGE_FIELD_PATTERN, '').match(/\{\{[^}\n]{0,40}/);
  if (stray) problems.push({ field, message: `'${stray[0]}' opens a merge field that is not closed with }} or is not a field name` });
  return problems;
}

// ---- filling ------------------------------------------------------------------------------------

const valueOf = (values: MergeValues, key: string): string | readonly string[] | undefined => (isMergeFieldKey(key) ? values[key as MergeFieldKey] : undefined);

/** A field's value as text within a sentence: lines keep their breaks, list items are joined. */
function fieldText(key: string, value: string | readonly string[] | undefined): TextRun {
  if (value === undefined || (Array.isArray(value) && value.length === 0) || value === '') {
    return { text: `[${mergeFieldOf(key)?.label ?? key}]`, missing: true };
  }
  if (typeof value === 'string') return { text: value };
  const kind = mergeFieldOf(key)?.kind;
  return { text: (value as readonly string[]).join(kind === 'lines' ? '\n' : '; ') };
}

function fillRuns(runs: LetterRun[], values: MergeValues): TextRun[] {
  const out = runs.map((run): TextRun => {
    const filled = 'field' in run ? fieldText(run.field, valueOf(values, run.field)) : { text: run.text };
    return run.bold ? { ...filled, bold: true } : filled;
  });
  return mergeAdjacent(out);
}

/** The list field a run list is made of alone (a `{{reasons}}` bullet or paragraph), if any. */
function soleListField(runs: LetterRun[]): string | undefined {
  const meaningful = runs.filter((r) => !('text' in r) || r.text.trim() !== '');
  if (meaningful.length !== 1) return undefined;
  const [run] = meaningful;
  return 'field' in run && mergeFieldOf(run.field)?.kind === 'list' ? run.field : undefined;
}

function expandItem(runs: LetterRun[], values: MergeValues): TextRun[][] {
  const list = soleListField(runs);
  const value = list ? valueOf(values, list) : undefined;
  if (list && Array.isArray(value) && value.length > 0) {
    const bold = runs.some((r) => 'field' in r && r.bold);
    return (value as readonly string[]).map((text) => [bold ? { text, bold: true } : { text }]);
  }
  return [fillRuns(runs, values)];
}

/** The blocks with every merge field replaced by its value (see the markup for list fields). */
export function fillLetter(blocks: LetterBlock[], values: MergeValues): FilledBlock[] {
  return blocks.map((block): FilledBlock => {
    if (block.type === 'bullets') return { type: 'bullets', items: block.items.flatMap((item) => expandItem(item, values)) };
    if (block.type === 'paragraph' && soleListField(block.runs)) return { type: 'bullets', items: expandItem(block.runs, values) };
    return { type: block.type, runs: fillRuns(block.runs, values) };
  });
}

/** A filled block's plain text (tests, the PDF's search text, a text e-mail). */
export function blockText(block: FilledBlock): string {
  if (block.type === 'bullets') return block.items.map((item) => `- ${item.map((r) => r.text).join('')}`).join('\n');
  return block.runs.map((r) => r.text).join('');
}
