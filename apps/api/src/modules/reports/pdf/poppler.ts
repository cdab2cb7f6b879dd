import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Test support: read a rendered PDF back with poppler's pdftotext, as a reader's copy-and-paste
 * would see it. The tests need poppler-utils; without it they fail saying so.
 */

export function requirePoppler(): void {
  const probe = spawnSync('pdftotext', ['-v'], { encoding: 'utf8' });
  if (probe.error) {
    throw new Error(
      'pdftotext was not found: the PDF tests read rendered PDFs back with poppler-utils. Install it (apt-get install -y poppler-utils) and run the tests again.',
    );
  }
}

function withPdfFile<T>(pdf: Buffer, use: (file: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'creditdesk-pdf-'));
  const file = join(dir, 'report.pdf');
  try {
    writeFileSync(file, pdf);
    return use(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of each page, laid out (`pdftotext -layout`). */
export function pdfPages(pdf: Buffer): string[] {
  const text = withPdfFile(pdf, (file) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }));
  const pages = text.split('\f');
  if (pages.at(-1)?.trim() === '') pages.pop();
  return pages;
}

/**
 * The text in drawing order (`pdftotext -raw`) with all whitespace collapsed: a cell wrapped over
 * two lines reads as one phrase here, where the laid-out text interleaves it with its neighbours.
 */
export function pdfFlowText(pdf: Buffer): string {
  return withPdfFile(pdf, (file) => execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' })).replace(/\s+/g, ' ');
}

export type Word = { text: string; xMin: number; yMin: number; xMax: number; yMax: number };
export type PageWords = { width: number; height: number; words: Word[] };

/** Every word with its box in points, per page (`pdftotext -bbox`). */
export function pdfWords(pdf: Buffer): PageWords[] {
  const html = withPdfFile(pdf, (file) => execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' }));
  const pages: PageWords[] = [];
  const pageRe = /<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g;
  const wordRe = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g;
  for (const page of html.matchAll(pageRe)) {
    const words = [...page[3].matchAll(wordRe)].map((m) => ({
      xMin: Number(m[1]),
      yMin: Number(m[2]),
      xMax: Number(m[3]),
      yMax: Number(m[4]),
      text: decode(m[5]),
    }));
    pages.push({ width: Number(page[1]), height: Number(page[2]), words });
  }
  return pages;
}

function decode(text: string): string {
  return text.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'");
}

/** Whitespace runs collapsed, so a phrase can be found whatever the layout spacing. */
export const squash = (text: string): string => text.replace(/[ \t]+/g, ' ');

/** pdfinfo's fields ("Tagged" → "yes", "Title" → …). */
export function pdfInfo(pdf: Buffer): Record<string, string> {
  const text = withPdfFile(pdf, (file) => execFileSync('pdfinfo', [file], { encoding: 'utf8' }));
  return Object.fromEntries(
    text.split('\n').flatMap((line) => {
      const m = /^([^:]+):\s*(.*)$/.exec(line);
      return m ? [[m[1].trim(), m[2].trim()]] : [];
    }),
  );
}

/** pdffonts' rows: each font's name and whether it is embedded. */
export function pdfFonts(pdf: Buffer): { name: string; embedded: boolean }[] {
  const text = withPdfFile(pdf, (file) => execFileSync('pdffonts', [file], { encoding: 'utf8' }));
  // after the two header lines: name, type (one or more words), encoding, then emb sub uni yes/no columns
  return text
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const m = /^(\S+)\s.*?\s(yes|no)\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+\s*$/.exec(line);
      return { name: m?.[1] ?? line, embedded: m?.[2] === 'yes' };
    });
}
