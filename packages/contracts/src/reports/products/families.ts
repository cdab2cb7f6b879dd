/**
 * The families the Products page groups products by. Its own file (it imports nothing), so the API
 * scopes (http/scopes.ts: one order scope per family) read it without the product declarations.
 */
export const PRODUCT_FAMILIES = {
  'consumer-credit': 'Consumer credit',
  'identity-fraud': 'Identity and fraud',
  compliance: 'Compliance',
  'check-verification': 'Check verification',
} as const;
export type ProductFamily = keyof typeof PRODUCT_FAMILIES;
