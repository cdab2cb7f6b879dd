import { z } from 'zod';
import { FOLDER_PRODUCT_CODES, FOLDER_PRODUCT_NAMES } from './product-folders.generated.js';

/**
 * reports.md §1: product codes. The TeleCheck lists' codes (no report product: they open the lists), then
 * the report products' codes (the generated index of their folders, in the products' order).
 */
export const PRODUCT_CODES = [
  'TLKC', 'TLKN', 'TCCN',
  ...FOLDER_PRODUCT_CODES,
] as const;
export const productCodeSchema = z.enum(PRODUCT_CODES);
export type ProductCode = z.infer<typeof productCodeSchema>;

/** reports.md §1: product display names. */
export const PRODUCT_DISPLAY_NAMES = [
  'Consumer Credit Report', 'OneView', 'OneView+', 'Automated Data View', 'Recovery Report', 'ID Report',
  'Persona', 'Military Lending Act', 'First Search', 'TeleCheck', 'eIDcompare', 'eIDverifier', 'PM Alerts',
  'TeleCheck Collections', 'TeleCheck Negatives', 'Kount Compliance', 'DTEC', 'OFAC',
] as const;

/**
 * A product's display name by code (reports.md §1 lists codes and names apart; this pairs them).
 * CCR, NAL and OVWP agree with CONSUMER_PRODUCT_INFO. The spec names no product for TCCN: it opens both
 * TeleCheck lists (telecheck-list-products.ts), and is named so (the groups list showed the raw code,
 * issue 33). AML is the "AML connect report" of reports.md §1.
 */
export const PRODUCT_NAMES: Record<ProductCode, string> = {
  TLKC: 'TeleCheck Collections',
  TLKN: 'TeleCheck Negatives',
  TCCN: 'TeleCheck Collections and Negatives',
  ...FOLDER_PRODUCT_NAMES,
};

/** The display name of a product code; an unknown code reads as itself. */
export const productNameOf = (code: string): string => PRODUCT_NAMES[code as ProductCode] ?? code;

/** Subscriptions (features) a company may hold; 'storage' gates the input-template screens. */
export const SUBSCRIPTION_NAMES = ['storage', 'batch', 'filetransfer', 'eletters'] as const;
export const subscriptionNameSchema = z.enum(SUBSCRIPTION_NAMES);
export type SubscriptionName = z.infer<typeof subscriptionNameSchema>;

