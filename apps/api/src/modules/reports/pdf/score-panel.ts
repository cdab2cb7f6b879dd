import { sectionHeading } from './components.js';
import type { PdfLayout } from './layout.js';
import { COLOR, FONT, SIZE } from './theme.js';

/*
 * The pieces of a score panel (the consumer report's risk score, the Recovery Report's recovery
 * score): a box with a tinted left column for the score and its gauge, the key factors at the right.
 */

/** The panel's heading and box, the model's name at the top of its left column; returns the box's top-left corner. */
export function scorePanelFrame(layout: PdfLayout, title: string, height: number, leftWidth: number, model: string): { x: number; y: number } {
  sectionHeading(layout, title, { keepWith: height });
  const x = layout.left;
  const y = layout.y;
  layout.box(x, y, layout.width, height, { stroke: COLOR.rule, lineWidth: 0.6 });
  layout.fillRect(x + 0.3, y + 0.3, leftWidth, height - 0.6, COLOR.brandSoft);
  layout.text(model, x + 12, y + 9, { font: FONT.bold, size: SIZE.small, color: COLOR.muted, width: leftWidth - 24 });
  return { x, y };
}

/** The left column without a score: what it says instead, large, and why under it. */
export function noScore(layout: PdfLayout, x: number, y: number, leftWidth: number, label: string, reason: string): void {
  layout.text(label, x + 12, y + 25, { font: FONT.bold, size: 15, color: COLOR.muted });
  layout.text(reason, x + 12, y + 45, { size: SIZE.small, color: COLOR.muted, width: leftWidth - 24 });
}

/** A gauge `width` wide: its bands' colours, a marker over the value and the range's ends under it. */
export function scoreGauge(
  layout: PdfLayout,
  at: { x: number; y: number; width: number },
  value: number,
  scale: { position: (v: number) => number; bands: { from: number; to: number; color: string }[]; range: { min: number; max: number } },
): void {
  const { x, y, width } = at;
  const xOf = (v: number) => x + scale.position(v) * width;
  const alt = `Gauge: ${value} on a scale from ${scale.range.min} to ${scale.range.max}.`;
  layout.tag(
    'Figure',
    () => {
      for (const band of scale.bands) layout.fillRect(xOf(band.from), y, xOf(band.to) - xOf(band.from), 5, band.color);
      const mx = xOf(value);
      layout.doc.moveTo(mx - 4, y - 5).lineTo(mx + 4, y - 5).lineTo(mx, y).closePath().fill(COLOR.ink);
      layout.text(String(scale.range.min), x, y + 8, { size: SIZE.tiny, color: COLOR.faint });
      layout.text(String(scale.range.max), x, y + 8, { size: SIZE.tiny, color: COLOR.faint, width, align: 'right' });
    },
    { alt },
  );
}

/** The start of a key factor's line: its number and its reason code in a badge. */
export function factorLead(layout: PdfLayout, rx: number, ry: number, index: number, code: string): void {
  layout.text(`${index + 1}.`, rx, ry, { font: FONT.bold, size: SIZE.body, color: COLOR.muted });
  const codeWidth = layout.measure(code, FONT.bold, SIZE.small) + 8;
  layout.box(rx + 12, ry - 2.5, codeWidth, 10, { fill: COLOR.headerFill, radius: 2 });
  layout.text(code, rx + 16, ry - 0.5, { font: FONT.bold, size: SIZE.small, color: COLOR.ink });
}
