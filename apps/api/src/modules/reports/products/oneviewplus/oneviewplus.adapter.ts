import { ONEVIEW_PLUS_ADD_ONS, OVWP_PRODUCT } from '@creditdesk/contracts';
import type { ConsumerReportPull } from '../../../../datasources/consumer-bureau.js';
import { oneViewSourcesOf } from '../../../config-engine/config-engine.service.js';
import { consumerCreditSpec } from '../consumer-credit.js';
import { defineAdapter } from '../product-adapter.js';

/** The OneView+ sources an order draws: those connected, less the add-ons its configuration leaves out. */
function keptAddOns<S extends Pick<ConsumerReportPull, 'twn' | 'datax'>>(sources: S, addOns: readonly string[] | undefined): Partial<S> {
  if (!addOns) return sources;
  const { twn, datax, ...rest } = sources;
  return {
    ...rest,
    ...(twn && addOns.includes(ONEVIEW_PLUS_ADD_ONS.employment) ? { twn } : {}),
    ...(datax && addOns.includes(ONEVIEW_PLUS_ADD_ONS.alternativeData) ? { datax } : {}),
  } as Partial<S>;
}

/**
 * OneView+: the consumer credit family's pull and PDF (../consumer-credit.ts), with the company's TWN
 * template and DataX account (Configuration Engine), decrypted here only, each kept only when the
 * order's configuration keeps its add-on (none named: every connected one).
 */
export const oneviewplusAdapter = defineAdapter(
  OVWP_PRODUCT,
  consumerCreditSpec(OVWP_PRODUCT, async (ctx, customerId, addOns) => keptAddOns(await oneViewSourcesOf(ctx, customerId), addOns)),
);
