import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REPORT_PRODUCTS, type ReportProduct } from '@creditdesk/contracts';
import { renderWithStore } from '../../../reports/testing/render-with-store';
import { makeCompany } from '../testing/fake-company';
import { OFFERED_REGISTRATIONS, PRODUCT_REGISTRATIONS, ProductRegistrationsSection } from './product-registrations-section';

describe('product registrations', () => {
  it('offers a registration only for a product of the registry that needs it', () => {
    const needed = new Set((REPORT_PRODUCTS as readonly ReportProduct[]).map((p) => p.requiresRegistration).filter(Boolean));
    expect(OFFERED_REGISTRATIONS.map((r) => r.registration)).toEqual(PRODUCT_REGISTRATIONS.filter((r) => needed.has(r.registration)).map((r) => r.registration));
  });

  it('shows the switches with the saved values once the products exist', () => {
    renderWithStore(<ProductRegistrationsSection company={makeCompany()} offered={PRODUCT_REGISTRATIONS} />);
    expect((screen.getByRole('switch', { name: /Identity comparison/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: /Identity verifier/ }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('button', { name: 'Save product registrations' })).toBeTruthy();
  });
});
