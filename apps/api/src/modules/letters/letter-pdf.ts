import { type FilledBlock, type Letter, type TextRun, letterLanguageOf } from '@creditdesk/contracts';
import { renderTaggedPdf } from '../reports/pdf/document.js';
import { PdfLayout } from '../reports/pdf/layout.js';
import { COLOR, FONT, type FontName, PAGE, SIZE } from '../reports/pdf/theme.js';

/**
 * A letter as PDF, drawn with the reports' PDF kit (PdfLayout, the theme's fonts and colours) from the
 * letter's filled blocks: the same blocks the portal's preview renders, so both show one letter. Page
 * one carries the letterhead (the creditor), the date and the recipient's address where a window
 * envelope shows it; then the subject, the body and, for an adverse action, the required section in a
 * ruled box of its own. Every page is numbered; pages after the first name the letter they belong to.
 * Tagged for a screen reader: the subject is the heading, the template's headings and paragraphs
 * are headings and paragraphs, bullets a list, the required section a section, in the letter's language.
 */

/** The letter's type scale: larger than a report's, as a consumer reads it. */
const TYPE = { body: 9.5, heading: 11, sectionHeading: 10, letterhead: 15, small: 8, leading: 1.4, blockGap: 7, bullet: 12 } as const;

/** A PdfLayout that remembers where the content ended on each page before a break (the required section's box closes there). */
class LetterLayout extends PdfLayout {
  readonly pageEnds: number[] = [];
  override addPage(): void {
    if (this.pageTitles.length > 0) this.pageEnds.push(this.y);
    super.addPage();
  }
}

/** A paragraph of at most this many lines is kept on one page. */
const KEEP_LINES = 12;

type Segment = { text: string; font: FontName };
type Line = Segment[];

const fontOf = (run: TextRun): FontName => (run.bold ? FONT.bold : FONT.regular);

/** Greedy word wrap of styled runs into lines no wider than `width`; "\n" inside a run breaks the line. */
function wrapRuns(layout: PdfLayout, runs: readonly TextRun[], width: number, size: number, forceFont?: FontName): Line[] {
  const lines: Line[] = [[]];
  let used = 0;
  const space = (font: FontName) => layout.measure(' ', font, size);
  const push = (word: string, font: FontName) => {
    const line = lines[lines.length - 1];
    const w = layout.measure(word, font, size);
    const gap = line.length > 0 ? space(font) : 0;
    if (line.length > 0 && used + gap + w > width) {
      lines.push([{ text: word, font }]);
      used = w;
      return;
    }
    const last = line.at(-1);
    if (last && last.font === font) last.text += (gap ? ' ' : '') + word;
    else line.push({ text: (gap ? ' ' : '') + word, font });
    used += gap + w;
  };
  for (const run of runs) {
    const font = forceFont ?? fontOf(run);
    run.text.split('\n').forEach((part, i) => {
      if (i > 0) {
        lines.push([]);
        used = 0;
      }
      for (const word of part.split(/\s+/).filter(Boolean)) push(word, font);
    });
  }
  return lines;
}

function drawLines(layout: PdfLayout, lines: Line[], x: number, size: number, color: string = COLOR.ink): void {
  const step = size * TYPE.leading;
  for (const line of lines) {
    layout.ensure(step);
    let at = x;
    for (const segment of line) {
      layout.text(segment.text, at, layout.y, { font: segment.font, size, color });
      at += layout.measure(segment.text, segment.font, size);
    }
    layout.y += step;
  }
}

function drawBlock(layout: PdfLayout, block: FilledBlock, x: number, width: number, inSection: boolean): void {
  if (block.type === 'heading') {
    const size = inSection ? TYPE.sectionHeading : TYPE.heading;
    const lines = wrapRuns(layout, block.runs, width, size, FONT.bold);
    // a heading stays with the first lines of what follows it
    layout.ensure(lines.length * size * TYPE.leading + 3 * TYPE.body * TYPE.leading);
    layout.y += 2;
    layout.tag(inSection ? 'H3' : 'H2', () => drawLines(layout, lines, x, size, COLOR.brand));
  } else if (block.type === 'paragraph') {
    const lines = wrapRuns(layout, block.runs, width, TYPE.body);
    if (lines.length <= KEEP_LINES) layout.ensure(lines.length * TYPE.body * TYPE.leading);
    layout.tag('P', () => drawLines(layout, lines, x, TYPE.body));
  } else {
    layout.group('L', () => {
      for (const item of block.items) {
        const lines = wrapRuns(layout, item, width - TYPE.bullet, TYPE.body);
        layout.ensure(TYPE.body * TYPE.leading);
        layout.group('LI', () => {
          layout.tag('Lbl', () => layout.text('•', x + 2, layout.y, { size: TYPE.body, color: COLOR.muted }));
          layout.tag('LBody', () => drawLines(layout, lines, x + TYPE.bullet, TYPE.body));
        });
      }
    });
  }
  layout.y += TYPE.blockGap;
}

function letterhead(layout: PdfLayout, letter: Letter): void {
  const { company, date, recipient } = letter.letterhead;
  layout.y = PAGE.margin;
  layout.text(company.name, layout.left, layout.y, { font: FONT.bold, size: TYPE.letterhead, color: COLOR.brand, width: layout.width });
  layout.y += TYPE.letterhead + 6;
  const contact = [...company.address, company.phone].filter(Boolean);
  layout.tag('P', () =>
    contact.forEach((line) => {
      layout.text(line, layout.left, layout.y, { size: TYPE.small + 0.5, color: COLOR.muted, width: layout.width });
      layout.y += (TYPE.small + 0.5) * 1.35;
    }),
  );
  layout.y += 4;
  layout.hline(layout.left, layout.right, layout.y, COLOR.brand, 1.2);
  layout.y += 18;
  layout.tag('P', () => drawLines(layout, [[{ text: date, font: FONT.regular }]], layout.left, TYPE.body));
  layout.y += 10;
  // the recipient where a #10 window envelope shows the address
  layout.tag('P', () => drawLines(layout, [recipient.name, ...recipient.address].map((text) => [{ text, font: FONT.regular }]), layout.left, TYPE.body));
  layout.y += 14;
  if (letter.subject.trim()) {
    layout.tag('H1', () => drawLines(layout, wrapRuns(layout, [{ text: letter.subject, bold: true }], layout.width, TYPE.body), layout.left, TYPE.body));
    layout.y += TYPE.blockGap;
  }
}

/** The required section in a ruled box: measured page by page, since it may run over a page. */
function disclosures(layout: LetterLayout, blocks: readonly FilledBlock[]): void {
  if (blocks.length === 0) return;
  layout.y += 6;
  layout.ensure(80);
  const pad = 10;
  let top = layout.y;
  layout.y += pad;
  let page = layout.pageTitles.length;
  const frame = (from: number, to: number) => layout.box(layout.left, from, layout.width, to - from, { stroke: COLOR.rule, lineWidth: 0.8 });
  layout.group('Sect', () => {
    for (const block of blocks) {
      drawBlock(layout, block, layout.left + pad, layout.width - 2 * pad, true);
      if (layout.pageTitles.length !== page) {
        // the block ran onto a new page: close the box on the page before, open one on this page
        const current = layout.doc.bufferedPageRange();
        layout.doc.switchToPage(current.start + current.count - 2);
        frame(top, Math.min(layout.bottom, (layout.pageEnds.at(-1) ?? layout.bottom) + pad - TYPE.blockGap));
        layout.doc.switchToPage(current.start + current.count - 1);
        top = layout.top - 4;
        page = layout.pageTitles.length;
      }
    }
  });
  frame(top, layout.y + pad - TYPE.blockGap);
  layout.y += pad;
}

function stampPages(layout: PdfLayout, letter: Letter): void {
  const doc = layout.doc;
  const { start, count } = doc.bufferedPageRange();
  const footerY = layout.bottom + 9;
  const language = letterLanguageOf(letter.language);
  for (let i = 0; i < count; i++) {
    doc.switchToPage(start + i);
    // the running header and the page number are pagination artifacts: a screen reader skips them
    layout.artifact(() => {
      if (i > 0) {
        layout.text(`${letter.letterhead.company.name} · ${letter.letterhead.recipient.name} · ${letter.letterhead.date}`, layout.left, PAGE.margin + 18, { size: TYPE.small, color: COLOR.muted, width: layout.width });
        layout.hline(layout.left, layout.right, PAGE.margin + 30, COLOR.rule, 0.5);
      }
      layout.hline(layout.left, layout.right, footerY - 4, COLOR.rule, 0.5);
      layout.text(language.pageOf(i + 1, count), layout.right - 80, footerY, { font: FONT.bold, size: SIZE.cell, color: COLOR.ink, width: 80, align: 'right' });
    }, 'Pagination');
  }
}

export function renderLetterPdf(letter: Letter): Promise<Buffer> {
  const info = { title: letter.subject || letter.eletterName, subject: letter.eletterName, author: letter.letterhead.company.name, lang: letterLanguageOf(letter.language).tag };
  return renderTaggedPdf(info, (doc) => new LetterLayout(doc), (layout) => {
    layout.runningTitle = letter.eletterName;
    layout.addPage();
    letterhead(layout, letter);
    for (const block of letter.body) drawBlock(layout, block, layout.left, layout.width, false);
    disclosures(layout, letter.disclosures);
    stampPages(layout, letter);
  });
}
