import type { ProductKey } from '@creditdesk/contracts';
import type { PortalProduct } from './portal-product';

/*
 * The portal's products, found by their folders: `./<key>/<key>-portal.ts` exports the product's one
 * PortalProduct (its order form and viewer). A new product's folder is registered by existing, with
 * no line here. A product the contracts register without a folder is listed on the Products page as
 * coming to the portal, and its stored reports open with their PDF only.
 */
const found = import.meta.glob<Record<string, PortalProduct>>('./*/*-portal.ts', { eager: true });

export const PORTAL_PRODUCTS: Partial<Record<ProductKey, PortalProduct>> = Object.fromEntries(
  Object.entries(found).flatMap(([path, exports]) => {
    const [, folder, file] = path.split('/');
    // the folder is the product's key, and its portal file is named after it
    return file === `${folder}-portal.ts` ? Object.values(exports).map((portal) => [folder, portal] as const) : [];
  }),
);

/** The portal entry of a product key; undefined while the product's screens do not exist. */
export const portalProductOf = (key: string): PortalProduct | undefined => (Object.hasOwn(PORTAL_PRODUCTS, key) ? PORTAL_PRODUCTS[key as ProductKey] : undefined);
