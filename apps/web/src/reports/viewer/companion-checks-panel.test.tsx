import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CompanionReport } from '@creditdesk/contracts';
import { CompanionChecksPanel } from './companion-checks-panel';

const COMPANIONS: CompanionReport[] = [
  { product: 'mla', productName: 'Military Lending Act', applicant: 'primary', consumerName: 'MARCUS BELL', status: 'completed', inquiryId: 'mla-1', result: { label: 'Covered borrower', level: 'alarm' } },
  { product: 'mla', productName: 'Military Lending Act', applicant: 'coapplicant', consumerName: 'ANGELA BELL', status: 'failed', message: 'The Defense Manpower Data Center did not answer. Please try again later.' },
  { product: 'ofac', productName: 'OFAC', applicant: 'primary', consumerName: 'MARCUS BELL', status: 'completed', inquiryId: 'ofac-1', result: { label: 'No match', level: 'good' } },
];

const lines = () => within(screen.getByRole('region', { name: 'Compliance checks run with this report' })).getAllByRole('listitem');

describe('the checks run with a credit report', () => {
  it('names each check, its consumer and its result, linking to its own report', () => {
    render(<CompanionChecksPanel companions={COMPANIONS} />, { wrapper: MemoryRouter });
    const [mla, , ofac] = lines();
    expect(within(mla).getByText('Military Lending Act check')).toBeTruthy();
    expect(within(mla).getByText('MARCUS BELL')).toBeTruthy();
    expect(within(mla).getByText('Covered borrower').closest('[data-level]')?.getAttribute('data-level')).toBe('alarm');
    expect(within(mla).getByRole('link', { name: 'Open report: the Military Lending Act check of MARCUS BELL' }).getAttribute('href')).toBe('/reports/mla-1');
    expect(within(ofac).getByText('No match').closest('[data-level]')?.getAttribute('data-level')).toBe('good');
    expect(within(ofac).getByRole('link', { name: /^Open report/ }).getAttribute('href')).toBe('/reports/ofac-1');
  });

  it('says why a check did not run and links to its order page, so the officer runs it alone', () => {
    render(<CompanionChecksPanel companions={COMPANIONS} />, { wrapper: MemoryRouter });
    const failed = lines()[1];
    expect(within(failed).getByText('ANGELA BELL · co-applicant')).toBeTruthy();
    expect(within(failed).getByText('Not run')).toBeTruthy();
    expect(within(failed).getByText('The Defense Manpower Data Center did not answer. Please try again later.')).toBeTruthy();
    expect(within(failed).queryByRole('link', { name: /^Open report/ })).toBeNull();
    expect(within(failed).getByRole('link', { name: 'Run it on its own: the Military Lending Act check of ANGELA BELL' }).getAttribute('href')).toBe('/products/mla');
  });
});
