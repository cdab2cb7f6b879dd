import { CONFIGURABLE_PRODUCTS, CONFIGURATIONS_SORT, PRODUCT_CONFIGURATION_PAGE_SIZES, type SortOrder } from '@creditdesk/contracts';
import { readSort, writeSort } from '../../lib/list-sort-url';

/**
 * The list's state in the URL: q (a part of the name or the account number), product (a product
 * code), memberNumber (the account-number page links here with it), page, size and sort. The plain list
 * is just /product-configuration.
 */
export type ConfigurationsQuery = { q: string; product: string; memberNumber: string; page: number; size: number; sort: SortOrder<(typeof CONFIGURATIONS_SORT.columns)[number]> };

/** The server's limit on searchValue (searchProductConfigurationsBodySchema). */
export const SEARCH_MAX_LENGTH = 60;
export const DEFAULT_PAGE_SIZE = PRODUCT_CONFIGURATION_PAGE_SIZES[0];

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : undefined;
};

export function readConfigurationsQuery(params: URLSearchParams): ConfigurationsQuery {
  const product = params.get('product') ?? '';
  const size = positive(params.get('size'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    product: CONFIGURABLE_PRODUCTS.some((p) => p.code === product) ? product : '',
    memberNumber: (params.get('memberNumber') ?? '').trim().slice(0, 64),
    page: Math.min(positive(params.get('page')) ?? 1, 100_000),
    size: (PRODUCT_CONFIGURATION_PAGE_SIZES as readonly number[]).includes(size ?? 0) ? size! : DEFAULT_PAGE_SIZE,
    sort: readSort(params, CONFIGURATIONS_SORT),
  };
}

export function writeConfigurationsQuery(query: ConfigurationsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.product) params.set('product', query.product);
  if (query.memberNumber) params.set('memberNumber', query.memberNumber);
  if (query.page > 1) params.set('page', String(query.page));
  if (query.size !== DEFAULT_PAGE_SIZE) params.set('size', String(query.size));
  return writeSort(params, CONFIGURATIONS_SORT, query.sort);
}
