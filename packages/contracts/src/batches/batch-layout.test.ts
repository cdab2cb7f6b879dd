import { describe, expect, it } from 'vitest';
import { CCR_PRODUCT } from '../reports/products/acrov6/acrov6.js';
import { MLA_PRODUCT } from '../reports/products/mla/mla.js';
import { OFAC_PRODUCT } from '../reports/products/ofac/ofac.js';
import { batchDate, headerKey } from './batch-cells.js';
import { batchLayoutSampleCsv, checkBatchRow, layoutColumnOfHeader } from './batch-layout.js';

const consumerRow = {
  firstName: 'Jane',
  lastName: 'Sample',
  ssn: '123-45-6789',
  dateOfBirth: '4/12/1980',
  addressLine1: '100 Main St',
  city: 'Columbus',
  state: 'oh',
  zip: '43004',
};

describe('batch cells', () => {
  it('reads the dates spreadsheets write', () => {
    expect(batchDate('1980-04-12')).toBe('1980-04-12');
    expect(batchDate('1980/4/2')).toBe('1980-04-02');
    expect(batchDate('4/12/1980')).toBe('1980-04-12');
    expect(batchDate('04-12-1980')).toBe('1980-04-12');
    expect(batchDate('4/12/1980 0:00')).toBe('1980-04-12');
    expect(batchDate('4/12/1980 12:00:00 AM')).toBe('1980-04-12');
    expect(batchDate('29323')).toBe('1980-04-12');
    expect(batchDate('1/2/80')).toBe('1/2/80');
    expect(batchDate(' soon ')).toBe('soon');
  });

  it('compares headers without case, spaces or punctuation', () => {
    expect(headerKey('First Name')).toBe(headerKey('first_name'));
    expect(headerKey('firstName')).toBe('firstname');
  });
});

describe('a batch row checked with the product schema', () => {
  const layout = CCR_PRODUCT.batch;

  it('builds the order body the form would send, with the batch defaults', () => {
    const checked = checkBatchRow(layout, CCR_PRODUCT.order.request, consumerRow, { accountNumber: '100200300', permissiblePurpose: 'CREDIT_TRANSACTION' });
    expect(checked.ok).toBe(true);
    const request = (checked as { request: { accountNumber: string; consumers: { socialNum: { number: string }[]; dateOfBirth: { dob: string }[]; addresses: { state: string }[] } } }).request;
    expect(request.accountNumber).toBe('100200300');
    expect(request.consumers.socialNum[0].number).toBe('123456789');
    expect(request.consumers.dateOfBirth[0].dob).toBe('1980-04-12');
    expect(request.consumers.addresses[0].state).toBe('OH');
  });

  it('names each problem on its column, the first of a column', () => {
    const checked = checkBatchRow(layout, CCR_PRODUCT.order.request, { ...consumerRow, ssn: '12345', dateOfBirth: '2/30/1980', firstName: '' }, { accountNumber: '100200300' });
    expect(checked.ok).toBe(false);
    const errors = (checked as { errors: { column: string | null; message: string }[] }).errors;
    expect(errors).toEqual(
      expect.arrayContaining([
        { column: 'firstName', message: 'firstName is required' },
        { column: 'ssn', message: expect.stringContaining('9 digits') },
        { column: 'dateOfBirth', message: expect.stringContaining('real date') },
        { column: 'permissiblePurpose', message: 'permissiblePurpose is required' },
      ]),
    );
  });

  it('orders a business or a person on the OFAC screen, and the MLA check without an address', () => {
    const business = checkBatchRow(OFAC_PRODUCT.batch, OFAC_PRODUCT.order.request, { businessName: 'Acme Trading' }, { accountNumber: '100200300' });
    expect(business).toMatchObject({ ok: true, request: { subject: { type: 'business', businessName: 'Acme Trading' } } });
    const mla = checkBatchRow(MLA_PRODUCT.batch, MLA_PRODUCT.order.request, { firstName: 'Jane', lastName: 'Sample', ssn: '123456789', dateOfBirth: '29323' }, { accountNumber: '100200300' });
    expect(mla).toMatchObject({ ok: true, request: { consumer: { dateOfBirth: '1980-04-12' } } });
  });

  it('knows a header by its key or its label, and offers a sample file in its own layout', () => {
    expect(layoutColumnOfHeader(layout, 'Date of Birth')?.key).toBe('dateOfBirth');
    expect(layoutColumnOfHeader(layout, 'ssn')?.key).toBe('ssn');
    expect(layoutColumnOfHeader(layout, 'Favourite colour')).toBeUndefined();
    const [header, example] = batchLayoutSampleCsv(layout).trim().split('\r\n');
    expect(header.split(',')).toEqual(layout.columns.map((c) => c.key));
    expect(checkBatchRow(layout, CCR_PRODUCT.order.request, Object.fromEntries(header.split(',').map((k, i) => [k, example.split(',')[i]])), {}).ok).toBe(true);
  });
});
