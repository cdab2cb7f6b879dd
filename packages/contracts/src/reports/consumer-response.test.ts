import { describe, expect, it } from 'vitest';
import { COAPPLICANT_REPORT_ID, PRIMARY_REPORT_ID, type CreditReport } from './credit-report.js';
import { type DataSourceResponse, splitConsumerResponse } from './consumer-response.js';

// Minimal reports: the split only looks at identifiers and list lengths.
const report = (identifier: string, lastName: string) => ({ identifier, subject: { lastName } }) as unknown as CreditReport;
const twn = (identifier: string) => ({ identifier, employer: `Employer of ${identifier}` }) as never;
const datax = (identifier: string) => ({ identifier, accounts: [], riskIndicator: 'LOW' }) as never;

const response = (over: Partial<DataSourceResponse> & { reports?: CreditReport[]; twn?: never[]; datax?: never[]; key?: string } = {}): DataSourceResponse => {
  const { reports = [report(PRIMARY_REPORT_ID, 'Applicant'), report(COAPPLICANT_REPORT_ID, 'Spouse')], key = 'acrov6USConsumerCreditReport' } = over;
  return {
    value: {
      consumers: {
        [key]: reports,
        ...(over.twn ? { twnSelectReport: over.twn } : {}),
        ...(over.datax ? { dataxReport: over.datax } : {}),
      },
    },
    errors: over.errors ?? [],
    status: over.status ?? 200,
  };
};

const lastNames = (dsr: DataSourceResponse, key = 'acrov6USConsumerCreditReport') =>
  ((dsr.value.consumers as Record<string, CreditReport[]>)[key] ?? []).map((r) => r.subject.lastName);

describe('splitting an applicant and co-applicant response (reports.md §4)', () => {
  it('splits two reports into a primary and a co-applicant view, each without the other person', () => {
    const views = splitConsumerResponse('acrov6', response());
    expect(views.map((v) => v.name)).toEqual(['primary', 'coapplicant']);
    expect(lastNames(views[0].dataSourceResponse)).toEqual(['Applicant']);
    expect(lastNames(views[1].dataSourceResponse)).toEqual(['Spouse']);
  });

  it('does not split when only one report exists', () => {
    const views = splitConsumerResponse('acrov6', response({ reports: [report(PRIMARY_REPORT_ID, 'Applicant')] }));
    expect(views).toHaveLength(1);
    expect(views[0].name).toBe('primary');
  });

  it('does not split when the second report has no identifier', () => {
    const views = splitConsumerResponse('acrov6', response({ reports: [report(PRIMARY_REPORT_ID, 'A'), report('', 'B')] }));
    expect(views).toHaveLength(1);
    expect(lastNames(views[0].dataSourceResponse)).toEqual(['A', 'B']);
  });

  it('does not split when the response has errors', () => {
    const views = splitConsumerResponse('acrov6', response({ errors: [{ code: 'E1', message: 'partial' }] }));
    expect(views).toHaveLength(1);
  });

  it('does not split when the status is 400', () => {
    expect(splitConsumerResponse('acrov6', response({ status: 400 }))).toHaveLength(1);
  });

  it('splits nal the same way', () => {
    expect(splitConsumerResponse('nal', response({ key: 'nalUSConsumerCreditReport' }))).toHaveLength(2);
  });

  it('splits oneviewplus only when each twnSelect or datax list it holds has exactly two entries (an absent list: not connected)', () => {
    const key = 'oneviewplusUSConsumerCreditReport';
    const both = response({ key, twn: [twn('P'), twn('C')], datax: [datax('P'), datax('C')] });
    const views = splitConsumerResponse('oneviewplus', both);
    expect(views).toHaveLength(2);
    expect(views[1].dataSourceResponse.value.consumers.twnSelectReport).toEqual([twn('C')]);
    expect(views[1].dataSourceResponse.value.consumers.dataxReport).toEqual([datax('C')]);
    expect(lastNames(views[1].dataSourceResponse, key)).toEqual(['Spouse']);

    expect(splitConsumerResponse('oneviewplus', response({ key, twn: [twn('P')], datax: [datax('P'), datax('C')] }))).toHaveLength(1);
    expect(splitConsumerResponse('oneviewplus', response({ key, twn: [twn('P'), twn('C')], datax: [datax('P')] }))).toHaveLength(1);
    // the company connected TWN only, or neither source: the lists it did not connect are absent
    const twnOnly = splitConsumerResponse('oneviewplus', response({ key, twn: [twn('P'), twn('C')] }));
    expect(twnOnly).toHaveLength(2);
    expect(twnOnly[1].dataSourceResponse.value.consumers).not.toHaveProperty('dataxReport');
    expect(splitConsumerResponse('oneviewplus', response({ key }))).toHaveLength(2);
  });
});
