import { describe, expect, it } from 'vitest';
import { makeCoApplicantReport, makeCreditReport, makeDsr } from '../../reports/testing/report-fixtures';
import { applicantsOf, suggestedReasons } from './report-facts';
import { makeCode, storedReport } from './testing/fake-letters-api';

describe('what a letter reads from a stored report', () => {
  it('takes each applicant’s score and the key factors a letter discloses (four, and inquiries as a fifth)', () => {
    const [primary, co] = applicantsOf('acrov6', storedReport(true).dataSourceResponse)!;
    expect(primary).toMatchObject({ applicant: 'primary', fileName: 'MARGARET ELLISON', score: { value: 612 } });
    expect(primary.keyFactors.map((f) => f.code)).toEqual(['02', '01', '18', '14', '08']);
    expect(co).toMatchObject({ applicant: 'coapplicant', label: 'Co-Applicant', fileName: 'EMILY CARTER', score: { value: 701 }, keyFactors: [] });
  });

  it('drops a fifth factor that is not inquiries, and has none without a score', () => {
    const reasons = ['02', '01', '18', '14', '21'].map((code) => ({ code, text: code }));
    const [scored] = applicantsOf('nal', makeDsr('nal', [makeCreditReport({ score: { model: 'Sandbox Risk Score 3.0', value: 640, reasons } })]))!;
    expect(scored.keyFactors.map((f) => f.code)).toEqual(['02', '01', '18', '14']);
    const [unscored] = applicantsOf('acrov6', makeDsr('acrov6', [makeCreditReport({ score: { model: 'Sandbox Risk Score 3.0', value: null, reasons: [] } })]))!;
    expect(unscored.score).toBeNull();
    expect(applicantsOf('adv', {})).toBeUndefined();
    expect(applicantsOf('acrov6', makeDsr('acrov6', [makeCreditReport(), makeCoApplicantReport()]))).toHaveLength(2);
  });

  it('suggests the reason codes the factors map to, in the factors’ order, once each, four at most', () => {
    const codes = [makeCode('A', 'a', ['14']), makeCode('B', 'b', ['02', '18']), makeCode('C', 'c', ['01']), makeCode('D', 'd', ['08']), makeCode('E', 'e', ['99'])];
    const factors = ['02', '01', '18', '14', '08'].map((code) => ({ code, text: code }));
    expect(suggestedReasons(factors, codes)).toEqual(['B', 'C', 'A', 'D']);
    expect(suggestedReasons(factors.slice(0, 1), codes)).toEqual(['B']);
    expect(suggestedReasons([], codes)).toEqual([]);
  });
});
