import { type CreditReport, SCORE_BANDS, SCORE_RANGE, scoreBandEnd, scoreBandOf, scoreGaugePosition, summaryTilesOf } from '@creditdesk/contracts';
import { sectionHeading } from '../components.js';
import { factorLead, noScore, scoreGauge, scorePanelFrame } from '../score-panel.js';
import type { PdfLayout } from '../layout.js';
import { COLOR, FONT, LEVEL_INK, SCORE_BAND_COLOR, SIZE } from '../theme.js';

const LEFT_WIDTH = 176;
const REASON_LINE = 10;

/** The score: model, value with its band (the contracts' SCORE_BANDS) on a 300-850 gauge, and its key factors (four, and a fifth for inquiries) with their texts. */
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

  const { x, y } = scorePanelFrame(layout, 'Risk score', height, LEFT_WIDTH, score.model);
  if (score.value === null) {
    noScore(layout, x, y, LEFT_WIDTH, 'Not scoreable', 'The file holds too little to score.');
  } else {
    const value = String(score.value);
    layout.text(value, x + 12, y + 21, { font: FONT.bold, size: 28, color: COLOR.brand });
    const band = scoreBandOf(score.value);
    const bandX = x + 12 + layout.measure(value, FONT.bold, 28) + 10;
    layout.fillRect(bandX, y + 31, 7, 7, SCORE_BAND_COLOR[band.key]);
    layout.text(band.label, bandX + 11, y + 31, { font: FONT.bold, size: SIZE.body + 1, color: COLOR.ink, width: x + LEFT_WIDTH - 12 - bandX - 11 });
    scoreGauge(layout, { x: x + 12, y: y + 58, width: LEFT_WIDTH - 24 }, score.value, {
      position: scoreGaugePosition,
      bands: SCORE_BANDS.map((b) => ({ from: b.min, to: scoreBandEnd(b), color: SCORE_BAND_COLOR[b.key] })),
      range: SCORE_RANGE,
    });
  }

  const rx = x + LEFT_WIDTH + 14;
  layout.text('KEY FACTORS', rx, y + 9, { font: FONT.bold, size: SIZE.label, color: COLOR.brand });
  if (reasons.length === 0) {
    layout.text('No key factors reported.', rx, y + 26, { font: FONT.italic, size: SIZE.body, color: COLOR.muted });
  }
  let ry = y + 24;
  reasons.forEach((reason, i) => {
    factorLead(layout, rx, ry, i, reason.code);
    layout.lines(reason.lines, rx + 40, ry, { size: SIZE.body, leading: REASON_LINE / SIZE.body, width: reasonsWidth });
    ry += reason.lines.length * REASON_LINE + 5;
  });
  layout.y = y + height + 12;
}

const TILE_HEIGHT = 34;

/**
 * The totals across the file as a grid of tiles: the contracts' summary tiles, in their order, with
 * their values; a tile whose level is poor or alarm gets a bar and its value in the level's ink.
 */
export function summarySection(layout: PdfLayout, report: CreditReport): void {
  const tiles = summaryTilesOf(report.summary);
  const columns = 5;
  const rows = Math.ceil(tiles.length / columns);
  const gap = 6;
  const width = (layout.width - gap * (columns - 1)) / columns;

  sectionHeading(layout, 'Summary', { keepWith: rows * (TILE_HEIGHT + gap) });
  const y = layout.y;
  tiles.forEach((tile, i) => {
    const tx = layout.left + (i % columns) * (width + gap);
    const ty = y + Math.floor(i / columns) * (TILE_HEIGHT + gap);
    const flagged = tile.level === 'poor' || tile.level === 'alarm';
    layout.box(tx, ty, width, TILE_HEIGHT, { fill: COLOR.zebra, stroke: COLOR.hairline, lineWidth: 0.6 });
    if (flagged) layout.fillRect(tx, ty, 2.5, TILE_HEIGHT, LEVEL_INK[tile.level]);
    layout.text(tile.label.toUpperCase(), tx + 8, ty + 7, { font: FONT.bold, size: SIZE.tiny, color: COLOR.muted, width: width - 12 });
    layout.text(tile.value, tx + 8, ty + 18, { font: FONT.bold, size: 11, color: flagged ? LEVEL_INK[tile.level] : COLOR.ink, width: width - 12 });
  });
  layout.y = y + rows * (TILE_HEIGHT + gap) + 8;
}
