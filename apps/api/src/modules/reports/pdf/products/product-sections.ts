import { NOT_REPORTED, type PresentationLevel, worstLevel } from '@creditdesk/contracts';
import { type KeyValue, noticeBox, sectionHeading } from '../components.js';
import { date, fullName, yesNo } from '../format.js';
import { renderPdfDocument } from '../document.js';
import type { PdfLayout } from '../layout.js';
import { stampPageFrames } from '../sections/page-frame.js';
import { COLOR, FONT, LEVEL_FILL, LEVEL_INK, SIZE } from '../theme.js';
import type { PdfInquiry } from '../types.js';
import type { Column } from '../table.js';

/*
 * What the PDFs of the products beyond the consumer family share: the document with its page
 * frame, the band that opens a report, the request and subject panels, the key findings and a grid
 * of summary tiles. Each reads only the stored answer and the inquiry.
 */

/** A new PDF of one report; `draw` lays out its pages, then every page gets its header and footer. */
export function renderProductPdf(
  options: { productName: string; inquiry: PdfInquiry; runningTitle: string; confidentiality?: string },
  draw: (layout: PdfLayout) => void,
): Promise<Buffer> {
  return renderPdfDocument(options.productName, options.inquiry.id, (layout) => {
    layout.runningTitle = options.runningTitle;
    layout.addPage();
    draw(layout);
    stampPageFrames(layout, {
      productName: options.productName,
      inquiryId: options.inquiry.id,
      dateOrdered: date(options.inquiry.createdAt),
      confidentiality: options.confidentiality,
    });
  });
}

export { endLine, panelPair, reportBand } from '../components.js';


/** The subject's side of a report about a person on record: name, SSN (masked), date of birth, age and death. */
export function locatedPersonRows(
  s: Parameters<typeof fullName>[0] & { ssnMasked: string | null; dateOfBirth: string | null; age: number | null; deceased: boolean; deceasedDate: string | null },
  extra: KeyValue[] = [],
): KeyValue[] {
  return [
    { label: 'Name', value: fullName(s) || NOT_REPORTED, bold: true },
    { label: 'SSN', value: s.ssnMasked || NOT_REPORTED },
    { label: 'Date of birth', value: date(s.dateOfBirth) },
    { label: 'Age', value: s.age === null ? NOT_REPORTED : String(s.age) },
    { label: 'Deceased', value: s.deceased ? `Yes${s.deceasedDate ? `, ${date(s.deceasedDate)}` : ''}` : yesNo(false), color: s.deceased ? COLOR.alert : undefined, bold: s.deceased },
    ...extra,
  ];
}

/** The request's side: who ordered, for which account number and reference. */
export function requestRows(inquiry: PdfInquiry, extra: KeyValue[] = []): KeyValue[] {
  return [
    { label: 'Company', value: inquiry.customerName || NOT_REPORTED },
    { label: 'User', value: inquiry.userName || NOT_REPORTED },
    // the company's own account number, printed whole: it is not an SSN, so the scrub must not mask it
    { label: 'Account number', value: inquiry.accountNumber || NOT_REPORTED, verbatim: true },
    { label: 'Reference', value: inquiry.customerReferenceNumber || NOT_REPORTED },
    ...extra,
  ];
}

/** The findings a reader must see first, boxed in the tone of the most severe; nothing when there are none. */
export function keyFindings(layout: PdfLayout, findings: { text: string; level: PresentationLevel }[], heading = 'Key findings'): void {
  if (findings.length === 0) return;
  const level = worstLevel(findings.map((f) => f.level));
  const tone = level === 'alarm' ? 'alert' : level === 'poor' || level === 'fair' ? 'notice' : 'info';
  noticeBox(layout, tone, heading, findings.map((f) => ({ text: f.text })));
}

const TILE_HEIGHT = 34;

/** Tiles of a label and a value in a grid; a tile whose level is poor or alarm gets a bar and its value in the level's ink. */
export function tileGrid(layout: PdfLayout, title: string, tiles: { label: string; value: string; level: PresentationLevel }[], columns = 4): void {
  const rows = Math.ceil(tiles.length / columns);
  const gap = 6;
  const width = (layout.width - gap * (columns - 1)) / columns;
  sectionHeading(layout, title, { keepWith: rows * (TILE_HEIGHT + gap) });
  const y = layout.y;
  tiles.forEach((tile, i) => {
    const tx = layout.left + (i % columns) * (width + gap);
    const ty = y + Math.floor(i / columns) * (TILE_HEIGHT + gap);
    const flagged = tile.level === 'poor' || tile.level === 'alarm' || tile.level === 'fair';
    layout.box(tx, ty, width, TILE_HEIGHT, { fill: COLOR.zebra, stroke: COLOR.hairline, lineWidth: 0.6 });
    if (flagged) layout.fillRect(tx, ty, 2.5, TILE_HEIGHT, LEVEL_INK[tile.level]);
    layout.text(tile.label.toUpperCase(), tx + 8, ty + 7, { font: FONT.bold, size: SIZE.tiny, color: COLOR.muted, width: width - 12 });
    layout.text(tile.value, tx + 8, ty + 18, { font: FONT.bold, size: 11, color: flagged ? LEVEL_INK[tile.level] : COLOR.ink, width: width - 12 });
  });
  layout.y = y + rows * (TILE_HEIGHT + gap) + 8;
}


/** A record's place, "CITY, ST ZIP" with what it holds, or NOT_REPORTED when it names none. */
export const placeOf = (a: { city: string | null; state: string | null; zip?: string }): string =>
  [a.city, [a.state, a.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ') || NOT_REPORTED;

export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** The data source's messages about the report, when it sent any: a notice above the sections. */
export function sourceMessages(layout: PdfLayout, errors: readonly { code: string; message: string }[]): void {
  if (errors.length > 0) noticeBox(layout, 'notice', 'Data source messages', errors.map((e) => ({ title: e.code, text: e.message })));
}

/** A record's "First reported" and "Last reported" columns, as every locate and identity table shows them. */
export const reportedColumns = <T extends { firstReported: string | null; lastReported: string | null }>(width: number): Column<T>[] => [
  { header: 'First reported', width, align: 'right', cell: (r) => date(r.firstReported) },
  { header: 'Last reported', width, align: 'right', cell: (r) => date(r.lastReported) },
];

/** A finding in words under the band: "Verdict: Not verified." in its level's ink, then what it means. */
export function statementLine(layout: PdfLayout, prefix: string, statement: { label: string; level: PresentationLevel; text: string }): void {
  const label = `${prefix}: ${statement.label}.`;
  const labelWidth = layout.measure(label, FONT.bold, SIZE.body + 0.5) + 5;
  const lines = layout.wrap(statement.text, layout.width - 16 - labelWidth, { size: SIZE.body + 0.5 });
  const step = layout.lineHeight({ size: SIZE.body + 0.5 }, 1.35);
  const height = lines.length * step + 8;
  layout.ensure(height);
  const y = layout.y - 2;
  layout.fillRect(layout.left, y, 3, height, LEVEL_FILL[statement.level]);
  layout.text(label, layout.left + 10, y + 4, { font: FONT.bold, size: SIZE.body + 0.5, color: statement.level === 'neutral' ? COLOR.brand : LEVEL_INK[statement.level] });
  layout.lines(lines, layout.left + 10 + labelWidth, y + 4, { size: SIZE.body + 0.5, leading: 1.35 });
  layout.y = y + height + 10;
}
