import type { ConsumerProduct } from '@creditdesk/contracts';

const CREDIT_FILE = ['Risk score with key factors', 'Tradelines with 24-month payment history', 'Inquiries, public records and collections'];

/** What a product's report holds, as short points on its card. */
export const PRODUCT_HIGHLIGHTS: Record<ConsumerProduct, readonly string[]> = {
  acrov6: CREDIT_FILE,
  nal: CREDIT_FILE,
  oneviewplus: [...CREDIT_FILE, 'Verified employment and income', 'Alternative-data accounts'],
};
