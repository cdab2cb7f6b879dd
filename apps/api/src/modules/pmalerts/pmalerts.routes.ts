import type { FastifyInstance } from 'fastify';
import {
  PM_ALERTS_CSV,
  PM_ALERT_TYPE_INFO,
  type PmAlert,
  pmAddWatchEntryEndpoint,
  pmAlertEndpoint,
  pmAlertsDownloadEndpoint,
  pmAlertsEndpoint,
  pmRemoveWatchEntryEndpoint,
  pmWatchListEndpoint,
} from '@creditdesk/contracts';
import { byOffset, csvStream, sendCsv } from '../../lib/csv-export.js';
import { exportRecorder } from '../audit/export-audit.js';
import { registerEndpoint } from '../../plugins/endpoint.js';
import { actOf } from '../admin/shared/admin-context.js';
import { seedPmAlertsDemo } from './pmalerts-demo.js';
import { addWatchEntry, alertsBatches, listAlerts, listWatchEntries, readAlert, removeWatchEntry } from './pmalerts.service.js';

/** PM Alerts' watch list and alerts (docs/products/pmalerts.md); the alerts report is ordered through the product pipeline. */
export function registerPmAlertsRoutes(app: FastifyInstance) {
  registerEndpoint(app, pmWatchListEndpoint, async (req) => listWatchEntries(actOf(req), req.query));
  registerEndpoint(app, pmAddWatchEntryEndpoint, async (req) => addWatchEntry(actOf(req), req.body));
  registerEndpoint(app, pmRemoveWatchEntryEndpoint, async (req) => removeWatchEntry(actOf(req), req.params.entryId));
  registerEndpoint(app, pmAlertsEndpoint, async (req) => listAlerts(actOf(req), req.query));
  registerEndpoint(app, pmAlertsDownloadEndpoint, async (req, reply) => {
    const batches = await alertsBatches(actOf(req), req.query); // refused (403, 400) before the stream starts
    const cells = (a: PmAlert) => [a.alertDate, PM_ALERT_TYPE_INFO[a.type].label, a.consumerName, a.ssnMasked, a.accountNumber, a.customerReferenceNumber, a.summary];
    const stream = csvStream(PM_ALERTS_CSV.columns, byOffset(batches), cells, exportRecorder(req, 'pm-alerts.exported', 'pm-alerts', { ...req.query }));
    return sendCsv(reply, PM_ALERTS_CSV.fileName, stream);
  });
  registerEndpoint(app, pmAlertEndpoint, async (req) => readAlert(actOf(req), req.params.alertId));
  if (app.ctx.config.seedDemoData) app.addHook('onReady', () => seedPmAlertsDemo(app.ctx));
}
