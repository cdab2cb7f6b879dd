import { z } from 'zod';
import { PRESENTATION_LEVELS, type PresentationLevel } from './presentation/levels.js';
import { MLA_PRODUCT, MLA_STATUS_INFO, mlaDataSourceResponseSchema } from './products/mla/mla.js';
import { OFAC_PRODUCT, OFAC_RESULT_INFO, ofacDataSourceResponseSchema } from './products/ofac/ofac.js';

/*
 * The credit report's add-on checks (issue 13): a company may have every consumer credit report it
 * orders also run the Military Lending Act check and the OFAC screen on the same consumers, so no
 * loan officer forgets them. Each check is stored as its own report (its own inquiry, audit, bill and
 * PDF); the credit report's answer names them. docs/decisions.md, issue 13, says what a failing
 * check does.
 */

/** The checks a credit report may add, each with the company setting that turns it on. */
export const CREDIT_REPORT_COMPANIONS = [
  { product: MLA_PRODUCT.key, setting: 'addMlaToCreditReports' },
  { product: OFAC_PRODUCT.key, setting: 'addOfacToCreditReports' },
] as const;
export type CompanionProductKey = (typeof CREDIT_REPORT_COMPANIONS)[number]['product'];
const COMPANION_KEYS = CREDIT_REPORT_COMPANIONS.map((c) => c.product) as [CompanionProductKey, ...CompanionProductKey[]];

const companionBase = {
  product: z.enum(COMPANION_KEYS),
  productName: z.string(),
  /** whose check it is: the applicant's or the co-applicant's. */
  applicant: z.enum(['primary', 'coapplicant']),
  consumerName: z.string(),
};

/** One add-on check of a credit report: its own stored report and its headline, or why it failed (the officer then runs it alone). */
export const companionReportSchema = z.discriminatedUnion('status', [
  z.object({ ...companionBase, status: z.literal('completed'), inquiryId: z.string(), result: z.object({ label: z.string(), level: z.enum(PRESENTATION_LEVELS) }) }),
  z.object({ ...companionBase, status: z.literal('failed'), message: z.string() }),
]);
export type CompanionReport = z.infer<typeof companionReportSchema>;

/** A check's answer in a few words and a level: the MLA's covered-borrower answer, the OFAC screen's result. */
export function companionResult(product: CompanionProductKey, dataSourceResponse: unknown): { label: string; level: PresentationLevel } {
  if (product === MLA_PRODUCT.key) {
    const { label, level } = MLA_STATUS_INFO[mlaDataSourceResponseSchema.parse(dataSourceResponse).value.mlaReport.status];
    return { label, level };
  }
  const { label, level } = OFAC_RESULT_INFO[ofacDataSourceResponseSchema.parse(dataSourceResponse).value.ofacReport.result];
  return { label, level };
}
