import { CREDIT_FILE_HIGHLIGHTS, consumerPortalProduct } from '../../product-kit/consumer/consumer-product';

/** NAL, OneView: the consumer family's form and viewer. */
export const NAL_PORTAL = consumerPortalProduct(CREDIT_FILE_HIGHLIGHTS);
