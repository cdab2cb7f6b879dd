import { PAYMENT_CODES, type PaymentCode, paymentSeverityOf } from '@creditdesk/contracts';
import { PAYMENT_SEVERITY_TONES, type Tone } from '../../../viewer/level-tones';

export const PAYMENT_CODE_LIST = Object.keys(PAYMENT_CODES) as PaymentCode[];

export function paymentCodeLabel(code: string): string {
  return PAYMENT_CODES[code as PaymentCode] ?? 'Unknown';
}

/** Colour of a payment-history code: that of its severity (the contracts' paymentSeverityOf). */
export function paymentTone(code: string): Tone {
  return PAYMENT_SEVERITY_TONES[paymentSeverityOf(code).key];
}

/** What a cell shows: a tick for current, a dot for no data, else the code itself. */
export function paymentCodeGlyph(code: string): string {
  if (code === 'C') return '✓';
  if (code === 'N') return '·';
  return code;
}
