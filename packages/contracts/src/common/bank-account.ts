import { z } from 'zod';

/*
 * A check's bank routing (ABA) number and checking account number, as the TeleCheck report and the
 * TeleCheck collections and negatives lists take them. One rule each, read by the server and the portal.
 */

/** The ABA check digit: 3·d1 + 7·d2 + d3 + 3·d4 + 7·d5 + d6 + 3·d7 + 7·d8 + d9 is a multiple of 10. */
export function abaCheckDigitValid(routingNumber: string): boolean {
  if (!/^\d{9}$/.test(routingNumber)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...routingNumber].reduce((total, digit, i) => total + Number(digit) * weights[i], 0);
  return sum % 10 === 0 && routingNumber !== '000000000';
}

/** A routing number: 9 digits whose check digit (3-7-1 weights) is right. */
export const routingNumberSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'routingNumber is required' : 'routingNumber must be text') })
  .trim()
  .min(1, 'routingNumber is required')
  .refine((v) => /^\d{9}$/.test(v), 'routingNumber must be 9 digits')
  // the check digit is judged on 9 digits only: a wrong length is said once, by the rule above
  .refine((v) => !/^\d{9}$/.test(v) || abaCheckDigitValid(v), 'routingNumber is not a valid ABA routing number: its check digit does not match (3-7-1 weights)');

/** A checking account number as the MICR line prints it: 4 to 17 digits (the ACH's longest). */
export const checkingAccountNumberSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'checkingAccountNumber is required' : 'checkingAccountNumber must be text') })
  .trim()
  .min(1, 'checkingAccountNumber is required')
  .refine((v) => /^\d{4,17}$/.test(v), 'checkingAccountNumber must be 4 to 17 digits');

/** A check number: 1 to 10 digits. */
export const checkNumberSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'checkNumber is required' : 'checkNumber must be text') })
  .trim()
  .min(1, 'checkNumber is required')
  .refine((v) => /^\d{1,10}$/.test(v), 'checkNumber must be 1 to 10 digits');

/** The largest check amount taken (dollars). */
export const MAX_CHECK_AMOUNT = 99_999.99;

/** A check's amount in dollars: more than 0, at most 99,999.99, cents at most. */
export const checkAmountSchema = z
  .number({ error: (issue) => (issue.input === undefined ? 'amount is required' : 'amount must be a number of dollars') })
  .refine((v) => Number.isFinite(v) && v > 0, 'amount must be more than 0')
  .refine((v) => v <= MAX_CHECK_AMOUNT, `amount may be at most ${MAX_CHECK_AMOUNT.toLocaleString('en-US')}`)
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'amount may have at most 2 decimals (cents)');

/** An account number as it may be shown or logged: its last four digits only ("****6789"). */
export const maskAccountNumber = (accountNumber: string): string => `****${accountNumber.slice(-4)}`;

/** A dollar amount as read: "$1,250.00". */
export const formatCheckAmount = (amount: number): string => amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
