import { scrubSsn } from './format.js';
import { fitText, textWidth, toWinAnsi, wrapText } from './text-metrics.js';
import { COLOR, FONT, type FontName, PAGE, SIZE } from './theme.js';

export type TextStyle = {
  font?: FontName;
  size?: number;
  color?: string;
  /**
   * Print the text as it is, without the SSN scrub: only for an identifier the portal itself issued
   * and validated that is not an SSN (the company's account number). Consumer and bureau text never.
   */
  verbatim?: boolean;
};
export type LineOptions = TextStyle & {
  /** the box the line must fit: longer text is cut short with an ellipsis. */
  width?: number;
  align?: 'left' | 'right' | 'center';
};

/** The cap height of Helvetica as a share of the font size: what "vertically centred" centres. */
const CAP = 0.718;

/**
 * A cursor over the pages of one PDF. Sections write at `y` and ask `ensure(height)` before
 * drawing a block that must not be split; a block that does not fit starts a new page. pdfkit's
 * own margins are zero, so pdfkit never breaks a page by itself: every page break is decided here
 * and nothing is ever drawn below `bottom` except the footer.
 */
export class PdfLayout {
  readonly left = PAGE.margin;
  readonly right = PAGE.width - PAGE.margin;
  readonly width = PAGE.width - 2 * PAGE.margin;
  readonly top = PAGE.margin + PAGE.headerHeight;
  readonly bottom = PAGE.height - PAGE.margin - PAGE.footerHeight;
  y = this.top;
  /** per page, the running title its header carries (the report the page belongs to). */
  readonly pageTitles: string[] = [];
  /** the title given to pages added from now on. */
  runningTitle = '';

  constructor(readonly doc: PDFKit.PDFDocument) {}

  addPage(): void {
    this.doc.addPage();
    this.pageTitles.push(this.runningTitle);
    this.y = this.top;
  }

  /** Starts a new page unless `height` fits below the cursor; true when it started one. */
  ensure(height: number): boolean {
    if (this.y + height <= this.bottom) return false;
    this.addPage();
    return true;
  }

  // ---- text ------------------------------------------------------------------------------------

  /** One line of text whose top (cap line) is at y; cut to `width` when given. */
  text(value: string, x: number, y: number, options: LineOptions = {}): void {
    const font = options.font ?? FONT.regular;
    const size = options.size ?? SIZE.body;
    let text = toWinAnsi(options.verbatim ? value : scrubSsn(value));
    if (!text) return;
    if (options.width !== undefined) text = fitText(text, font, size, options.width);
    const width = textWidth(text, font, size);
    if (options.width !== undefined && options.align === 'right') x += options.width - width;
    else if (options.width !== undefined && options.align === 'center') x += (options.width - width) / 2;
    // Handing pdfkit the measured width spares it measuring the line again.
    const pdfOptions = { lineBreak: false, textWidth: width, wordCount: 1 } as PDFKit.Mixins.TextOptions;
    this.doc
      .font(font)
      .fontSize(size)
      .fillColor(options.color ?? COLOR.ink)
      .text(text, x, y, pdfOptions);
  }

  /** One line vertically centred in a box of the given height. */
  textIn(value: string, x: number, boxY: number, boxHeight: number, options: LineOptions = {}): void {
    const size = options.size ?? SIZE.body;
    this.text(value, x, boxY + (boxHeight - size * CAP) / 2, options);
  }

  /** Wraps text to a width; use `lineHeight` to lay the lines out. */
  wrap(value: string, width: number, style: TextStyle = {}): string[] {
    return wrapText(toWinAnsi(style.verbatim ? value : scrubSsn(value)), style.font ?? FONT.regular, style.size ?? SIZE.body, width);
  }

  lineHeight(style: TextStyle = {}, leading = 1.3): number {
    return (style.size ?? SIZE.body) * leading;
  }

  /** Draws wrapped lines from y; returns the height used. */
  lines(lines: string[], x: number, y: number, options: LineOptions & { leading?: number } = {}): number {
    const step = this.lineHeight(options, options.leading);
    lines.forEach((line, i) => this.text(line, x, y + i * step, options));
    return lines.length * step;
  }

  measure(value: string, font: FontName, size: number): number {
    return textWidth(value, font, size);
  }

  // ---- shapes ----------------------------------------------------------------------------------

  fillRect(x: number, y: number, w: number, h: number, color: string): void {
    this.doc.rect(x, y, w, h).fill(color);
  }

  box(x: number, y: number, w: number, h: number, options: { fill?: string; stroke?: string; lineWidth?: number; radius?: number }): void {
    const doc = this.doc;
    const shape = () => (options.radius ? doc.roundedRect(x, y, w, h, options.radius) : doc.rect(x, y, w, h));
    if (options.fill && options.stroke) {
      shape();
      doc.lineWidth(options.lineWidth ?? 0.75).fillAndStroke(options.fill, options.stroke);
    } else if (options.fill) {
      shape();
      doc.fill(options.fill);
    } else if (options.stroke) {
      shape();
      doc.lineWidth(options.lineWidth ?? 0.75).stroke(options.stroke);
    }
  }

  hline(x1: number, x2: number, y: number, color: string = COLOR.rule, lineWidth = 0.5): void {
    this.doc.moveTo(x1, y).lineTo(x2, y).lineWidth(lineWidth).stroke(color);
  }
}
