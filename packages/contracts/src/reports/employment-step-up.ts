import { type StepUp, stepUp } from '../auth/step-up.js';

/*
 * Orders that are step-up acts (auth/step-up.ts): one with the employment purpose (FCRA §604(b):
 * a report for an employment decision, with its own consent and disclosure duties), or of a product
 * whose report includes employment data (OneView+'s verified employment, Persona's employment history).
 */
export const EMPLOYMENT_PURPOSE = 'EMPLOYMENT';
export const EMPLOYMENT_DATA_PRODUCT_KEYS: readonly string[] = ['oneviewplus', 'persona'];

const REASON = 'Employment data is among the most sensitive a report holds (FCRA §604(b)); a stolen session must not pull it.';

const purposeOf = (body: unknown): unknown => (body && typeof body === 'object' ? (body as { permissiblePurpose?: unknown }).permissiblePurpose : undefined);

/** The step-up rule of a product's single order: always for an employment-data product, else with the employment purpose. */
export function orderStepUpOf(productKey: string): StepUp {
  if (EMPLOYMENT_DATA_PRODUCT_KEYS.includes(productKey)) return stepUp(REASON);
  return stepUp(REASON, { description: 'with permissiblePurpose EMPLOYMENT', test: (body) => purposeOf(body) === EMPLOYMENT_PURPOSE });
}

/** The multi-order's rule: any item of an employment-data product or with the employment purpose. */
export const MULTI_ORDER_STEP_UP: StepUp = stepUp(REASON, {
  description: `with an item of ${EMPLOYMENT_DATA_PRODUCT_KEYS.join(' or ')}, or with permissiblePurpose EMPLOYMENT`,
  test: (body) => {
    const items = body && typeof body === 'object' ? (body as { products?: unknown }).products : undefined;
    return (
      Array.isArray(items) &&
      items.some((i: { product?: unknown; permissiblePurpose?: unknown }) => EMPLOYMENT_DATA_PRODUCT_KEYS.includes(String(i?.product)) || purposeOf(i) === EMPLOYMENT_PURPOSE)
    );
  },
});
