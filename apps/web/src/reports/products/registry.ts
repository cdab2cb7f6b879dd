import type { ProductKey } from '@creditdesk/contracts';
import { ACROV6_PORTAL } from './acrov6/acrov6-portal';
import { ADV_PORTAL } from './adv/adv-portal';
import { AML_CONNECT_PORTAL } from './amlconnect/amlconnect-portal';
import { DTEC_PORTAL } from './dtec/dtec-portal';
import { EIDC_PORTAL } from './eidcompare/eidcompare-portal';
import { EIDV_PORTAL } from './eidverifier/eidverifier-portal';
import { FIRST_SEARCH_PORTAL } from './firstsearch/firstsearch-portal';
import { ID_REPORT_PORTAL } from './idreport/idreport-portal';
import { MLA_PORTAL } from './mla/mla-portal';
import { KOUNT_PORTAL } from './kount/kount-portal';
import { NAL_PORTAL } from './nal/nal-portal';
import { OFAC_PORTAL } from './ofac/ofac-portal';
import { ONEVIEWPLUS_PORTAL } from './oneviewplus/oneviewplus-portal';
import { PERSONA_PORTAL } from './persona/persona-portal';
import { PM_ALERTS_PORTAL } from './pmalerts/pmalerts-portal';
import { RECOVERY_REPORT_PORTAL } from './recoveryreport/recoveryreport-portal';
import { TELECHECK_PORTAL } from './telecheck/telecheck-portal';
import type { PortalProduct } from './portal-product';

/**
 * The portal's products: key (the contracts' product registry) → its order form and viewer. One line
 * a product. A product the contracts register without a line here is listed on the Products page as
 * coming to the portal, and its stored reports open with their PDF only.
 */
export const PORTAL_PRODUCTS: Partial<Record<ProductKey, PortalProduct>> = {
  acrov6: ACROV6_PORTAL,
  adv: ADV_PORTAL,
  amlconnect: AML_CONNECT_PORTAL,
  dtec: DTEC_PORTAL,
  eidcompare: EIDC_PORTAL,
  eidverifier: EIDV_PORTAL,
  firstsearch: FIRST_SEARCH_PORTAL,
  idreport: ID_REPORT_PORTAL,
  mla: MLA_PORTAL,
  kount: KOUNT_PORTAL,
  nal: NAL_PORTAL,
  ofac: OFAC_PORTAL,
  oneviewplus: ONEVIEWPLUS_PORTAL,
  persona: PERSONA_PORTAL,
  pmalerts: PM_ALERTS_PORTAL,
  recoveryreport: RECOVERY_REPORT_PORTAL,
  telecheck: TELECHECK_PORTAL,
};

/** The portal entry of a product key; undefined while the product's screens do not exist. */
export const portalProductOf = (key: string): PortalProduct | undefined =>
  Object.hasOwn(PORTAL_PRODUCTS, key) ? PORTAL_PRODUCTS[key as ProductKey] : undefined;
