import { type MergeFieldKey, mergeFieldToken } from '@creditdesk/contracts';

/*
 * The template editor's formatting acts on the body's text and its selection, each writing the
 * contracts' letter markup (letter-body.ts): "# " starts a heading line, "- " a bullet line, "**"
 * pairs make bold, {{field}} is a merge field. Each returns the new text and the selection to keep,
 * so the editor puts the caret where the writer expects it.
 */

export type EditorState = { text: string; start: number; end: number };

const BOLD = '**';
const HEADING_PREFIX = '# ';
const BULLET_PREFIX = '- ';
const HEADING = /^\s*#\s+/;
const BULLET = /^\s*-\s+/;

/** The first and one-past-last character of the whole lines the selection touches. */
function lineSpan(text: string, start: number, end: number): { from: number; to: number } {
  const from = text.lastIndexOf('\n', start - 1) + 1;
  // a selection ending just after a line break does not take the next line
  const last = end > start && text[end - 1] === '\n' ? end - 1 : end;
  const next = text.indexOf('\n', last);
  return { from, to: next === -1 ? text.length : next };
}

/** The word around the caret (letters, digits, apostrophes, braces of a field), or an empty span. */
function wordAt(text: string, at: number): { start: number; end: number } {
  const isWord = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}'’{}._-]/u.test(ch);
  let start = at;
  let end = at;
  while (isWord(text[start - 1])) start -= 1;
  while (isWord(text[end])) end += 1;
  return { start, end };
}

/**
 * Bold on or off: a selection already inside "**…**" (or holding them) loses them; otherwise it is
 * wrapped. With nothing selected the word at the caret is taken; between words it writes an empty
 * pair with the caret inside, to type in bold.
 */
export function toggleBold({ text, start, end }: EditorState): EditorState {
  if (start === end) {
    const word = wordAt(text, start);
    if (word.start === word.end) return { text: `${text.slice(0, start)}${BOLD}${BOLD}${text.slice(end)}`, start: start + 2, end: start + 2 };
    ({ start, end } = word);
  }
  const selected = text.slice(start, end);
  if (text.slice(start - 2, start) === BOLD && text.slice(end, end + 2) === BOLD) {
    return { text: `${text.slice(0, start - 2)}${selected}${text.slice(end + 2)}`, start: start - 2, end: end - 2 };
  }
  if (selected.length >= 4 && selected.startsWith(BOLD) && selected.endsWith(BOLD)) {
    const inner = selected.slice(2, -2);
    return { text: `${text.slice(0, start)}${inner}${text.slice(end)}`, start, end: start + inner.length };
  }
  // spaces at the selection's edges stay outside the pair ("**word** ", not "**word **")
  const lead = selected.length - selected.trimStart().length;
  const trail = selected.length - selected.trimEnd().length;
  const core = selected.trim();
  if (core === '') return { text, start, end };
  const from = start + lead;
  const to = end - trail;
  return { text: `${text.slice(0, from)}${BOLD}${core}${BOLD}${text.slice(to)}`, start: from + 2, end: to + 2 };
}

/**
 * A line prefix ("# " or "- ") on or off for every line the selection touches: off when every
 * non-blank line has it, else on (replacing the other prefix, so a bullet becomes a heading).
 */
function toggleLinePrefix({ text, start, end }: EditorState, prefix: string, own: RegExp, other: RegExp): EditorState {
  const { from, to } = lineSpan(text, start, end);
  const lines = text.slice(from, to).split('\n');
  const filled = lines.filter((l) => l.trim() !== '');
  const allHave = filled.length > 0 && filled.every((l) => own.test(l));
  const changed = lines.map((line) => {
    if (allHave) return line.replace(own, '');
    if (line.trim() === '' && lines.length > 1) return line;
    if (own.test(line)) return line;
    return prefix + line.replace(other, '').trimStart();
  });
  const block = changed.join('\n');
  const result = text.slice(0, from) + block + text.slice(to);
  // one line and a caret: keep the caret on the same character of the line
  if (lines.length === 1 && start === end) {
    const caret = Math.min(Math.max(from, start + (block.length - (to - from))), from + block.length);
    return { text: result, start: caret, end: caret };
  }
  return { text: result, start: from, end: from + block.length };
}

export const toggleHeading = (state: EditorState): EditorState => toggleLinePrefix(state, HEADING_PREFIX, HEADING, BULLET);
export const toggleBullets = (state: EditorState): EditorState => toggleLinePrefix(state, BULLET_PREFIX, BULLET, HEADING);

/** Writes `{{field}}` in place of the selection; the caret goes after it. */
export function insertMergeField({ text, start, end }: EditorState, key: MergeFieldKey): EditorState {
  const token = mergeFieldToken(key);
  const at = start + token.length;
  return { text: text.slice(0, start) + token + text.slice(end), start: at, end: at };
}

/** Which formats the caret's line and selection are in (the toolbar shows them pressed). */
export function activeFormats({ text, start, end }: EditorState): { heading: boolean; bullets: boolean; bold: boolean } {
  const { from, to } = lineSpan(text, start, end);
  const line = text.slice(from, to);
  const before = text.slice(from, start);
  const after = text.slice(end, to);
  // inside bold when an odd number of "**" precede the selection on its line and one follows
  const opened = (before.match(/\*\*/g)?.length ?? 0) % 2 === 1 && after.includes(BOLD);
  const wrapped = start !== end && text.slice(start, end).startsWith(BOLD) && text.slice(start, end).endsWith(BOLD);
  return { heading: HEADING.test(line), bullets: BULLET.test(line), bold: opened || wrapped };
}
