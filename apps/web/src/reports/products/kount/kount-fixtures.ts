import type { KountDataSourceResponse, KountReport } from '@creditdesk/contracts';
import { orderAnswer, productDsr } from '../../testing/product-order-harness';
import { GUZMAN_CANDIDATE, SCREENED_AT, SDN_LIST } from '../../product-kit/screening/ofac-fixtures';

/*
 * Kount Compliance answers as the server gives them (docs/products/kount.md): a person on the
 * watchlist (review) and a business on none (pass), each with the match asked echoed.
 */

const watchlist: KountReport['watchlist'] = { name: 'OFAC Specially Designated Nationals', list: SDN_LIST, threshold: 0.88 };

export const KOUNT_GUZMAN: KountDataSourceResponse = {
  ...productDsr({ kountReport: { decision: 'review', watchlist, matches: [GUZMAN_CANDIDATE], screenedAt: SCREENED_AT } }),
  kountReportRequest: { value: { personMatch: { name: { first: 'Joaquin', last: 'Guzman Loera' } } } },
};

export const KOUNT_BAKERY: KountDataSourceResponse = {
  ...productDsr({ kountReport: { decision: 'pass', watchlist, matches: [], screenedAt: SCREENED_AT } }),
  kountReportRequest: { value: { businessMatch: { name: 'Maple Street Bakery LLC' } } },
};

export const kountOrderResponse = (dataSourceResponse: KountDataSourceResponse) => orderAnswer('kount', dataSourceResponse);
