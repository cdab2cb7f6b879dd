import PDFDocument from 'pdfkit';
import { type CreditReport, SCORE_BANDS, scoreBandOf, summaryTilesOf, utilisationLevel } from '@creditdesk/contracts';
import { describe, expect, it } from 'vitest';
import { registerFonts } from './fonts.js';
import { PdfLayout, type LineOptions } from './layout.js';
import { scoreSection, summarySection } from './sections/score-summary.js';
import { thickReport } from './test-fixtures.js';
import { COLOR, LEVEL_INK, SCORE_BAND_COLOR } from './theme.js';

/**
 * The PDF draws the contracts' presentation rules (reports/presentation): these tests record what
 * the sections draw, text and colour, and compare it with the contracts' verdict, the same verdict
 * the portal's viewer shows (apps/web/src/reports/viewer/presentation.test.tsx).
 */
type Drawn = { text: string; color?: string };

function recordingLayout(): { layout: PdfLayout; texts: Drawn[]; fills: string[] } {
  const doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: false });
  registerFonts(doc);
  const layout = new PdfLayout(doc);
  layout.addPage();
  const texts: Drawn[] = [];
  const fills: string[] = [];
  const text = layout.text.bind(layout);
  layout.text = (value: string, x: number, y: number, options: LineOptions = {}) => {
    texts.push({ text: value, color: options.color });
    text(value, x, y, options);
  };
  const fillRect = layout.fillRect.bind(layout);
  layout.fillRect = (x: number, y: number, w: number, h: number, color: string) => {
    fills.push(color);
    fillRect(x, y, w, h, color);
  };
  return { layout, texts, fills };
}

function withSummary(summary: Partial<CreditReport['summary']>): CreditReport {
  const report = thickReport({ tradelineCount: 2 });
  return { ...report, summary: { ...report.summary, totalPastDue: 0, derogatoryCount: 0, collectionsCount: 0, publicRecordsCount: 0, ...summary } };
}

describe('summary tiles in the PDF', () => {
  it('are the contracts\' tiles, in order, with their values', () => {
    const report = withSummary({});
    const { layout, texts } = recordingLayout();
    summarySection(layout, report);
    const tiles = summaryTilesOf(report.summary);
    const labels = texts.map((t) => t.text).filter((t) => tiles.some((tile) => tile.label.toUpperCase() === t));
    expect(labels).toEqual(tiles.map((tile) => tile.label.toUpperCase()));
    for (const tile of tiles) expect(texts.map((t) => t.text)).toContain(tile.value);
  });

  it.each([
    [30, 'good', COLOR.ink],
    [60, 'poor', LEVEL_INK.poor],
    [75, 'alarm', LEVEL_INK.alarm],
  ] as const)('utilisation %i%% is %s, as on screen', (percent, level, ink) => {
    expect(utilisationLevel(percent)).toBe(level);
    const { layout, texts } = recordingLayout();
    summarySection(layout, withSummary({ revolvingUtilizationPercent: percent }));
    expect(texts.find((t) => t.text === `${percent}%`)?.color).toBe(ink);
  });
});

describe('score in the PDF', () => {
  it('names the band of the score and draws the gauge in the bands of the contracts', () => {
    const report = thickReport({ tradelineCount: 1 });
    report.score = { ...report.score, value: 739 };
    const { layout, texts, fills } = recordingLayout();
    scoreSection(layout, report);
    expect(scoreBandOf(739).label).toBe('Good');
    expect(texts.map((t) => t.text)).toContain('Good');
    for (const band of SCORE_BANDS) expect(fills).toContain(SCORE_BAND_COLOR[band.key]);
  });
});
