import type { PdfLayout } from '../layout.js';
import { COLOR, FONT, PAGE, SIZE } from '../theme.js';

export const CONFIDENTIALITY =
  'Contains consumer report information protected by the FCRA. Use only for the permissible purpose stated.';

/**
 * Stamps the header and footer on every buffered page once the page count is known: the wordmark
 * and product, the inquiry id and date ordered, the report the page belongs to, the
 * confidentiality line and "Page X of Y".
 */
export function stampPageFrames(
  layout: PdfLayout,
  frame: { productName: string; inquiryId: string; dateOrdered: string; /** the footer's line; the FCRA line by default. */ confidentiality?: string },
): void {
  const doc = layout.doc;
  const { start, count } = doc.bufferedPageRange();
  const top = PAGE.margin;
  const ruleY = top + PAGE.headerHeight - 12;
  const footerY = layout.bottom + 9;
  const rightColumn = 250;
  const rightX = layout.right - rightColumn;

  for (let i = 0; i < count; i++) {
    doc.switchToPage(start + i);
    // the running header and footer are pagination artifacts: a screen reader skips them
    layout.artifact(() => stampFrame(i), 'Pagination');
  }

  function stampFrame(i: number): void {
    layout.text('Creditdesk', layout.left, top, { font: FONT.bold, size: SIZE.wordmark, color: COLOR.brand });
    const markWidth = layout.measure('Creditdesk', FONT.bold, SIZE.wordmark);
    layout.fillRect(layout.left + markWidth + 8, top + 1, 0.8, 12, COLOR.rule);
    layout.text(frame.productName, layout.left + markWidth + 16, top + 3, { font: FONT.bold, size: SIZE.body + 1.5, color: COLOR.ink, width: 200 });
    layout.text(layout.pageTitles[i] ?? '', layout.left, top + 22, { size: SIZE.small + 0.5, color: COLOR.muted, width: 290 });

    headerField(layout, 'Inquiry ID', frame.inquiryId, rightX, top + 4, rightColumn);
    headerField(layout, 'Date ordered', frame.dateOrdered, rightX, top + 18, rightColumn);

    layout.hline(layout.left, layout.right, ruleY, COLOR.brand, 1.4);

    layout.hline(layout.left, layout.right, footerY - 4, COLOR.rule, 0.5);
    layout.text(frame.confidentiality ?? CONFIDENTIALITY, layout.left, footerY, { size: SIZE.small, color: COLOR.muted, width: layout.width - 80 });
    layout.text(`Page ${i + 1} of ${count}`, layout.right - 80, footerY - 0.5, {
      font: FONT.bold,
      size: SIZE.cell,
      color: COLOR.ink,
      width: 80,
      align: 'right',
    });
  }
}

/** "Label  value" right-aligned in a column of the header. */
function headerField(layout: PdfLayout, label: string, value: string, x: number, y: number, width: number): void {
  const valueWidth = Math.min(layout.measure(value, FONT.bold, SIZE.small + 0.5), width - 60);
  layout.text(value, x + width - valueWidth, y, { font: FONT.bold, size: SIZE.small + 0.5, color: COLOR.ink, width: valueWidth + 0.5, align: 'right' });
  layout.text(label.toUpperCase(), x, y + 0.8, { font: FONT.bold, size: SIZE.tiny, color: COLOR.faint, width: width - valueWidth - 6, align: 'right' });
}
