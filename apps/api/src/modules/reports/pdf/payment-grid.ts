import { PAYMENT_SEVERITIES, type Tradeline, paymentSeverityOf } from '@creditdesk/contracts';
import { date } from './format.js';
import type { PdfLayout } from './layout.js';
import { COLOR, FONT, PAYMENT_SEVERITY_STYLE, SIZE } from './theme.js';

/**
 * The 24-month payment grid drawn under each tradeline: a row of small coloured cells, newest
 * month at the left, each holding its payment code, with the month initials above.
 *
 * Speed matters here (a thick file has 500+ cells): cells of one colour are filled as one path,
 * and the codes are set in a fixed-pitch font, so one text run per text colour lays all of them
 * out, spaced to the cell pitch with character spacing.
 */

/** A cell's colours: those of its code's severity (the contracts' paymentSeverityOf). */
export function paymentCellStyle(code: string): { fill: string; ink: string } {
  return PAYMENT_SEVERITY_STYLE[paymentSeverityOf(code).key];
}

export const GRID = {
  /** height of the block under a tradeline row. */
  height: 25,
  labelWidth: 78,
  months: 24,
  cellHeight: 10,
  gap: 2,
  codeSize: 6.5,
  monthSize: 5,
} as const;

const MONTH_INITIALS = 'JFMAMJJASOND';
/** DejaVu Sans Mono's advance is 1233/2048 of the font size for every glyph. */
const MONO_ADVANCE = 1233 / 2048;

/** Year and month (0-11) of `back` months before an ISO date; null when the date does not parse. */
function monthBefore(isoDate: string, back: number): { year: number; month: number } | null {
  const m = /^(\d{4})-(\d{2})/.exec(isoDate);
  if (!m) return null;
  const index = Number(m[1]) * 12 + Number(m[2]) - 1 - back;
  return { year: Math.floor(index / 12), month: index % 12 };
}

/**
 * What the grid shows, for a reader who cannot see it: the months it covers and how many of them
 * fall in each severity, worst first (the figure's alternative text).
 */
export function paymentGridAlt(tradeline: Tradeline): string {
  const codes = tradeline.paymentPattern.padEnd(GRID.months, 'N').slice(0, GRID.months);
  const counts = new Map<string, number>();
  for (const code of codes) {
    const label = paymentSeverityOf(code).label;
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  const parts = [...PAYMENT_SEVERITIES].reverse().flatMap((s) => (counts.has(s.label) ? [`${counts.get(s.label)} ${s.label.toLowerCase()}`] : []));
  return `Payment history, 24 months to ${date(tradeline.reportedDate)}: ${parts.join(', ')}.`;
}

/** Draws the grid for one tradeline in the block whose top is y, tagged as a figure with its alternative text. */
export function drawPaymentGrid(layout: PdfLayout, tradeline: Tradeline, y: number): void {
  layout.tag('Figure', () => drawGrid(layout, tradeline, y), { alt: paymentGridAlt(tradeline) });
}

function drawGrid(layout: PdfLayout, tradeline: Tradeline, y: number): void {
  const doc = layout.doc;
  const x0 = layout.left + GRID.labelWidth;
  const pitch = (layout.right - 6 - x0) / GRID.months;
  const cellWidth = pitch - GRID.gap;
  const labelY = y + 2;
  const cellY = y + 9;
  const codes = tradeline.paymentPattern.padEnd(GRID.months, 'N').slice(0, GRID.months);

  // The label at the left: what the grid is and the month it ends with.
  const newest = monthBefore(tradeline.reportedDate, 0);
  layout.text('24-MONTH HISTORY', layout.left + 8, cellY - 5, { font: FONT.bold, size: SIZE.tiny - 0.5, color: COLOR.muted });
  layout.text(`Reported ${date(tradeline.reportedDate)}`, layout.left + 8, cellY + 3, { size: SIZE.tiny - 0.5, color: COLOR.faint, width: GRID.labelWidth - 10 });

  // Cells: one path per fill colour.
  const byFill = new Map<string, number[]>();
  for (let i = 0; i < GRID.months; i++) {
    const fill = paymentCellStyle(codes[i]).fill;
    const list = byFill.get(fill);
    if (list) list.push(i);
    else byFill.set(fill, [i]);
  }
  for (const [fill, indexes] of byFill) {
    for (const i of indexes) doc.rect(x0 + i * pitch, cellY, cellWidth, GRID.cellHeight);
    doc.fill(fill);
  }

  // Years: the newest at the first cell, and a thin rule between December and January.
  if (newest) {
    const yearY = cellY + GRID.cellHeight + 2;
    layout.text(String(newest.year), x0, yearY, { size: SIZE.tiny - 1, color: COLOR.faint });
    for (let i = 1; i < GRID.months; i++) {
      if ((newest.month - i + 1200) % 12 === 11) {
        const x = x0 + i * pitch - GRID.gap / 2;
        doc.moveTo(x, labelY - 1).lineTo(x, cellY + GRID.cellHeight + 1).lineWidth(0.6).stroke(COLOR.faint);
        layout.text(String(newest.year - Math.ceil((i - newest.month) / 12)), x + 1.5, yearY, { size: SIZE.tiny - 1, color: COLOR.faint });
      }
    }
    const initials = Array.from({ length: GRID.months }, (_v, i) => MONTH_INITIALS[(newest.month - i + 1200) % 12]).join('');
    monoRun(doc, initials, x0, labelY, pitch, cellWidth, GRID.monthSize, FONT.monoBold, COLOR.faint);
  }

  // Codes: one fixed-pitch run per text colour, other positions left blank.
  const byInk = new Map<string, string[]>();
  for (let i = 0; i < GRID.months; i++) {
    const ink = paymentCellStyle(codes[i]).ink;
    let run = byInk.get(ink);
    if (!run) {
      run = new Array<string>(GRID.months).fill(' ');
      byInk.set(ink, run);
    }
    run[i] = codes[i];
  }
  const codeY = cellY + (GRID.cellHeight - GRID.codeSize * 0.62) / 2;
  for (const [ink, run] of byInk) monoRun(doc, run.join(''), x0, codeY, pitch, cellWidth, GRID.codeSize, FONT.monoBold, ink);
}

/** One fixed-pitch text run whose characters are centred in cells `pitch` apart. */
function monoRun(doc: PDFKit.PDFDocument, text: string, x0: number, y: number, pitch: number, cellWidth: number, size: number, font: string, color: string): void {
  const advance = MONO_ADVANCE * size;
  doc
    .font(font)
    .fontSize(size)
    .fillColor(color)
    .text(text.trimEnd(), x0 + (cellWidth - advance) / 2, y, { lineBreak: false, characterSpacing: pitch - advance });
}

/** The key to the grid, one entry per payment severity, drawn once above the tradelines table, LEGEND_HEIGHT tall. */
export const LEGEND_HEIGHT = 16;
export function drawPaymentLegend(layout: PdfLayout, y: number): void {
  const entries = PAYMENT_SEVERITIES.map((s): [string, string] => [s.codes[0], s.codes.length > 1 ? `${s.label} (${s.codes.join(' ')})` : s.label]);
  let x = layout.left + 2;
  const swatch = 9;
  for (const [code, label] of entries) {
    const style = paymentCellStyle(code);
    layout.fillRect(x, y + 2, swatch, swatch, style.fill);
    layout.text(code, x, y + 2 + (swatch - 5.5 * 0.72) / 2, { font: FONT.bold, size: 5.5, color: style.ink, width: swatch, align: 'center' });
    x += swatch + 3;
    layout.text(label, x, y + 4, { size: SIZE.tiny, color: COLOR.muted });
    x += layout.measure(label, FONT.regular, SIZE.tiny) + 10;
  }
}
