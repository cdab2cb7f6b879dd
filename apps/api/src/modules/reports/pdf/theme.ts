import type { PaymentSeverityKey, PresentationLevel, ScoreBandKey } from '@creditdesk/contracts';

/**
 * The look of every consumer-report PDF: page geometry, the type scale and the palette. Letter
 * portrait, 0.5" margins; the header and footer bands sit inside the margins and are stamped on
 * every page once the page count is known.
 */

export const PAGE = {
  width: 612,
  height: 792,
  margin: 36,
  /** the band above the content: wordmark, product, inquiry id, date ordered. */
  headerHeight: 54,
  /** the band below the content: confidentiality line and page numbering. */
  footerHeight: 30,
} as const;

/** The names the fonts are registered under in every document (the files: fonts.ts). */
export const FONT = {
  regular: 'Sans',
  bold: 'Sans-Bold',
  italic: 'Sans-Oblique',
  /** fixed-pitch, for the payment grid, where one text run fills 24 evenly spaced cells. */
  monoBold: 'Mono-Bold',
} as const;
export type FontName = (typeof FONT)[keyof typeof FONT];

export const SIZE = {
  wordmark: 15,
  reportTitle: 14,
  sectionTitle: 9.5,
  body: 8,
  cell: 7.5,
  small: 6.5,
  tiny: 5.5,
  label: 6.5,
} as const;

export const COLOR = {
  ink: '#1b2430',
  muted: '#5d6876',
  faint: '#8c96a3',
  rule: '#cfd6df',
  hairline: '#e3e8ee',
  brand: '#0f2d52',
  brandSoft: '#e8eef6',
  headerFill: '#eef2f7',
  zebra: '#f7f9fb',
  white: '#ffffff',
  alert: '#b3261e',
  alertFill: '#fdeceb',
  notice: '#8a5a00',
  noticeFill: '#fff6e0',
  info: '#1f5f99',
  infoFill: '#eaf2fb',
  good: '#2e7d32',
  /** adverse, as text on white (4.5:1). */
  poor: '#b45309',
  /** payment-grid cells */
  current: '#3f9b47',
  late30: '#f2b01e',
  late60: '#ea7a12',
  late90: '#d4402b',
  derogatory: '#7a1212',
  noData: '#e6e9ee',
} as const;

/** The contracts' presentation levels in this palette: as text (neutral is plain ink). */
export const LEVEL_INK: Record<PresentationLevel, string> = {
  neutral: COLOR.ink,
  good: COLOR.good,
  fair: COLOR.notice,
  poor: COLOR.poor,
  alarm: COLOR.alert,
};

/** The contracts' presentation levels as the fill of a badge with white text. */
export const LEVEL_FILL: Record<PresentationLevel, string> = {
  neutral: COLOR.info,
  good: COLOR.good,
  fair: COLOR.notice,
  poor: COLOR.poor,
  alarm: COLOR.alert,
};

/** The segments of the score gauge, one per band of the contracts' SCORE_BANDS. */
export const SCORE_BAND_COLOR: Record<ScoreBandKey, string> = {
  poor: COLOR.late90,
  fair: COLOR.late60,
  good: COLOR.late30,
  'very-good': '#8fbf4d',
  exceptional: COLOR.current,
};

/** A payment-grid cell of each of the contracts' payment severities: its fill and the ink of its code. */
export const PAYMENT_SEVERITY_STYLE: Record<PaymentSeverityKey, { fill: string; ink: string }> = {
  current: { fill: COLOR.current, ink: COLOR.white },
  'late-30': { fill: COLOR.late30, ink: COLOR.ink },
  'late-60': { fill: COLOR.late60, ink: COLOR.white },
  'late-90-plus': { fill: COLOR.late90, ink: COLOR.white },
  derogatory: { fill: COLOR.derogatory, ink: COLOR.white },
  'no-data': { fill: COLOR.noData, ink: COLOR.faint },
};
