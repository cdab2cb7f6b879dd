import { z } from 'zod';

/** reports.md §1: product codes. */
export const PRODUCT_CODES = [
  'NAL', 'CCR', 'OVWP', 'ADV', 'RREP', 'IDRT', 'EMPL', 'TLCK', 'DTEC', 'AML', 'FSCH', 'MLA',
  'TLKC', 'TLKN', 'TCCN', 'EIDC', 'EIDV', 'PMLT', 'KOUNT', 'OFAC',
] as const;
export const productCodeSchema = z.enum(PRODUCT_CODES);
export type ProductCode = z.infer<typeof productCodeSchema>;

/** reports.md §1: product display names. */
export const PRODUCT_DISPLAY_NAMES = [
  'Consumer Credit Report', 'OneView', 'OneView+', 'Automated Data View', 'Recovery Report', 'ID Report',
  'Persona', 'Military Lending Act', 'First Search', 'TeleCheck', 'eIDcompare', 'eIDverifier', 'PM Alerts',
  'TeleCheck Collections', 'TeleCheck Negatives', 'Kount Compliance', 'DTEC', 'OFAC',
] as const;

/** Subscriptions (features) a company may hold; 'storage' gates the input-template screens. */
export const SUBSCRIPTION_NAMES = ['storage', 'batch', 'filetransfer', 'eletters'] as const;
export const subscriptionNameSchema = z.enum(SUBSCRIPTION_NAMES);
export type SubscriptionName = z.infer<typeof subscriptionNameSchema>;
