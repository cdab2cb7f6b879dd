import { HEADING_HEIGHT, sectionHeading } from './components.js';
import type { PdfLayout } from './layout.js';
import { textWidth, wrapText } from './text-metrics.js';
import { COLOR, FONT, SIZE } from './theme.js';

/** What a cell shows: a line of text, or a main line with a smaller second line under it. */
export type Cell =
  | string
  | {
      text: string;
      /** a smaller line under the text (an account number, a date). */
      sub?: string;
      color?: string;
      bold?: boolean;
      subColor?: string;
      /** printed as it is, without the SSN scrub (a bank routing number is nine digits too). */
      verbatim?: boolean;
    };

/** A cell as drawn: its lines, top to bottom. */
type CellLine = { text: string; bold: boolean; size: number; color: string; verbatim?: boolean };

export type Column<T> = {
  header: string;
  /** a weight: columns share the table width in proportion. */
  width: number;
  align?: 'left' | 'right' | 'center';
  cell: (row: T) => Cell;
};

export type TableSpec<T> = {
  title: string;
  /** shown at the right of the heading, e.g. "22 accounts". */
  count?: string;
  columns: Column<T>[];
  rows: T[];
  /** what an empty table says instead of rows. */
  empty?: string;
  /** drawn once under the heading, before the header row (a legend); returns its height. */
  intro?: { height: number; draw: (layout: PdfLayout, y: number) => void };
  /** drawn under each row and kept on the same page as the row (the payment grid). */
  detail?: { height: number; draw: (layout: PdfLayout, row: T, y: number) => void };
  /** a coloured bar at the left edge of a row (derogatory accounts). */
  accent?: (row: T) => string | undefined;
  /** a short table (this many rows or fewer) starts on a new page rather than split; default 6. */
  keepTogetherRows?: number;
};

const HEADER_ROW = 15;
const ONE_LINE_ROW = 14;
/** rows of several lines: first line 5pt from the top, a line every 9pt, 4pt below the last. */
const LINE_TOP = 5;
const LINE_STEP = 9;
const MAX_WRAPPED_LINES = 3;
const PAD = 4;
const SUB_SIZE = SIZE.small - 0.5;

const rowHeightFor = (lines: number) => (lines <= 1 ? ONE_LINE_ROW : LINE_TOP + lines * LINE_STEP - 1);

/**
 * A table under a section heading. A cell's text too long for its column wraps (up to three lines;
 * only beyond that is it cut short), and the row grows to the tallest cell. Rows never split across
 * pages: a row (with its detail) that does not fit starts a new page, which repeats the heading,
 * marked "(continued)", and the header row. The heading is kept with the header row and the first
 * row; a short table is kept whole.
 */
export function drawTable<T>(layout: PdfLayout, spec: TableSpec<T>): void {
  const total = spec.columns.reduce((sum, c) => sum + c.width, 0);
  const widths = spec.columns.map((c) => (c.width / total) * layout.width);
  const xs = widths.reduce<number[]>((acc, _w, i) => [...acc, i === 0 ? layout.left : acc[i - 1] + widths[i - 1]], []);
  const cells = spec.rows.map((row) => spec.columns.map((column, i) => cellLines(column.cell(row), widths[i] - 2 * PAD)));
  const rowHeights = cells.map((row) => rowHeightFor(Math.max(...row.map((lines) => lines.length))) + (spec.detail?.height ?? 0));
  const intro = spec.intro?.height ?? 0;

  const drawHeaderRow = () => {
    const y = layout.y;
    layout.fillRect(layout.left, y, layout.width, HEADER_ROW, COLOR.headerFill);
    spec.columns.forEach((column, i) => {
      const header = () =>
        layout.textIn(column.header.toUpperCase(), xs[i] + PAD, y, HEADER_ROW, {
          font: FONT.bold,
          size: SIZE.tiny + 0.3,
          color: COLOR.muted,
          width: widths[i] - 2 * PAD,
          align: column.align,
        });
      // a column header cell, spoken as written (not in capitals); on a continued page an artifact
      layout.tag('TH', header, { scope: 'Column', actual: column.header });
    });
    layout.hline(layout.left, layout.right, y + HEADER_ROW, COLOR.rule, 0.6);
    layout.y = y + HEADER_ROW;
  };

  const wholeTable = intro + HEADER_ROW + rowHeights.reduce((sum, h) => sum + h, 0);
  const keepTogether = spec.rows.length <= (spec.keepTogetherRows ?? 6) && wholeTable + HEADING_HEIGHT <= layout.bottom - layout.top;
  const keepWith = keepTogether ? wholeTable : intro + HEADER_ROW + (rowHeights[0] ?? ONE_LINE_ROW);
  sectionHeading(layout, spec.title, { count: spec.count, keepWith });
  if (spec.intro) {
    spec.intro.draw(layout, layout.y);
    layout.y += intro;
  }
  if (spec.rows.length === 0) {
    layout.text(spec.empty ?? 'None reported', layout.left + PAD, layout.y + 2, { font: FONT.italic, size: SIZE.body, color: COLOR.muted });
    layout.y += 16;
    return;
  }
  // Tagged as one table of a header row and data rows, however many pages it runs over: the heading
  // and header row repeated on a continued page are artifacts, so a reader hears them once.
  layout.group('Table', () => {
    layout.group('TR', drawHeaderRow);
    cells.forEach((row, r) => drawRow(row, r));
  });
  layout.y += 10;

  function drawRow(row: CellLine[][], r: number): void {
    const height = rowHeights[r];
    if (layout.y + height > layout.bottom) {
      layout.addPage();
      layout.artifact(() => {
        sectionHeading(layout, `${spec.title} (continued)`, { count: spec.count, keepWith: HEADER_ROW + height });
        drawHeaderRow();
      }, 'Pagination');
    }
    const y = layout.y;
    if (r % 2 === 1) layout.fillRect(layout.left, y, layout.width, height, COLOR.zebra);
    const accent = spec.accent?.(spec.rows[r]);
    if (accent) layout.fillRect(layout.left, y, 2.5, height, accent);
    const mainHeight = height - (spec.detail?.height ?? 0);
    layout.group('TR', () => {
      row.forEach((lines, i) => {
        const options = { width: widths[i] - 2 * PAD, align: spec.columns[i].align };
        layout.tag('TD', () =>
          lines.forEach((line, l) => {
            const lineY = mainHeight === ONE_LINE_ROW ? y + (ONE_LINE_ROW - line.size * 0.718) / 2 : y + LINE_TOP + l * LINE_STEP;
            layout.text(line.text, xs[i] + PAD, lineY, { ...options, font: line.bold ? FONT.bold : FONT.regular, size: line.size, color: line.color, verbatim: line.verbatim });
          }),
        );
      });
      // the detail (a payment grid) is one more cell of the row, holding what it tags (a figure)
      if (spec.detail) layout.group('TD', () => spec.detail?.draw(layout, spec.rows[r], y + mainHeight));
    });
    layout.hline(layout.left, layout.right, y + height, COLOR.hairline, 0.5);
    layout.y = y + height;
  }
}

function cellLines(content: Cell, width: number): CellLine[] {
  const cell = typeof content === 'string' ? { text: content } : content;
  const bold = cell.bold ?? false;
  const color = cell.color ?? COLOR.ink;
  const font = bold ? FONT.bold : FONT.regular;
  let main = [cell.text];
  if (textWidth(cell.text, font, SIZE.cell) > width) {
    const wrapped = wrapText(cell.text, font, SIZE.cell, width);
    // Past the last line allowed, the rest joins it and is cut short there.
    main = wrapped.length > MAX_WRAPPED_LINES ? [...wrapped.slice(0, MAX_WRAPPED_LINES - 1), wrapped.slice(MAX_WRAPPED_LINES - 1).join(' ')] : wrapped;
  }
  const lines: CellLine[] = main.map((text) => ({ text, bold, size: SIZE.cell, color, verbatim: cell.verbatim }));
  if (cell.sub) {
    // the smaller line wraps too (once), rather than lose its end in a narrow column
    const sub = textWidth(cell.sub, FONT.regular, SUB_SIZE) > width ? wrapText(cell.sub, FONT.regular, SUB_SIZE, width) : [cell.sub];
    const kept = sub.length > 2 ? [sub[0], sub.slice(1).join(' ')] : sub;
    for (const text of kept) lines.push({ text, bold: false, size: SUB_SIZE, color: cell.subColor ?? COLOR.muted });
  }
  return lines;
}
