import { type ProductConfigurationDetail, configurableProductByCode, describeOptions, formatDate } from '@creditdesk/contracts';

/**
 * A configuration's options as its list row, the order forms and the delete dialogs say them:
 * 'Score model: FICO Score 8'; none for a product that declares none (an ADV profile).
 */
export function optionLines(configuration: Pick<ProductConfigurationDetail, 'productCode' | 'options'>): string[] {
  const product = configurableProductByCode(configuration.productCode);
  if (!product) return [];
  return describeOptions(product.configuration, configuration.options).map((o) => `${o.label}: ${o.value}`);
}

/** A day on screen as the contracts declare it (DATE_DISPLAY): "11-21-2026" in the browser's time zone; '' if unknown. */
export const formatDay = (iso: string): string => formatDate(iso);
