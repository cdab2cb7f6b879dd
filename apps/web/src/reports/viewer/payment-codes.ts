import { PAYMENT_CODES, type PaymentCode } from '@creditdesk/contracts';

export type PaymentTone = { background: string; color: string; border: string };

const CURRENT: PaymentTone = { background: '#dff3e7', color: '#14532d', border: '#9fd6b4' };
const LATE_EARLY: PaymentTone = { background: '#fff1cc', color: '#6b4400', border: '#f0cf7a' };
const LATE_MID: PaymentTone = { background: '#ffdcc2', color: '#7a2e00', border: '#f3a877' };
const LATE_SEVERE: PaymentTone = { background: '#fbc9c6', color: '#7f1212', border: '#e88c86' };
const MAJOR: PaymentTone = { background: '#8f1d1d', color: '#ffffff', border: '#8f1d1d' };
const NO_DATA: PaymentTone = { background: '#f1f3f7', color: '#5b6577', border: '#dfe3eb' };

/** Colour of a payment-history code: green current, warmer with each 30 days late, dark red for major derogatories. */
export const PAYMENT_TONES: Record<PaymentCode, PaymentTone> = {
  C: CURRENT,
  '1': LATE_EARLY,
  '2': LATE_EARLY,
  '3': LATE_MID,
  '4': LATE_MID,
  '5': LATE_SEVERE,
  '6': LATE_SEVERE,
  G: MAJOR,
  R: MAJOR,
  F: MAJOR,
  K: MAJOR,
  B: MAJOR,
  N: NO_DATA,
};

export const PAYMENT_CODE_LIST = Object.keys(PAYMENT_CODES) as PaymentCode[];

export function paymentCodeLabel(code: string): string {
  return PAYMENT_CODES[code as PaymentCode] ?? 'Unknown';
}

export function paymentTone(code: string): PaymentTone {
  return PAYMENT_TONES[code as PaymentCode] ?? NO_DATA;
}

/** What a cell shows: a tick for current, a dot for no data, else the code itself. */
export function paymentCodeGlyph(code: string): string {
  if (code === 'C') return '✓';
  if (code === 'N') return '·';
  return code;
}
