import type { ProductKey } from '@creditdesk/contracts';
import { advAdapter } from './adv.adapter.js';
import { consumerCreditAdapter } from './consumer-credit.adapter.js';
import { dtecAdapter } from './dtec.adapter.js';
import { eidCompareAdapter } from './eidcompare.adapter.js';
import { eidVerifierAdapter } from './eidverifier.adapter.js';
import { firstSearchAdapter } from './firstsearch.adapter.js';
import { idReportAdapter } from './idreport.adapter.js';
import { amlConnectAdapter } from './amlconnect.adapter.js';
import { kountAdapter } from './kount.adapter.js';
import { mlaAdapter } from './mla.adapter.js';
import { telecheckAdapter } from './telecheck.adapter.js';
import { ofacAdapter } from './ofac.adapter.js';
import { personaAdapter } from './persona.adapter.js';
import { pmAlertsAdapter } from './pmalerts.adapter.js';
import type { ProductAdapter } from './product-adapter.js';
import { recoveryReportAdapter } from './recoveryreport.adapter.js';

/** Each product's adapter to the shared order pipeline, by product key. One line a product. */
export const PRODUCT_ADAPTERS: Record<ProductKey, ProductAdapter<never>> = {
  acrov6: consumerCreditAdapter('acrov6') as ProductAdapter<never>,
  nal: consumerCreditAdapter('nal') as ProductAdapter<never>,
  oneviewplus: consumerCreditAdapter('oneviewplus') as ProductAdapter<never>,
  adv: advAdapter as ProductAdapter<never>,
  idreport: idReportAdapter as ProductAdapter<never>,
  persona: personaAdapter as ProductAdapter<never>,
  dtec: dtecAdapter as ProductAdapter<never>,
  eidcompare: eidCompareAdapter as ProductAdapter<never>,
  eidverifier: eidVerifierAdapter as ProductAdapter<never>,
  recoveryreport: recoveryReportAdapter as ProductAdapter<never>,
  ofac: ofacAdapter as ProductAdapter<never>,
  amlconnect: amlConnectAdapter as ProductAdapter<never>,
  kount: kountAdapter as ProductAdapter<never>,
  mla: mlaAdapter as ProductAdapter<never>,
  pmalerts: pmAlertsAdapter as ProductAdapter<never>,
  telecheck: telecheckAdapter as ProductAdapter<never>,
  firstsearch: firstSearchAdapter as ProductAdapter<never>,
};
