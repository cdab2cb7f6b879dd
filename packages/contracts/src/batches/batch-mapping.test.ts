import { describe, expect, it } from 'vitest';
import { CCR_PRODUCT } from '../reports/products/acrov6/acrov6.js';
import { MLA_PRODUCT } from '../reports/products/mla/mla.js';
import { checkBatchRow, checkSampleRow, problemInFileTerms } from './batch-layout.js';
import { REJECTED_PROBLEMS_HEADER, proposeBatchMapping, readCsvHead } from './batch-mapping.js';

const layout = CCR_PRODUCT.batch!;
const columnsOf = (headers: string[], rows: string[][] = []) => proposeBatchMapping(layout, headers, rows).map((p) => p.column);

describe('the mapping proposed for a lender’s own file', () => {
  it('maps all nine columns of the typical export by their words', () => {
    const headers = ['Applicant First Name', 'Applicant Last Name', 'SSN', 'DOB', 'Street', 'City', 'ST', 'ZIP', 'Ref #'];
    const proposal = proposeBatchMapping(layout, headers, []);
    expect(proposal.map((p) => p.column)).toEqual(['firstName', 'lastName', 'ssn', 'dateOfBirth', 'addressLine1', 'city', 'state', 'zip', 'customerReferenceNumber']);
    expect(proposal.every((p) => p.by === 'name')).toBe(true);
  });

  it('reads synonyms and abbreviations whatever their case and punctuation', () => {
    expect(columnsOf(['BORROWER_FNAME', 'borrowerLastName', 'Social Security #', 'Birth-Date', 'Address Line 1', 'Town', 'State Code', 'Postal Code', 'Loan No.'])).toEqual([
      'firstName',
      'lastName',
      'ssn',
      'dateOfBirth',
      'addressLine1',
      'city',
      'state',
      'zip',
      'customerReferenceNumber',
    ]);
    expect(columnsOf(['M.I.', 'Sfx', 'Acct No', 'Purpose'])).toEqual(['middleName', 'suffix', 'accountNumber', 'permissiblePurpose']);
  });

  it('recognises a column by its values when its header says nothing', () => {
    const headers = ['Col A', 'Col B', 'Col C', 'Col D', 'Notes'];
    const rows = [
      ['123-45-1001', '4/12/1966', '60201-1968', 'il', 'call after 5'],
      ['123451002', '1980-01-31', '50014', 'IA', ''],
    ];
    const proposal = proposeBatchMapping(layout, headers, rows);
    expect(proposal.map((p) => p.column)).toEqual(['ssn', 'dateOfBirth', 'zip', 'state', null]);
    expect(proposal.map((p) => p.by)).toEqual(['values', 'values', 'values', 'values', 'none']);
  });

  it('gives a column once: a header naming it wins over values that only look like it, and the first of two headers keeps it', () => {
    expect(columnsOf(['Zip Plus', 'ZIP', 'First Name', 'Co-Applicant First Name'], [['43004', '43004', 'A', 'B']])).toEqual([null, 'zip', 'firstName', null]);
  });

  it('proposes only columns the product’s layout has, and ignores a rejected-rows file’s problems column', () => {
    const mla = MLA_PRODUCT.batch!;
    expect(proposeBatchMapping(mla, ['First Name', 'ZIP', REJECTED_PROBLEMS_HEADER], []).map((p) => [p.column, p.by])).toEqual([
      ['firstName', 'name'],
      [null, 'none'],
      [null, 'problems'],
    ]);
  });
});

describe('the head of a CSV file', () => {
  it('reads the header and first rows as the server reads the file: BOM, CRLF, quotes, blank lines, a cut last line left out', () => {
    const text = '\uFEFF First ,"Street, No"\r\n\r\nJane,"1 ""Old"" Mill\nRd"\r\n,\r\nJohn,2 Elm\r\nJo';
    expect(readCsvHead(text, 5)).toEqual({ headers: ['First', 'Street, No'], rows: [['Jane', '1 "Old" Mill\nRd'], ['John', '2 Elm']] });
    expect(readCsvHead(text, 1).rows).toHaveLength(1);
    expect(readCsvHead('a,b\n1,2', 5, true).rows).toEqual([['1', '2']]);
  });
});

describe('rows judged and named as the batch will', () => {
  const cells = { firstName: 'Jane', lastName: 'Sample', ssn: '123-45-6789', dateOfBirth: '4/12/1980', addressLine1: '1 Main St', city: 'Columbus', state: 'OH', zip: '43004' };

  it('does not fail a sample row for a permissible purpose or account number the batch supplies', () => {
    expect(checkBatchRow(layout, CCR_PRODUCT.order.request, cells, {}).ok).toBe(false);
    expect(checkSampleRow(layout, CCR_PRODUCT.order.request, cells, {})).toEqual([]);
    expect(checkSampleRow(layout, CCR_PRODUCT.order.request, { ...cells, ssn: '12' }, {}).map((e) => e.column)).toEqual(['ssn']);
    // a purpose the row itself gives wrongly is still its problem
    expect(checkSampleRow(layout, CCR_PRODUCT.order.request, { ...cells, permissiblePurpose: 'FUN' }, {}).map((e) => e.column)).toEqual(['permissiblePurpose']);
  });

  it('names the file’s own header, in the column and at the start of the message', () => {
    const headerOf = (c: string) => ({ firstName: 'Applicant First Name', ssn: 'SSN' })[c];
    expect(problemInFileTerms({ column: 'firstName', message: 'firstName is required' }, headerOf)).toEqual({ column: 'Applicant First Name', message: 'Applicant First Name is required' });
    expect(problemInFileTerms({ column: 'ssn', message: 'socialNum must be 9 digits' }, headerOf)).toEqual({ column: 'SSN', message: 'SSN must be 9 digits' });
    expect(problemInFileTerms({ column: null, message: 'the row has 3 cells' }, headerOf)).toEqual({ column: null, message: 'the row has 3 cells' });
  });
});
