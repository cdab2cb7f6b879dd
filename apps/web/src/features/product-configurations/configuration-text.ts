import { type ProductConfigurationDetail, configurableProductByCode, describeOptions } from '@creditdesk/contracts';

/**
 * A configuration's options as its list row, the order forms and the delete dialogs say them:
 * 'Score model: FICO Score 8'; none for a product that declares none (an ADV profile).
 */
export function optionLines(configuration: Pick<ProductConfigurationDetail, 'productCode' | 'options'>): string[] {
  const product = configurableProductByCode(configuration.productCode);
  if (!product) return [];
  return describeOptions(product.configuration, configuration.options).map((o) => `${o.label}: ${o.value}`);
}

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "Nov 21, 2026" in the browser's time zone; '' if unknown. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DAY.format(date);
}
