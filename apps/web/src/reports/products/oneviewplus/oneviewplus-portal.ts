import { CREDIT_FILE_HIGHLIGHTS, consumerPortalProduct } from '../../product-kit/consumer/consumer-product';

/** OVWP, OneView+: the consumer family's form and viewer; its viewer adds employment verification and alternative data. */
export const ONEVIEWPLUS_PORTAL = consumerPortalProduct([...CREDIT_FILE_HIGHLIGHTS, 'Verified employment and income', 'Alternative-data accounts']);
