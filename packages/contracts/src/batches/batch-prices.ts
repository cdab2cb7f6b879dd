import type { ProductCode } from '../access/products.js';

/**
 * The list price of one report, in US cents, by product code: what a batch's dry run multiplies its
 * rows by. The bureau's contract with a company may price otherwise; the estimate says "list price".
 */
export const LIST_PRICE_CENTS: Partial<Record<ProductCode, number>> = {
  CCR: 1_495,
  NAL: 1_195,
  OVWP: 1_995,
  MLA: 150,
  OFAC: 95,
};

/** A batch's cost estimate: its orderable rows at the product's list price. */
export function batchEstimate(productCode: string, rows: number): { unitPriceCents: number; rows: number; totalCents: number; currency: 'USD' } {
  const unitPriceCents = LIST_PRICE_CENTS[productCode as ProductCode] ?? 0;
  return { unitPriceCents, rows, totalCents: unitPriceCents * rows, currency: 'USD' };
}
