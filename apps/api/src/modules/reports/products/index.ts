import type { ProductKey } from '@creditdesk/contracts';
import type { ProductAdapter } from './product-adapter.js';
import { FOLDER_ADAPTERS } from './product-folders.generated.js';

/** Each product's adapter to the shared order pipeline, by product key: each folder's (./<key>/, the generated index). */
export const PRODUCT_ADAPTERS: Record<ProductKey, ProductAdapter> = FOLDER_ADAPTERS;

const byKey = new Map<string, ProductAdapter>(Object.values(PRODUCT_ADAPTERS).map((a) => [a.product.key, a]));

/** The adapter of a stored inquiry's or a batch's product key. */
export function adapterOf(key: string): ProductAdapter {
  const adapter = byKey.get(key);
  if (!adapter) throw new Error(`no adapter for the product '${key}'`);
  return adapter;
}
