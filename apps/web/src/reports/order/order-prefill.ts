/**
 * An order page opened from another report with its form filled in (First Search's candidate → a
 * Consumer Credit Report): the navigation's state carries the product and the form's values, used
 * when the order session holds no draft of that product. Held in the history entry only, never stored.
 */
export type OrderPrefill = { productKey: string; draft: unknown };

export const orderPrefillState = (prefill: OrderPrefill) => ({ prefill });

/** The prefilled draft a navigation carries for this product, if any. */
export function prefillOf(state: unknown, productKey: string): unknown {
  const prefill = (state as { prefill?: OrderPrefill } | null)?.prefill;
  return prefill?.productKey === productKey ? prefill.draft : undefined;
}
