import type { PaymentSeverityKey, PresentationLevel, RecoveryScoreBand, ScoreBandKey } from '@creditdesk/contracts';

type RecoveryScoreBandKey = RecoveryScoreBand['key'];

/*
 * The contracts' presentation levels, score bands and payment severities (reports/presentation) in
 * the portal's palette. The contracts decide what is good or alarming; only the colours live here.
 */

export type Tone = { background: string; color: string; border: string };

/** A tile or cell of each level: neutral and good stay plain, fair and poor amber, alarm red. */
export const LEVEL_TONES: Record<PresentationLevel, Tone> = {
  neutral: { background: '#f6f8fb', color: 'text.primary', border: 'transparent' },
  good: { background: '#f6f8fb', color: 'text.primary', border: 'transparent' },
  fair: { background: '#fff6e5', color: 'warning.main', border: '#f3d9a4' },
  poor: { background: '#fff6e5', color: 'warning.main', border: '#f3d9a4' },
  alarm: { background: '#fdecea', color: 'error.main', border: '#f3c2bd' },
};

/** The text colour of a value of each level (plain for neutral). */
export const LEVEL_TEXT: Record<PresentationLevel, string | undefined> = {
  neutral: undefined,
  good: 'success.main',
  fair: 'warning.main',
  poor: 'warning.main',
  alarm: 'error.main',
};

/** A chip of each level. */
export const LEVEL_CHIP: Record<PresentationLevel, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  neutral: 'default',
  good: 'success',
  fair: 'warning',
  poor: 'warning',
  alarm: 'error',
};

/** A notice (MUI Alert) of each level. */
export const LEVEL_SEVERITY: Record<PresentationLevel, 'success' | 'info' | 'warning' | 'error'> = {
  neutral: 'info',
  good: 'success',
  fair: 'warning',
  poor: 'warning',
  alarm: 'error',
};

/** The score's colour in each band; each reads at 4.5:1 or more on white. */
export const SCORE_BAND_COLORS: Record<ScoreBandKey, string> = {
  poor: '#b3261e',
  fair: '#9a5800',
  good: '#6b6b00',
  'very-good': '#2e7d32',
  exceptional: '#1e7b4a',
};

/** A payment-grid cell of each severity: green current, warmer with each step late, dark red for major derogatories. */
export const PAYMENT_SEVERITY_TONES: Record<PaymentSeverityKey, Tone> = {
  current: { background: '#dff3e7', color: '#14532d', border: '#9fd6b4' },
  'late-30': { background: '#fff1cc', color: '#6b4400', border: '#f0cf7a' },
  'late-60': { background: '#ffdcc2', color: '#7a2e00', border: '#f3a877' },
  'late-90-plus': { background: '#fbc9c6', color: '#7f1212', border: '#e88c86' },
  derogatory: { background: '#8f1d1d', color: '#ffffff', border: '#8f1d1d' },
  'no-data': { background: '#f1f3f7', color: '#5b6577', border: '#dfe3eb' },
};

/** The recovery score's colour in each band (the contracts' RECOVERY_SCORE_BANDS); each reads at 4.5:1 or more on white. */
export const RECOVERY_BAND_COLORS: Record<RecoveryScoreBandKey, string> = {
  low: SCORE_BAND_COLORS.poor,
  medium: SCORE_BAND_COLORS.fair,
  high: SCORE_BAND_COLORS['very-good'],
};
