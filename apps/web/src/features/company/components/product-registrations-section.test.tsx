import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REPORT_PRODUCTS, type ReportProduct } from '@creditdesk/contracts';
import { renderWithStore } from '../../../reports/testing/render-with-store';
import { makeCompany } from '../testing/fake-company';
import { PRODUCT_REGISTRATIONS, ProductRegistrationsSection } from './product-registrations-section';

describe('product registrations', () => {
  it('has a switch for every registration a product of the registry needs, and none for another', () => {
    const needed = new Set((REPORT_PRODUCTS as readonly ReportProduct[]).map((p) => p.requiresRegistration).filter(Boolean));
    expect(new Set(PRODUCT_REGISTRATIONS.map((r) => r.registration))).toEqual(needed);
  });

  it('shows the switches with the saved values', () => {
    renderWithStore(<ProductRegistrationsSection company={makeCompany()} />);
    expect((screen.getByRole('switch', { name: /Identity comparison/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: /Identity verifier/ }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('button', { name: 'Save product registrations' })).toBeTruthy();
  });
});
