import { z } from 'zod';
import {
  type ConsumerProduct,
  type CreditReport,
  type DataxReport,
  type TwnSelectReport,
  consumerProductSchema,
  creditReportSchema,
  dataxReportSchema,
  twnSelectReportSchema,
} from './credit-report.js';
import { companionReportSchema } from './credit-report-companions.js';
import { alertCheckSchema } from './alert-resolution.js';
import { isoTimestamp } from '../common/timestamp.js';

export const reportListKey = <P extends ConsumerProduct>(product: P) => `${product}USConsumerCreditReport` as const;

export const dataSourceResponseSchema = z.object({
  value: z.object({
    consumers: z.object({
      acrov6USConsumerCreditReport: z.array(creditReportSchema).optional(),
      nalUSConsumerCreditReport: z.array(creditReportSchema).optional(),
      oneviewplusUSConsumerCreditReport: z.array(creditReportSchema).optional(),
      twnSelectReport: z.array(twnSelectReportSchema).optional(),
      dataxReport: z.array(dataxReportSchema).optional(),
    }),
  }),
  errors: z.array(z.object({ code: z.string(), message: z.string(), identifier: z.string().optional() })),
  status: z.number().int(),
});
export type DataSourceResponse = z.infer<typeof dataSourceResponseSchema>;

export const consumerReportResponseSchema = z.object({
  inquiryId: z.string(),
  product: consumerProductSchema,
  createdAt: isoTimestamp(),
  dataSourceResponse: dataSourceResponseSchema,
  /** reports.md §3: a JSON string containing { dataSourceResponse }. */
  formatedResponse: z.string(),
  /** the add-on checks the company runs with every credit report (the MLA check, the OFAC screen); absent when none ran. */
  companions: z.array(companionReportSchema).optional(),
  /** the fraud, active-duty and discrepancy alerts to resolve before credit (docs/careful-pulls.md); absent when the report has none. */
  alertCheck: alertCheckSchema.optional(),
});
export type ConsumerReportResponse = z.infer<typeof consumerReportResponseSchema>;

export function creditReportsOf(product: ConsumerProduct, dsr: DataSourceResponse): CreditReport[] {
  return dsr.value.consumers[reportListKey(product)] ?? [];
}

export type ReportView = {
  /** reports.md §3: the selected report defaults to index 0, name 'primary'. */
  name: 'primary' | 'coapplicant';
  label: string;
  dataSourceResponse: DataSourceResponse;
};

/**
 * reports.md §4: a response with two applicants is split into a primary and a co-applicant view, each
 * without the other person's data. It is not split when only one report exists, when the second has
 * no identifier, when the response has errors or its status is 400; for oneviewplus also only when
 * each twnSelect or datax list it holds has exactly two entries (a list is absent when the company
 * had not connected that source: docs/config-engine.md).
 */
export function splitConsumerResponse(product: ConsumerProduct, dsr: DataSourceResponse): ReportView[] {
  const key = reportListKey(product);
  const reports = dsr.value.consumers[key] ?? [];
  const whole: ReportView[] = [{ name: 'primary', label: 'Primary Applicant', dataSourceResponse: dsr }];
  if (reports.length < 2 || !reports[1].identifier || dsr.errors.length > 0 || dsr.status === 400) return whole;
  const { twnSelectReport, dataxReport } = dsr.value.consumers;
  // a list the company did not connect (Configuration Engine) is absent and does not stop the split
  if (product === 'oneviewplus' && ((twnSelectReport && twnSelectReport.length !== 2) || (dataxReport && dataxReport.length !== 2))) return whole;

  const only = (index: 0 | 1): DataSourceResponse => ({
    ...dsr,
    value: {
      consumers: {
        [key]: [reports[index]],
        ...(twnSelectReport ? { twnSelectReport: [twnSelectReport[index]] as TwnSelectReport[] } : {}),
        ...(dataxReport ? { dataxReport: [dataxReport[index]] as DataxReport[] } : {}),
      },
    },
  });
  return [
    { name: 'primary', label: 'Primary Applicant', dataSourceResponse: only(0) },
    { name: 'coapplicant', label: 'Co-Applicant', dataSourceResponse: only(1) },
  ];
}
