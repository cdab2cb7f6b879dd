import PDFDocument from 'pdfkit';
import { fontFace, registerFonts } from './fonts.js';
import type { FontName } from './theme.js';

/**
 * Text widths without asking pdfkit each time. pdfkit measures a string glyph by glyph with kerning
 * lookups, which is most of the cost of a report with thousands of cells; cells are measured here
 * from a per-font table of character widths (built once per process from pdfkit's own metrics).
 * Kerning is left out, so a width is at most a hair wider than pdfkit draws it: truncation errs on
 * the safe side and right-aligned numbers (digits do not kern) are exact.
 */


const tables = new Map<FontName, Float64Array>();
const others = new Map<string, number>();
let probe: PDFKit.PDFDocument | null = null;

function probeDoc(): PDFKit.PDFDocument {
  if (!probe) {
    probe = new PDFDocument({ autoFirstPage: false });
    registerFonts(probe);
  }
  return probe;
}

function tableFor(font: FontName): Float64Array {
  let table = tables.get(font);
  if (!table) {
    const doc = probeDoc().font(font).fontSize(1);
    table = new Float64Array(256);
    for (let code = 32; code < 256; code++) table[code] = doc.widthOfString(String.fromCharCode(code));
    tables.set(font, table);
  }
  return table;
}

function otherWidth(font: FontName, char: string): number {
  const key = `${font}\0${char}`;
  let width = others.get(key);
  if (width === undefined) {
    width = probeDoc().font(font).fontSize(1).widthOfString(char);
    others.set(key, width);
  }
  return width;
}

/** The width in points of one line of text. */
export function textWidth(text: string, font: FontName, size: number): number {
  const table = tableFor(font);
  let width = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    width += code < 256 ? table[code] : otherWidth(font, text[i]);
  }
  return width * size;
}

const ELLIPSIS = '…';

const coverage = new Map<FontName, Set<number>>();

function coverageOf(font: FontName): Set<number> {
  let set = coverage.get(font);
  if (!set) {
    set = new Set(fontFace(font).characterSet);
    coverage.set(font, set);
  }
  return set;
}

/**
 * Text the font can draw. The font covers Latin (with Latin Extended), Greek and Cyrillic; a
 * character it lacks loses its accents when a letter it has is underneath, or becomes '?', rather
 * than printing as an empty box.
 */
export function printable(text: string, font: FontName): string {
  // eslint-disable-next-line no-control-regex -- ASCII from U+0000: every font has it
  if (!/[^\u0000-\u007f]/.test(text)) return text;
  const has = coverageOf(font);
  let out = '';
  // NFC: a letter and its combining accent become the one precomposed character the font draws
  for (const char of text.normalize('NFC')) {
    if (has.has(char.codePointAt(0) ?? 0)) {
      out += char;
      continue;
    }
    const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    out += base.length > 0 && has.has(base.codePointAt(0) ?? 0) ? base : '?';
  }
  return out;
}

/** The text, cut short with an ellipsis when it does not fit the width. */
export function fitText(text: string, font: FontName, size: number, width: number): string {
  if (textWidth(text, font, size) <= width) return text;
  const room = width - textWidth(ELLIPSIS, font, size);
  if (room <= 0) return '';
  const table = tableFor(font);
  let used = 0;
  let end = 0;
  for (; end < text.length; end++) {
    const code = text.charCodeAt(end);
    const w = (code < 256 ? table[code] : otherWidth(font, text[end])) * size;
    if (used + w > room) break;
    used += w;
  }
  return text.slice(0, end).trimEnd() + ELLIPSIS;
}

/** Greedy word wrap into lines no wider than the width (a word longer than a line is cut). */
export function wrapText(text: string, font: FontName, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (textWidth(candidate, font, size) <= width) {
        line = candidate;
      } else if (!line) {
        lines.push(fitText(word, font, size, width));
      } else {
        lines.push(line);
        line = textWidth(word, font, size) <= width ? word : fitText(word, font, size, width);
      }
    }
    lines.push(line);
  }
  return lines;
}
