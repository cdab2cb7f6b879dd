import type { CreditReport, Tradeline } from '../credit-report.js';
import type { PresentationLevel } from './levels.js';
import { formatCount, formatMoney, formatPercent } from './report-format.js';
import { SCORE_BANDS, SCORE_RANGE } from './score-bands.js';

/**
 * The credit file's summary and what it flags: the tiles the score section stands beside, in their
 * order, with their labels, values and levels; the same on screen and in the PDF.
 */

/**
 * Revolving utilisation (balances / limits of open revolving accounts), in whole percent.
 * Source: the bureaus and FICO advise keeping it at or under 30 %, past which it is commonly flagged
 * as lowering scores; 75 % and over is severe (near maxed-out cards, the top bands of the scoring
 * models' utilisation factor). The PDF flagged at 75, the screen at 50: see docs/decisions.md.
 */
export const UTILISATION_THRESHOLDS = { hurting: 30, severe: 75 } as const;

/** good at or under 30 %, poor above it, alarm at 75 % and over; neutral when there is none. Judged on the whole percent shown. */
export function utilisationLevel(percent: number | null | undefined): PresentationLevel {
  if (percent === null || percent === undefined || Number.isNaN(percent)) return 'neutral';
  const shown = Math.round(percent);
  if (shown >= UTILISATION_THRESHOLDS.severe) return 'alarm';
  if (shown > UTILISATION_THRESHOLDS.hurting) return 'poor';
  return 'good';
}

/** Money owed now (past due, an unpaid collection's balance): any amount over zero is an alarm. */
export function amountOwedLevel(amount: number): PresentationLevel {
  return amount > 0 ? 'alarm' : 'neutral';
}

/** A count of adverse items (derogatory accounts, collections, public records): one is an alarm. */
export function adverseCountLevel(count: number): PresentationLevel {
  return count > 0 ? 'alarm' : 'neutral';
}

/** An account's status: derogatory is an alarm, open and clean is good, closed is neutral. */
export function tradelineStatusLevel(tradeline: Pick<Tradeline, 'derogatory' | 'open'>): PresentationLevel {
  if (tradeline.derogatory) return 'alarm';
  return tradeline.open ? 'good' : 'neutral';
}

type Summary = CreditReport['summary'];

/** The summary tiles, in the order they are shown: each a label and how its value and level are read. */
export const SUMMARY_TILES = [
  { key: 'accounts', label: 'Accounts (open / total)', value: (s: Summary) => `${formatCount(s.openTradelineCount)} / ${formatCount(s.tradelineCount)}` },
  { key: 'totalBalance', label: 'Total balance', value: (s: Summary) => formatMoney(s.totalBalance) },
  { key: 'totalCreditLimit', label: 'Credit limit (open)', value: (s: Summary) => formatMoney(s.totalCreditLimit) },
  {
    key: 'revolvingUtilization',
    label: 'Revolving utilization',
    value: (s: Summary) => formatPercent(s.revolvingUtilizationPercent),
    level: (s: Summary) => utilisationLevel(s.revolvingUtilizationPercent),
  },
  { key: 'monthlyPayments', label: 'Monthly payments', value: (s: Summary) => formatMoney(s.totalMonthlyPayment) },
  { key: 'pastDue', label: 'Total past due', value: (s: Summary) => formatMoney(s.totalPastDue), level: (s: Summary) => amountOwedLevel(s.totalPastDue) },
  { key: 'derogatory', label: 'Derogatory accounts', value: (s: Summary) => formatCount(s.derogatoryCount), level: (s: Summary) => adverseCountLevel(s.derogatoryCount) },
  { key: 'collections', label: 'Collections', value: (s: Summary) => formatCount(s.collectionsCount), level: (s: Summary) => adverseCountLevel(s.collectionsCount) },
  { key: 'publicRecords', label: 'Public records', value: (s: Summary) => formatCount(s.publicRecordsCount), level: (s: Summary) => adverseCountLevel(s.publicRecordsCount) },
  { key: 'hardInquiries', label: 'Hard inquiries (12 months)', value: (s: Summary) => formatCount(s.inquiriesLast12Months) },
] as const satisfies readonly { key: string; label: string; value: (s: Summary) => string; level?: (s: Summary) => PresentationLevel }[];

export type SummaryTileKey = (typeof SUMMARY_TILES)[number]['key'];
export type SummaryTile = { key: SummaryTileKey; label: string; value: string; level: PresentationLevel };

/** The tiles of one report's summary, in order, with their values as shown and their levels. */
export function summaryTilesOf(summary: Summary): SummaryTile[] {
  return SUMMARY_TILES.map((tile) => ({
    key: tile.key,
    label: tile.label,
    value: tile.value(summary),
    level: 'level' in tile ? tile.level(summary) : 'neutral',
  }));
}

/** The consumer-credit family's presentation rules in one place, for its product declaration to name. */
export const CREDIT_PRESENTATION = {
  summaryTiles: SUMMARY_TILES,
  scoreRange: SCORE_RANGE,
  scoreBands: SCORE_BANDS,
  utilisation: UTILISATION_THRESHOLDS,
} as const;
