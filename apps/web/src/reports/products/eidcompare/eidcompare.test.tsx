import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EIDC_MATCH_INFO, EIDC_VERDICT_INFO, EID_COMPARE_PRODUCT, type EidCompareReport } from '@creditdesk/contracts';
import { json } from '../../../testing/fake-api';
import { bodyOf, change, fieldErrorsAnswer, openProductForm, openTestConsumers, orderAnswer, productDsr, submitOrder } from '../../testing/product-order-harness';
import { rowsOf, showReport } from '../../testing/report-screen';

const REVIEW: EidCompareReport = {
  identifier: 'current',
  asOfDate: '2026-11-01',
  subject: { firstName: 'DANIEL', middleName: null, lastName: 'OKAFOR', suffix: null, ssnMasked: '***-**-1401', dateOfBirth: '1979-09-30', address: { line1: '1180 BIRCH ST APT 7', city: 'COLUMBUS', state: 'OH', zip: '43215' } },
  verdict: 'review',
  comparisons: [
    { field: 'name', submitted: 'DANIEL OKAFOR', onFile: 'DANIEL OKAFOR', match: 'exact', note: null },
    { field: 'address', submitted: '1180 BIRCH ST APT 7, COLUMBUS, OH 43215', onFile: '1180 BIRCH ST APT 4B, COLUMBUS, OH 43215', match: 'partial', note: 'Another apartment or unit' },
    { field: 'ssn', submitted: '***-**-1401', onFile: '***-**-1401', match: 'exact', note: null },
    { field: 'phone', submitted: '614-555-0199', onFile: '614-555-0172', match: 'no-match', note: null },
    { field: 'email', submitted: 'dan@example.com', onFile: null, match: 'not-on-file', note: null },
  ],
};

afterEach(() => vi.restoreAllMocks());

describe('eIDcompare on screen', () => {
  it('shows the verdict, the match counts and each field with its match level in the contracts’ words and levels', () => {
    showReport('eidcompare', 'eIDcompare', productDsr({ eidCompareReport: REVIEW }));
    const verdict = screen.getByTestId('report-statement');
    expect(verdict.textContent).toBe(EIDC_VERDICT_INFO.review.label);
    expect(verdict.getAttribute('data-level')).toBe('fair');
    expect(rowsOf('Field by field').slice(1)).toEqual([
      ['Name', 'Exact match', 'DANIEL OKAFOR', 'DANIEL OKAFOR'],
      ['Address', 'Partial matchAnother apartment or unit', '1180 BIRCH ST APT 7, COLUMBUS, OH 43215', '1180 BIRCH ST APT 4B, COLUMBUS, OH 43215'],
      ['SSN', 'Exact match', '***-**-1401', '***-**-1401'],
      ['Phone', 'No match', '614-555-0199', '614-555-0172'],
      ['Email', 'Not on file', 'dan@example.com', 'Not on file'],
    ]);
    const table = screen.getByRole('table', { name: 'Field by field' });
    expect(within(table).getAllByText('No match')[0].closest('[data-level]')?.getAttribute('data-level')).toBe(EIDC_MATCH_INFO['no-match'].level);
    expect(within(table).getAllByText('Exact match')[0].closest('[data-level]')?.getAttribute('data-level')).toBe('good');
  });

  it('counts the fields at each level in its tiles', () => {
    showReport('eidcompare', 'eIDcompare', productDsr({ eidCompareReport: REVIEW }));
    expect(summaryTilesOf()).toEqual([['Exact match', '2'], ['Partial match', '1'], ['No match', '1'], ['Not on file', '1']]);
  });
});

const summaryTilesOf = () => within(screen.getByRole('region', { name: 'Match levels' })).getAllByRole('definition').map((dd) => [dd.previousSibling?.textContent, dd.textContent]);

describe('the eIDcompare order form', () => {
  const applicant = () => screen.getByRole('group', { name: 'Applicant' });
  const text = (name: string) => within(applicant()).getByRole('textbox', { name });

  it('asks for the email and the driver’s licence besides the identity, and sends them (licence state upper-case, phone digits)', async () => {
    const { orders } = await openProductForm(EID_COMPARE_PRODUCT, () => json(orderAnswer('eidcompare', productDsr({ eidCompareReport: REVIEW }))));
    change(screen.getByRole('combobox', { name: 'Account number' }), '100200300');
    change(text('First name'), 'Daniel');
    change(text('Last name'), 'Okafor');
    change(text('Social Security number'), '123-45-1401');
    change(text('Phone number'), '614-555-0199');
    change(text('Email'), 'dan@example.com');
    change(text("Driver's licence number"), 'OK123456');
    change(within(applicant()).getByRole('combobox', { name: 'Licence issued in' }), 'OH');
    change(text('Street address'), '1180 Birch St Apt 7');
    change(text('City'), 'Columbus');
    change(within(applicant()).getByRole('combobox', { name: 'State' }), 'OH');
    change(text('ZIP code'), '43215');
    submitOrder();
    await waitFor(() => expect(orders()).toHaveLength(1));
    expect(bodyOf(orders()[0]).consumer).toMatchObject({ phone: '6145550199', email: 'dan@example.com', driversLicense: { number: 'OK123456', state: 'OH' } });
  });

  it('places the server’s refusal of a field on it', async () => {
    await openProductForm(EID_COMPARE_PRODUCT, () => fieldErrorsAnswer([{ field: 'body.consumer.driversLicense.number', message: 'driversLicense.number must be 4 to 20 letters and digits' }]));
    const items = await openTestConsumers();
    fireEvent.click(items.find((i) => /ellison/i.test(i.textContent ?? ''))!);
    change(screen.getByRole('combobox', { name: 'Account number' }), '100200300');
    submitOrder();
    expect(await screen.findByText("Driver's licence number must be 4 to 20 letters and digits")).toBeTruthy();
  });
});
