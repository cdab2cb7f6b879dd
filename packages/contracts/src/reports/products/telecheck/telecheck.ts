import { z } from 'zod';
import { checkAmountSchema, checkNumberSchema, checkingAccountNumberSchema, formatCheckAmount, routingNumberSchema } from '../../../common/bank-account.js';
import { formatDate } from '../../../common/formatters.js';
import { requiredText } from '../../../common/fields.js';
import { US_STATES } from '../../../common/patterns.js';
import type { PresentationLevel } from '../../presentation/levels.js';
import { customerReferenceNumberSchema, givenText, identityNameText, productDataSourceResponseSchema, productResponseSchema } from '../consumer-identity.js';
import { PDF_FAILURES, defineProduct } from '../product.js';
import { isoTimestamp } from '../../../common/timestamp.js';

/*
 * TeleCheck: check verification at the point of sale. The merchant gives the check's MICR line (the
 * bank's ABA routing number, the checking account number, the check number), its amount and who
 * writes it (name, and a driver's licence as TeleCheck asks); TeleCheck answers approve, decline
 * (with its code: the check writer's negative history, or risk such as velocity) or refer (unable
 * to verify). reports.md gives no shape: docs/products/telecheck.md records this one.
 */

const optionalIdNumber = z
  .string({ error: 'idNumber must be text' })
  .trim()
  .max(20, 'idNumber must be at most 20 characters')
  .refine((v) => v === '' || /^[A-Za-z0-9-]+$/.test(v), 'idNumber may hold letters, digits and dashes only')
  .optional()
  .transform((v) => (v ? v.toUpperCase() : undefined));

const optionalIdState = z
  .enum(['', ...US_STATES], { error: 'idState must be a US state code' })
  .optional()
  .transform((v) => (v ? v : undefined));

export const telecheckRequestSchema = z.object({
  /** the company's account number the verification is billed to. */
  accountNumber: requiredText('accountNumber', { max: 20 }),
  /** blank: the server stores the user name. */
  customerReferenceNumber: customerReferenceNumberSchema,
  /** the bank's ABA routing number (check digit checked first, before any call). */
  routingNumber: routingNumberSchema,
  checkingAccountNumber: checkingAccountNumberSchema,
  checkNumber: checkNumberSchema,
  /** the check's amount in dollars. */
  amount: checkAmountSchema,
  consumer: z
    .object(
      {
        firstName: identityNameText('firstName'),
        lastName: identityNameText('lastName'),
        /** the check writer's driver's licence (or state ID) number and its state: both or neither. */
        idNumber: optionalIdNumber,
        idState: optionalIdState,
      },
      { error: 'consumer is required' },
    )
    .superRefine((c, ctx) => {
      if (c.idNumber && !c.idState) ctx.addIssue({ code: 'custom', path: ['idState'], message: 'idState is required with an idNumber' });
      if (c.idState && !c.idNumber) ctx.addIssue({ code: 'custom', path: ['idNumber'], message: 'idNumber is required with an idState' });
    }),
});
export type TelecheckRequest = z.input<typeof telecheckRequestSchema>;
export type TelecheckRequestParsed = z.output<typeof telecheckRequestSchema>;
export type TelecheckConsumer = TelecheckRequestParsed['consumer'];

/** The order form's values, as the user typed them (the amount as text). */
export type TelecheckFormValues = {
  accountNumber: string;
  customerReferenceNumber: string;
  routingNumber: string;
  checkingAccountNumber: string;
  checkNumber: string;
  amount: string;
  firstName: string;
  lastName: string;
  idNumber: string;
  idState: string;
};

/** The amount as typed ("1,250.00", "$75") as a number; NaN when it is no number (the schema says so). */
export const parseCheckAmount = (typed: string): number => {
  const clean = typed.replace(/[$,\s]/g, '');
  return clean === '' ? Number.NaN : Number(clean);
};

/** The body the portal sends: digits trimmed, the amount as a number, the ID only when given, a blank reference replaced by the user name. */
export function telecheckSubmitBody(form: TelecheckFormValues, session: { userName: string }): TelecheckRequest {
  const idNumber = givenText(form.idNumber);
  const idState = givenText(form.idState);
  const amount = parseCheckAmount(form.amount);
  return {
    accountNumber: form.accountNumber.trim(),
    customerReferenceNumber: givenText(form.customerReferenceNumber) ?? session.userName,
    routingNumber: form.routingNumber.trim(),
    checkingAccountNumber: form.checkingAccountNumber.trim(),
    checkNumber: form.checkNumber.trim(),
    amount: Number.isNaN(amount) ? (form.amount as never) : amount,
    consumer: {
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      ...(idNumber ? { idNumber } : {}),
      ...(idState ? { idState: idState as never } : {}),
    },
  };
}

// ---- the answer ---------------------------------------------------------------------------------

export const TELECHECK_DECISIONS = ['approve', 'decline', 'refer'] as const;
export type TelecheckDecision = (typeof TELECHECK_DECISIONS)[number];

/**
 * TeleCheck's response codes as this product answers them (docs/products/telecheck.md): approved;
 * Code 3, declined on risk (velocity, a high-risk pattern); Code 4, declined on the check writer's
 * negative history (a returned check unpaid); Code 25, referred: unable to verify, call TeleCheck.
 */
export const TELECHECK_CODES = ['00', '03', '04', '25'] as const;
export type TelecheckCode = (typeof TELECHECK_CODES)[number];

export const telecheckReportSchema = z.object({
  identifier: z.string(),
  /** when TeleCheck answered (ISO time). */
  checkedAt: isoTimestamp(),
  /** TeleCheck's reference for this verification (an approval's authorisation number). */
  traceNumber: z.string(),
  decision: z.enum(TELECHECK_DECISIONS),
  code: z.enum(TELECHECK_CODES),
  /** the reason in TeleCheck's words. */
  reason: z.string(),
  check: z.object({
    routingNumber: z.string(),
    /** the bank the routing number is the bank's of; null when TeleCheck's directory has none. */
    bankName: z.string().nullable(),
    /** the checking account number's last four digits only ("****6789"): the full number is never answered. */
    accountMasked: z.string(),
    checkNumber: z.string(),
    amount: z.number(),
  }),
  consumer: z.object({ firstName: z.string(), lastName: z.string(), idMasked: z.string().nullable(), idState: z.string().nullable() }),
  /** what TeleCheck's files hold on the account, that the decision read. */
  history: z.object({
    /** returned checks still unpaid, and their total in dollars. */
    unpaidReturnedChecks: z.number().int(),
    unpaidAmount: z.number(),
    /** checks verified on the account in the last 24 hours and 30 days (the velocity). */
    checksLast24Hours: z.number().int(),
    checksLast30Days: z.number().int(),
    /** the day the account was first seen by TeleCheck; null when never. */
    firstSeen: z.string().nullable(),
  }),
});
export type TelecheckReport = z.infer<typeof telecheckReportSchema>;

export const telecheckDataSourceResponseSchema = productDataSourceResponseSchema(z.object({ telecheckReport: telecheckReportSchema }));
export type TelecheckDataSourceResponse = z.infer<typeof telecheckDataSourceResponseSchema>;

export const telecheckResponseSchema = productResponseSchema('telecheck', telecheckDataSourceResponseSchema);
export type TelecheckResponse = z.infer<typeof telecheckResponseSchema>;

export const TELECHECK_PRODUCT = defineProduct({
  key: 'telecheck',
  code: 'TLCK',
  name: 'TeleCheck',
  family: 'check-verification',
  position: 170,
  description: "Verifies a check before it is accepted: the bank's routing number, the checking account and the amount, answered approve, decline or refer with TeleCheck's code and reason.",
  order: { path: '/idfc/reports/telecheck', request: telecheckRequestSchema, response: telecheckResponseSchema },
  pdf: { path: '/pdfs/tele/download', fileName: () => 'telecheck_report.pdf', failure: PDF_FAILURES.unexpected },
  // a check verification (a check-services company's answer on a check), not an FCRA consumer report ordered for a purpose
  permissiblePurposes: [],
});

// ---- how it reads (screen and PDF alike) --------------------------------------------------------

export const TELECHECK_CODE_INFO: Record<TelecheckCode, { label: string; level: PresentationLevel; reason: string; text: string }> = {
  '00': { label: 'Approved', level: 'good', reason: 'Approved', text: 'TeleCheck approves this check: accept it for the amount verified.' },
  '03': {
    label: 'Declined · Code 3',
    level: 'alarm',
    reason: 'Declined on risk factors: check velocity on the account',
    text: 'TeleCheck declines this check on risk factors (such as the number of checks written on the account in a short time). Do not accept it; give the check writer TeleCheck’s contact details.',
  },
  '04': {
    label: 'Declined · Code 4',
    level: 'alarm',
    reason: 'Declined: returned check unpaid (negative check history)',
    text: 'TeleCheck declines this check: the account has a returned check that is still unpaid. Do not accept it; the check writer settles the unpaid check with TeleCheck.',
  },
  '25': {
    label: 'Referred · Code 25',
    level: 'fair',
    reason: 'Unable to verify: call TeleCheck',
    text: 'TeleCheck is unable to verify this check automatically: call TeleCheck’s referral line before accepting it, or ask for another form of payment.',
  },
};

/** The check verified, as facts: bank, routing number, account (masked), check number and amount. */
export function telecheckCheckFacts(report: TelecheckReport): { label: string; value: string }[] {
  return [
    { label: 'Bank', value: report.check.bankName ?? 'Not in TeleCheck’s directory' },
    { label: 'Routing number', value: report.check.routingNumber },
    { label: 'Account', value: report.check.accountMasked },
    { label: 'Check number', value: report.check.checkNumber },
    { label: 'Amount', value: formatCheckAmount(report.check.amount) },
  ];
}

/** The check writer, as facts: the ID masked. */
export function telecheckConsumerFacts(report: TelecheckReport): { label: string; value: string }[] {
  return [
    { label: 'Check writer', value: `${report.consumer.firstName} ${report.consumer.lastName}` },
    { label: 'ID', value: report.consumer.idMasked ? `${report.consumer.idMasked} (${report.consumer.idState})` : 'Not given' },
  ];
}

/** What TeleCheck's files hold on the account, as facts. */
export function telecheckHistoryFacts(report: TelecheckReport): { label: string; value: string }[] {
  const h = report.history;
  return [
    { label: 'Unpaid returned checks', value: h.unpaidReturnedChecks === 0 ? 'None' : `${h.unpaidReturnedChecks} (${formatCheckAmount(h.unpaidAmount)})` },
    { label: 'Checks in the last 24 hours', value: String(h.checksLast24Hours) },
    { label: 'Checks in the last 30 days', value: String(h.checksLast30Days) },
    { label: 'Account first seen', value: h.firstSeen ? formatDate(h.firstSeen) : 'Never seen before' },
    { label: 'Trace number', value: report.traceNumber },
  ];
}

