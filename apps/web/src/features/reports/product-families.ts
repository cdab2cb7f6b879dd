import { PRODUCT_FAMILIES, type ProductFamily } from '@creditdesk/contracts';

export type FamilyGroup<P> = { family: ProductFamily; label: string; products: P[] };

/**
 * Products grouped by family (contracts' PRODUCT_FAMILIES), the families in their declared order and
 * the products in the server's order within each; a family without products is left out.
 */
export function groupByFamily<P extends { family: ProductFamily }>(products: readonly P[]): FamilyGroup<P>[] {
  return (Object.keys(PRODUCT_FAMILIES) as ProductFamily[])
    .map((family) => ({ family, label: PRODUCT_FAMILIES[family], products: products.filter((p) => p.family === family) }))
    .filter((group) => group.products.length > 0);
}
