import type { CreditReport } from '@creditdesk/contracts';
import { sectionHeading } from '../components.js';
import { count, money, percent } from '../format.js';
import type { PdfLayout } from '../layout.js';
import { COLOR, FONT, SIZE } from '../theme.js';

const SCORE_MIN = 300;
const SCORE_MAX = 850;
/** Gauge bands, low to high: colour only, no rating words (those belong to each score model). */
const BANDS: Array<[number, string]> = [
  [580, COLOR.late90],
  [670, COLOR.late60],
  [740, COLOR.late30],
  [800, '#8fbf4d'],
  [SCORE_MAX, COLOR.current],
];

const LEFT_WIDTH = 176;
const REASON_LINE = 10;

/** The score: model, value on a 300-850 gauge, and up to four key factors with their texts. */
export function scoreSection(layout: PdfLayout, report: CreditReport): void {
  const { score } = report;
  const reasonsWidth = layout.width - LEFT_WIDTH - 40;
  const reasons = score.reasons.map((reason) => {
    const lines = layout.wrap(reason.text, reasonsWidth, { size: SIZE.body });
    // At most three lines: the rest joins the third, which is cut short to the width.
    return { ...reason, lines: lines.length > 3 ? [...lines.slice(0, 2), lines.slice(2).join(' ')] : lines };
  });
  const reasonsHeight = reasons.reduce((sum, r) => sum + r.lines.length * REASON_LINE + 5, 0);
  const height = Math.max(84, 26 + reasonsHeight + 6);

  sectionHeading(layout, 'Risk score', { keepWith: height });
  const x = layout.left;
  const y = layout.y;
  layout.box(x, y, layout.width, height, { stroke: COLOR.rule, lineWidth: 0.6 });
  layout.fillRect(x + 0.3, y + 0.3, LEFT_WIDTH, height - 0.6, COLOR.brandSoft);

  layout.text(score.model, x + 12, y + 9, { font: FONT.bold, size: SIZE.small, color: COLOR.muted, width: LEFT_WIDTH - 24 });
  if (score.value === null) {
    layout.text('Not scoreable', x + 12, y + 25, { font: FONT.bold, size: 15, color: COLOR.muted });
    layout.text('The file holds too little to score.', x + 12, y + 45, { size: SIZE.small, color: COLOR.muted, width: LEFT_WIDTH - 24 });
  } else {
    layout.text(String(score.value), x + 12, y + 21, { font: FONT.bold, size: 28, color: COLOR.brand });
    gauge(layout, x + 12, y + 58, LEFT_WIDTH - 24, score.value);
  }

  const rx = x + LEFT_WIDTH + 14;
  layout.text('KEY FACTORS', rx, y + 9, { font: FONT.bold, size: SIZE.label, color: COLOR.brand });
  if (reasons.length === 0) {
    layout.text('No key factors reported.', rx, y + 26, { font: FONT.italic, size: SIZE.body, color: COLOR.muted });
  }
  let ry = y + 24;
  reasons.forEach((reason, i) => {
    layout.text(`${i + 1}.`, rx, ry, { font: FONT.bold, size: SIZE.body, color: COLOR.muted });
    const codeWidth = layout.measure(reason.code, FONT.bold, SIZE.small) + 8;
    layout.box(rx + 12, ry - 2.5, codeWidth, 10, { fill: COLOR.headerFill, radius: 2 });
    layout.text(reason.code, rx + 16, ry - 0.5, { font: FONT.bold, size: SIZE.small, color: COLOR.ink });
    layout.lines(reason.lines, rx + 40, ry, { size: SIZE.body, leading: REASON_LINE / SIZE.body, width: reasonsWidth });
    ry += reason.lines.length * REASON_LINE + 5;
  });
  layout.y = y + height + 12;
}

function gauge(layout: PdfLayout, x: number, y: number, width: number, value: number): void {
  const at = (v: number) => x + ((v - SCORE_MIN) / (SCORE_MAX - SCORE_MIN)) * width;
  let from = SCORE_MIN;
  for (const [to, color] of BANDS) {
    layout.fillRect(at(from), y, at(to) - at(from), 5, color);
    from = to;
  }
  const mx = at(Math.min(SCORE_MAX, Math.max(SCORE_MIN, value)));
  layout.doc.moveTo(mx - 4, y - 5).lineTo(mx + 4, y - 5).lineTo(mx, y).closePath().fill(COLOR.ink);
  layout.text(String(SCORE_MIN), x, y + 8, { size: SIZE.tiny, color: COLOR.faint });
  layout.text(String(SCORE_MAX), x, y + 8, { size: SIZE.tiny, color: COLOR.faint, width, align: 'right' });
}

type Tile = { label: string; value: string; alert?: boolean };

const TILE_HEIGHT = 34;

/** The totals across the file, as a grid of tiles. */
export function summarySection(layout: PdfLayout, report: CreditReport): void {
  const s = report.summary;
  const tiles: Tile[] = [
    { label: 'Accounts (open / total)', value: `${count(s.openTradelineCount)} / ${count(s.tradelineCount)}` },
    { label: 'Total balance', value: money(s.totalBalance) },
    { label: 'Total credit limit', value: money(s.totalCreditLimit) },
    { label: 'Revolving utilization', value: percent(s.revolvingUtilizationPercent), alert: (s.revolvingUtilizationPercent ?? 0) >= 75 },
    { label: 'Monthly payments', value: money(s.totalMonthlyPayment) },
    { label: 'Total past due', value: money(s.totalPastDue), alert: s.totalPastDue > 0 },
    { label: 'Derogatory accounts', value: count(s.derogatoryCount), alert: s.derogatoryCount > 0 },
    { label: 'Collections', value: count(s.collectionsCount), alert: s.collectionsCount > 0 },
    { label: 'Public records', value: count(s.publicRecordsCount), alert: s.publicRecordsCount > 0 },
    { label: 'Inquiries (12 months)', value: count(s.inquiriesLast12Months) },
  ];
  const columns = 5;
  const rows = Math.ceil(tiles.length / columns);
  const gap = 6;
  const width = (layout.width - gap * (columns - 1)) / columns;

  sectionHeading(layout, 'Summary', { keepWith: rows * (TILE_HEIGHT + gap) });
  const y = layout.y;
  tiles.forEach((tile, i) => {
    const tx = layout.left + (i % columns) * (width + gap);
    const ty = y + Math.floor(i / columns) * (TILE_HEIGHT + gap);
    layout.box(tx, ty, width, TILE_HEIGHT, { fill: COLOR.zebra, stroke: COLOR.hairline, lineWidth: 0.6 });
    if (tile.alert) layout.fillRect(tx, ty, 2.5, TILE_HEIGHT, COLOR.alert);
    layout.text(tile.label.toUpperCase(), tx + 8, ty + 7, { font: FONT.bold, size: SIZE.tiny, color: COLOR.muted, width: width - 12 });
    layout.text(tile.value, tx + 8, ty + 18, { font: FONT.bold, size: 11, color: tile.alert ? COLOR.alert : COLOR.ink, width: width - 12 });
  });
  layout.y = y + rows * (TILE_HEIGHT + gap) + 8;
}
