import { scrubSsn } from './format.js';
import { fitText, printable, textWidth, wrapText } from './text-metrics.js';
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

/** A structure element's options: pdfkit's, and a table cell's scope (the header cells' Table attribute). */
export type StructOptions = { title?: string; lang?: string; alt?: string; actual?: string; scope?: 'Row' | 'Column' | 'Both' };

/** A page as pdfkit keeps it: its open marked-content sequences (carried over a page break). */
type PageWithMarkings = { markings: unknown[] };

/** The cap height of DejaVu Sans as a share of the font size: what "vertically centred" centres. */
const CAP = 0.729;

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

  /**
   * The document's logical structure (tagged PDF), which a screen reader follows: grouping elements
   * (Document, Sect, Table, TR) nest on this stack; content goes into one leaf element at a time
   * (`tag`) or is marked an artifact (`artifact`). Text drawn outside both becomes a paragraph of its
   * own and shapes outside both are artifacts, so nothing a product draws is left untagged.
   */
  private readonly parents: PDFKit.PDFStructureElement[];
  private marking: 'none' | 'content' | 'artifact' = 'none';

  constructor(readonly doc: PDFKit.PDFDocument) {
    const root = doc.struct('Document');
    doc.addStructure(root);
    this.parents = [root];
  }

  addPage(): void {
    // A leaf open across the break continues on the new page (pdfkit re-opens its marked content there).
    const page = (this.doc as unknown as { page?: PageWithMarkings }).page;
    if (page && page.markings.length > 0) this.doc.continueOnNewPage();
    else this.doc.addPage();
    this.pageTitles.push(this.runningTitle);
    this.y = this.top;
  }

  // ---- structure -------------------------------------------------------------------------------

  /** A grouping element (Sect, Table, TR, L, LI, Div) holding what `draw` tags; inside a leaf or artifact it adds nothing. */
  group<T>(type: string, draw: () => T, options: StructOptions = {}): T {
    if (this.marking !== 'none') return draw();
    const element = this.doc.struct(type, options);
    this.parents[this.parents.length - 1].add(element);
    this.parents.push(element);
    try {
      return draw();
    } finally {
      this.parents.pop();
      element.end();
    }
  }

  /**
   * A leaf element (H1, H2, P, TH, TD, Figure with `alt`, Lbl, LBody) whose content is everything
   * `draw` draws, on however many pages. Nested in another leaf or an artifact, it joins that one.
   */
  tag<T>(type: string, draw: () => T, options: StructOptions = {}): T {
    if (this.marking !== 'none') return draw();
    const element = this.doc.struct(type, options);
    this.parents[this.parents.length - 1].add(element);
    const content = this.doc.markStructureContent(type);
    this.marking = 'content';
    try {
      return draw();
    } finally {
      this.doc.endMarkedContent();
      this.marking = 'none';
      element.add(content);
      element.end();
    }
  }

  /** Draws what a reader should skip: page headers and footers, repeated table headers, decoration. */
  artifact<T>(draw: () => T, type: 'Pagination' | 'Layout' = 'Layout'): T {
    if (this.marking !== 'none') return draw();
    this.doc.markContent('Artifact', { type });
    this.marking = 'artifact';
    try {
      return draw();
    } finally {
      this.doc.endMarkedContent();
      this.marking = 'none';
    }
  }

  /** Starts a new page unless `height` fits below the cursor; true when it started one. */
  ensure(height: number): boolean {
    if (this.y + height <= this.bottom) return false;
    this.addPage();
    return true;
  }

  // ---- text ------------------------------------------------------------------------------------

  /** One line of text whose top (cap line) is at y; cut to `width` when given. Outside a leaf it is a paragraph of its own. */
  text(value: string, x: number, y: number, options: LineOptions = {}): void {
    const font = options.font ?? FONT.regular;
    const size = options.size ?? SIZE.body;
    let text = printable(options.verbatim ? value : scrubSsn(value), font);
    if (!text) return;
    if (options.width !== undefined) text = fitText(text, font, size, options.width);
    const width = textWidth(text, font, size);
    if (options.width !== undefined && options.align === 'right') x += options.width - width;
    else if (options.width !== undefined && options.align === 'center') x += (options.width - width) / 2;
    // Handing pdfkit the measured width spares it measuring the line again.
    const pdfOptions = { lineBreak: false, textWidth: width, wordCount: 1 } as PDFKit.Mixins.TextOptions;
    const draw = () =>
      this.doc
        .font(font)
        .fontSize(size)
        .fillColor(options.color ?? COLOR.ink)
        .text(text, x, y, pdfOptions);
    if (this.marking === 'none') this.tag('P', draw);
    else draw();
  }

  /** One line vertically centred in a box of the given height. */
  textIn(value: string, x: number, boxY: number, boxHeight: number, options: LineOptions = {}): void {
    const size = options.size ?? SIZE.body;
    this.text(value, x, boxY + (boxHeight - size * CAP) / 2, options);
  }

  /** Wraps text to a width; use `lineHeight` to lay the lines out. */
  wrap(value: string, width: number, style: TextStyle = {}): string[] {
    const font = style.font ?? FONT.regular;
    return wrapText(printable(style.verbatim ? value : scrubSsn(value), font), font, style.size ?? SIZE.body, width);
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
    this.artifact(() => this.doc.rect(x, y, w, h).fill(color));
  }

  box(x: number, y: number, w: number, h: number, options: { fill?: string; stroke?: string; lineWidth?: number; radius?: number }): void {
    if (this.marking === 'none') {
      this.artifact(() => this.box(x, y, w, h, options));
      return;
    }
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
    this.artifact(() => this.doc.moveTo(x1, y).lineTo(x2, y).lineWidth(lineWidth).stroke(color));
  }
}
