import { describe, expect, it } from 'vitest';
import { CONSUMER_BATCH_LAYOUT } from '@creditdesk/contracts';
import { batchProductOf, checkRows, filledBefore, maskedCell, mappingProblems, missingRequired, problemText, remap, toColumns } from './mapping-rules';

const ccr = batchProductOf('acrov6')!;
const headers = ['First', 'Last', 'Tax ID', 'Born', 'Street', 'Town', 'St', 'Postal', 'Officer'];
const full = ['firstName', 'lastName', 'ssn', 'dateOfBirth', 'addressLine1', 'city', 'state', 'zip', null];

describe('the template mapping rules (the server’s)', () => {
  it('knows which products a batch orders', () => {
    expect(ccr.batch).toBe(CONSUMER_BATCH_LAYOUT);
    expect(batchProductOf('adv')).toBeUndefined();
    expect(batchProductOf(undefined)).toBeUndefined();
  });

  it('lists the required columns no header fills and no default gives', () => {
    expect(missingRequired(ccr.batch, full, {})).toEqual([]);
    expect(missingRequired(ccr.batch, [null, 'lastName'], {}).map((c) => c.key)).toEqual(['firstName', 'ssn', 'dateOfBirth', 'addressLine1', 'city', 'state', 'zip']);
  });

  it('finds a column filled twice and says what keeps the mapping from being saved', () => {
    const twice = ['lastName', 'lastName', ...full.slice(2)];
    expect(filledBefore(twice)).toEqual([undefined, 0, undefined, undefined, undefined, undefined, undefined, undefined, undefined]);
    expect(mappingProblems(ccr, headers, twice, {})).toEqual(["'Last' and 'First' both fill Last Name", 'No header fills the required column First Name.']);
    expect(mappingProblems(ccr, headers, headers.map(() => null), {})).toEqual(['Map at least one header to a column of the Consumer Credit Report layout.']);
    expect(mappingProblems(ccr, [], [], {})).toEqual(['Read a sample file: its first line gives the headers to map.']);
    expect(mappingProblems(ccr, headers, full, {})).toEqual([]);
  });

  it('checks the sample rows through the mapping with the product schema (spreadsheet dates read, defaults used)', () => {
    const rows = [
      ['Jane', 'Sample', '123-45-6789', '4/12/1980', '100 Main St, Apt 4', 'Columbus', 'OH', '43004', 'Smith, John'],
      ['Ann', 'Ray', '12-345', '1/2/1970', '5 Oak Ave', 'Akron', 'OH', '44301', 'Kim'],
    ];
    const defaults = { accountNumber: '100200300', permissiblePurpose: 'CREDIT_TRANSACTION' };
    const [good, bad] = checkRows(ccr, rows, full, defaults);
    expect(good).toEqual([]);
    expect(bad.map((e) => e.column)).toEqual(['ssn']);
    expect(problemText(ccr.batch, bad[0])).toBe('SSN must be 9 digits (dashes optional, grouped 3-2-4)');
    expect(problemText(ccr.batch, { column: 'zip', message: 'Please enter a valid zipcode' })).toBe('ZIP: Please enter a valid zipcode');
    expect(problemText(ccr.batch, { column: null, message: 'The row is empty' })).toBe('The row is empty');
    // judged as the batch will: an account number and purpose the batch supplies are not missing (issue 33)
    expect(checkRows(ccr, rows, full, {})[0]).toEqual([]);
  });

  it('keeps the columns of the headers a template knows when a new sample is read, suggesting the rest, each column once', () => {
    const known = toColumns(headers, full);
    expect(remap(['FIRST', 'Middle', 'Tax-ID', 'City', 'Officer'], [null, 'middleName', null, 'city', null], known)).toEqual(['firstName', 'middleName', 'ssn', 'city', null]);
    expect(remap(['First', 'first_name'], [null, 'firstName'], known)).toEqual(['firstName', null]);
  });

  it('masks consumer identifiers in the sample: an SSN (mapped or looking like one) to its last four, a date of birth to its year', () => {
    expect(maskedCell('123-45-6789', null)).toBe('***-**-6789');
    expect(maskedCell('123456789', 'ssn')).toBe('***-**-6789');
    expect(maskedCell('12-345', 'ssn')).toBe('***-**-2345');
    expect(maskedCell('4/12/1980', 'dateOfBirth')).toBe('**-**-1980');
    expect(maskedCell('29221', 'dateOfBirth')).toBe('**');
    expect(maskedCell('Columbus', 'city')).toBe('Columbus');
    expect(maskedCell('', 'ssn')).toBe('');
  });

  it('masks by the mapped meaning: a ZIP+4 is a ZIP, not an SSN (it showed ***-**-1968); an ignored SSN-shaped value stays masked', () => {
    expect(maskedCell('43004-1968', 'zip')).toBe('43004-1968');
    expect(maskedCell('43004-1968', null)).toBe('43004-1968');
    expect(maskedCell('123456789', 'customerReferenceNumber')).toBe('123456789');
    expect(maskedCell('123456789', null)).toBe('***-**-6789');
  });
});
