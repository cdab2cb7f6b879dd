import { PAYMENT_CODES, type PaymentCode } from '../credit-report.js';
import type { PresentationLevel } from './levels.js';

/**
 * How bad a month of payment history is: the colour steps of the 24-month grid and of its key, the
 * same on screen and in the PDF.
 *
 * Source: the stages the bureaus' payment codes report (30, 60, 90 days and more), with 90 days
 * past due or worse taken as one step, "seriously delinquent", as FICO's scoring and the Federal
 * Reserve's household-debt reports define it; charge-off, repossession, foreclosure, collection and
 * bankruptcy are major derogatories, worse than any lateness.
 */
export const PAYMENT_SEVERITIES = [
  { key: 'current', label: PAYMENT_CODES.C, codes: ['C'], level: 'good' },
  { key: 'late-30', label: PAYMENT_CODES['1'], codes: ['1'], level: 'fair' },
  { key: 'late-60', label: PAYMENT_CODES['2'], codes: ['2'], level: 'poor' },
  { key: 'late-90-plus', label: '90–180+ days late', codes: ['3', '4', '5', '6'], level: 'alarm' },
  { key: 'derogatory', label: 'Charge-off, repossession, foreclosure, collection, bankruptcy', codes: ['G', 'R', 'F', 'K', 'B'], level: 'alarm' },
  { key: 'no-data', label: PAYMENT_CODES.N, codes: ['N'], level: 'neutral' },
] as const satisfies readonly { key: string; label: string; codes: readonly PaymentCode[]; level: PresentationLevel }[];

export type PaymentSeverity = (typeof PAYMENT_SEVERITIES)[number];
export type PaymentSeverityKey = PaymentSeverity['key'];

const BY_CODE = new Map<string, PaymentSeverity>(PAYMENT_SEVERITIES.flatMap((s) => s.codes.map((code) => [code, s] as const)));

/** The severity of one month's code; an unknown code reads as no data. */
export function paymentSeverityOf(code: string): PaymentSeverity {
  return BY_CODE.get(code) ?? PAYMENT_SEVERITIES[PAYMENT_SEVERITIES.length - 1];
}
