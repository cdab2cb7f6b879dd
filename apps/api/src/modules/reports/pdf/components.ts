import type { PresentationLevel } from '@creditdesk/contracts';
import type { PdfLayout } from './layout.js';
import { COLOR, FONT, LEVEL_FILL, SIZE } from './theme.js';

/**
 * The building blocks sections are made of: a section heading, a labelled key/value panel and a
 * boxed notice. Each measures itself first so that the caller (or the block) can keep it whole on
 * one page.
 */

export const HEADING_HEIGHT = 22;

/** A section heading with an optional count at the right; kept on the page with `keepWith` points of what follows. */
export function sectionHeading(layout: PdfLayout, title: string, options: { count?: string; keepWith?: number } = {}): void {
  layout.ensure(HEADING_HEIGHT + (options.keepWith ?? 0));
  const y = layout.y;
  layout.fillRect(layout.left, y + 2, 3, 11, COLOR.brand);
  layout.tag('H2', () => layout.text(title, layout.left + 8, y + 4, { font: FONT.bold, size: SIZE.sectionTitle, color: COLOR.brand, width: layout.width - 120 }));
  if (options.count) {
    layout.text(options.count, layout.right - 110, y + 5.5, { size: SIZE.small, color: COLOR.muted, width: 110, align: 'right' });
  }
  layout.hline(layout.left, layout.right, y + 16, COLOR.rule, 0.5);
  layout.y = y + HEADING_HEIGHT;
}

/** A row of a panel; `verbatim` prints the value without the SSN scrub (see TextStyle). */
export type KeyValue = { label: string; value: string; color?: string; bold?: boolean; verbatim?: boolean };

const PANEL = { title: 15, padTop: 6, padBottom: 4, row: 12.5, line: 9.5, maxLines: 2, labelWidth: 88 } as const;

function panelLines(layout: PdfLayout, width: number, row: KeyValue, labelWidth: number): string[] {
  const lines = layout.wrap(row.value, width - labelWidth - 14, { font: row.bold ? FONT.bold : FONT.regular, size: SIZE.body, verbatim: row.verbatim });
  if (lines.length <= PANEL.maxLines) return lines;
  // Keep two lines; the second is cut short with an ellipsis by the line's own width.
  return [lines[0], lines.slice(1).join(' ')];
}

/** The height a key/value panel of this width needs for these rows (values wrap to two lines). */
export function panelHeight(layout: PdfLayout, width: number, rows: KeyValue[], labelWidth: number = PANEL.labelWidth): number {
  const body = rows.reduce((sum, row) => sum + PANEL.row + (panelLines(layout, width, row, labelWidth).length - 1) * PANEL.line, 0);
  return PANEL.title + PANEL.padTop + body + PANEL.padBottom;
}

/** A titled panel of label/value rows at (x, y), tagged as a heading and a table of row headers and values; returns its height. */
export function keyValuePanel(
  layout: PdfLayout,
  x: number,
  y: number,
  width: number,
  title: string,
  rows: KeyValue[],
  options: { labelWidth?: number; height?: number } = {},
): number {
  const labelWidth = options.labelWidth ?? PANEL.labelWidth;
  const height = options.height ?? panelHeight(layout, width, rows, labelWidth);
  layout.box(x, y, width, height, { stroke: COLOR.rule, lineWidth: 0.6 });
  layout.fillRect(x + 0.3, y + 0.3, width - 0.6, PANEL.title, COLOR.headerFill);
  // the heading is spoken as written, not in the capitals it is drawn in
  layout.tag('H3', () => layout.textIn(title.toUpperCase(), x + 7, y, PANEL.title, { font: FONT.bold, size: SIZE.label, color: COLOR.brand }), { actual: title });
  let rowY = y + PANEL.title + PANEL.padTop;
  layout.group('Table', () => {
    for (const row of rows) {
      const lines = panelLines(layout, width, row, labelWidth);
      layout.group('TR', () => {
        layout.tag('TH', () => layout.text(row.label, x + 7, rowY + 0.5, { size: SIZE.small, color: COLOR.muted, width: labelWidth - 10 }), { scope: 'Row' });
        layout.tag('TD', () =>
          lines.forEach((line, i) =>
            layout.text(line, x + 7 + labelWidth, rowY + i * PANEL.line, {
              font: row.bold ? FONT.bold : FONT.regular,
              size: SIZE.body,
              color: row.color ?? COLOR.ink,
              width: width - labelWidth - 14,
              verbatim: row.verbatim,
            }),
          ),
        );
      });
      rowY += PANEL.row + (lines.length - 1) * PANEL.line;
    }
  });
  return height;
}

export type NoticeTone = 'alert' | 'notice' | 'info';

const TONES: Record<NoticeTone, { ink: string; fill: string }> = {
  alert: { ink: COLOR.alert, fill: COLOR.alertFill },
  notice: { ink: COLOR.notice, fill: COLOR.noticeFill },
  info: { ink: COLOR.info, fill: COLOR.infoFill },
};

export type NoticeItem = { title?: string; text: string; note?: string };

const NOTICE = { pad: 9, band: 17, titleHeight: 11, noteHeight: 10, itemGap: 5, leading: 1.35, maxLines: 30 } as const;

/**
 * A boxed notice across the page: a heading band in the tone's colour, then items of a bold title,
 * wrapped text and an optional note (a phone number, a code). Kept whole on one page; a notice
 * too long for a page continues in a second box.
 */
export function noticeBox(layout: PdfLayout, tone: NoticeTone, heading: string, items: NoticeItem[]): void {
  const textWidth = layout.width - 2 * NOTICE.pad - 6;
  const step = layout.lineHeight({ size: SIZE.body }, NOTICE.leading);
  const laidOut = items.map((item) => {
    const lines = layout.wrap(item.text, textWidth, { size: SIZE.body }).slice(0, NOTICE.maxLines);
    const height = (item.title ? NOTICE.titleHeight : 0) + lines.length * step + (item.note ? NOTICE.noteHeight : 0) + NOTICE.itemGap;
    return { ...item, lines, height };
  });
  const frame = NOTICE.band + 2 * NOTICE.pad - 7;
  const pageRoom = layout.bottom - layout.top - 10;

  let chunk: typeof laidOut = [];
  let chunkHeight = frame;
  let continued = false;
  const flush = () => {
    if (chunk.length === 0) return;
    drawNotice(layout, tone, continued ? `${heading} (continued)` : heading, chunk, chunkHeight, textWidth);
    continued = true;
    chunk = [];
    chunkHeight = frame;
  };
  for (const item of laidOut) {
    if (chunk.length > 0 && chunkHeight + item.height > pageRoom) flush();
    chunk.push(item);
    chunkHeight += item.height;
  }
  flush();
}

type LaidOutItem = NoticeItem & { lines: string[]; height: number };

function drawNotice(layout: PdfLayout, tone: NoticeTone, heading: string, items: LaidOutItem[], height: number, textWidth: number): void {
  const { ink, fill } = TONES[tone];
  layout.ensure(height + 10);
  const x = layout.left;
  const y = layout.y;
  layout.box(x, y, layout.width, height, { fill, stroke: ink, lineWidth: 1.2 });
  layout.fillRect(x, y, layout.width, NOTICE.band, ink);
  layout.tag('H3', () => layout.textIn(heading.toUpperCase(), x + NOTICE.pad, y, NOTICE.band, { font: FONT.bold, size: SIZE.sectionTitle - 0.5, color: COLOR.white }), { actual: heading });
  let itemY = y + NOTICE.band + NOTICE.pad - 2;
  const textX = x + NOTICE.pad + 6;
  for (const item of items) {
    layout.fillRect(x + NOTICE.pad, itemY, 2, item.height - NOTICE.itemGap - 1, ink);
    let lineY = itemY;
    if (item.title) {
      layout.text(item.title, textX, lineY, { font: FONT.bold, size: SIZE.body + 0.5, color: ink, width: textWidth });
      lineY += NOTICE.titleHeight;
    }
    // the wrapped lines are one paragraph to a reader
    lineY += layout.tag('P', () => layout.lines(item.lines, textX, lineY, { size: SIZE.body, leading: NOTICE.leading }));
    if (item.note) layout.text(item.note, textX, lineY, { font: FONT.bold, size: SIZE.small, color: COLOR.muted, width: textWidth });
    itemY += item.height;
  }
  layout.y = y + height + 10;
}

/**
 * The band that opens a report: a title, the consumer's name under it and a status pill at the right
 * (`pillRoom`: the width kept free for the pill).
 */
export function reportBand(layout: PdfLayout, title: string, name: string, status: { label: string; level: PresentationLevel }, pillRoom = 180): void {
  const height = 38;
  const y = layout.y;
  layout.box(layout.left, y, layout.width, height, { fill: COLOR.brandSoft });
  layout.fillRect(layout.left, y, 4, height, COLOR.brand);
  layout.tag('H1', () => layout.text(title, layout.left + 14, y + 7, { font: FONT.bold, size: SIZE.reportTitle, color: COLOR.brand, width: layout.width - pillRoom }));
  layout.text(name, layout.left + 14, y + 24, { size: SIZE.body + 1, color: COLOR.ink, width: layout.width - pillRoom });
  const label = status.label.toUpperCase();
  const pillWidth = layout.measure(label, FONT.bold, SIZE.small) + 16;
  const pillX = layout.right - 12 - pillWidth;
  layout.box(pillX, y + 11, pillWidth, 16, { fill: LEVEL_FILL[status.level], radius: 8 });
  layout.tag('P', () => layout.textIn(label, pillX, y + 11, 16, { font: FONT.bold, size: SIZE.small, color: COLOR.white, width: pillWidth, align: 'center' }), { actual: status.label });
  layout.y = y + height + 10;
}

/** Two titled key/value panels side by side, as tall as the taller. */
export function panelPair(layout: PdfLayout, left: { title: string; rows: KeyValue[] }, right: { title: string; rows: KeyValue[] }): void {
  const gap = 12;
  const width = (layout.width - gap) / 2;
  const height = Math.max(panelHeight(layout, width, left.rows), panelHeight(layout, width, right.rows));
  layout.ensure(height);
  const y = layout.y;
  keyValuePanel(layout, layout.left, y, width, left.title, left.rows, { height });
  keyValuePanel(layout, layout.left + width + gap, y, width, right.title, right.rows, { height });
  layout.y = y + height + 12;
}

/** A quiet closing line so a reader knows the report is complete. */
export function endLine(layout: PdfLayout, label: string): void {
  layout.ensure(20);
  const y = layout.y + 4;
  const labelWidth = layout.measure(label, FONT.regular, SIZE.small) + 16;
  const mid = layout.left + layout.width / 2;
  layout.hline(layout.left, mid - labelWidth / 2, y + 3, COLOR.rule, 0.5);
  layout.hline(mid + labelWidth / 2, layout.right, y + 3, COLOR.rule, 0.5);
  layout.text(label, mid - labelWidth / 2, y, { size: SIZE.small, color: COLOR.faint, width: labelWidth, align: 'center' });
  layout.y = y + 14;
}
