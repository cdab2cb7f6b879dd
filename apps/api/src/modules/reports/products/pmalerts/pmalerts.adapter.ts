import { PMLT_PRODUCT, PM_ALERT_TYPES, type PmAlertsDataSourceResponse, formatDate, pmAlertsMessage } from '@creditdesk/contracts';
import { findWatchEntry } from '../../../pmalerts/pmalerts.repository.js';
import { WATCH_ENTRY_UNKNOWN, alertsOf } from '../../../pmalerts/pmalerts.service.js';
import { fieldError } from '../../order-steps.js';
import { renderPmAlertsPdf } from './pmalerts-pdf.js';
import { defineAdapter } from '../product-adapter.js';

/**
 * The PM Alerts report: the company's alerts of a date range (a type, one watched consumer), as
 * they stand when it is pulled, stored as an inquiry with product PMLT (its PDF, its line in My
 * Reports). Billed to the account number the request names. Account review, not a new consumer
 * report: no permissible purpose is asked.
 */
export const pmAlertsAdapter = defineAdapter(PMLT_PRODUCT, {
  async checkOrder(ctx, caller, body) {
    if (body.watchEntryId && !(await findWatchEntry(ctx.db, caller.customerId, body.watchEntryId))) throw fieldError('watchEntryId', WATCH_ENTRY_UNKNOWN);
    return undefined;
  },
  subjectOf: (body) => ({ consumerName: `Alerts ${formatDate(body.fromDate)} to ${formatDate(body.toDate)}`, coApplicantName: null, ssnLast4: '', identity: { fromDate: body.fromDate, toDate: body.toDate } }),
  async pull(ctx, body, { customerId }) {
    const found = await alertsOf(ctx, customerId, { fromDate: body.fromDate, toDate: body.toDate, alertType: body.alertType, watchEntryId: body.watchEntryId });
    const consumerName = body.watchEntryId ? ((await findWatchEntry(ctx.db, customerId, body.watchEntryId))?.consumerName ?? null) : null;
    const counts = Object.fromEntries(PM_ALERT_TYPES.map((t) => [t, found.alerts.filter((a) => a.type === t).length]));
    const dataSourceResponse: PmAlertsDataSourceResponse = {
      value: {
        pmAlertsReport: {
          identifier: 'current',
          criteria: { fromDate: found.filter.fromDate, toDate: found.filter.toDate, alertType: body.alertType ?? null, consumerName },
          generatedAt: new Date().toISOString(),
          watchedCount: found.watchedCount,
          counts: counts as PmAlertsDataSourceResponse['value']['pmAlertsReport']['counts'],
          alerts: found.alerts.map(({ watchEntryId: _entry, ...alert }) => alert),
          message: pmAlertsMessage(found.watchedCount, found.alerts.length),
        },
      },
      errors: [],
      status: 200,
    };
    return { dataSourceResponse, status: found.alerts.length > 0 ? 'Completed' : 'No Hit' };
  },
  pdf: renderPmAlertsPdf,
});
