import { CREDIT_FILE_HIGHLIGHTS, consumerPortalProduct } from '../../product-kit/consumer/consumer-product';

/** CCR, the Consumer Credit Report: the consumer family's form and viewer. */
export const ACROV6_PORTAL = consumerPortalProduct(CREDIT_FILE_HIGHLIGHTS);
