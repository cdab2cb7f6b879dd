import type { FastifyInstance } from 'fastify';
import { pmAddWatchEntryEndpoint, pmAlertEndpoint, pmAlertsEndpoint, pmRemoveWatchEntryEndpoint, pmWatchListEndpoint } from '@creditdesk/contracts';
import { registerEndpoint } from '../../plugins/endpoint.js';
import { actOf } from '../admin/shared/admin-context.js';
import { seedPmAlertsDemo } from './pmalerts-demo.js';
import { addWatchEntry, listAlerts, listWatchEntries, readAlert, removeWatchEntry } from './pmalerts.service.js';

/** PM Alerts' watch list and alerts (docs/products/pmalerts.md); the alerts report is ordered through the product pipeline. */
export function registerPmAlertsRoutes(app: FastifyInstance) {
  registerEndpoint(app, pmWatchListEndpoint, async (req) => listWatchEntries(actOf(req), req.query));
  registerEndpoint(app, pmAddWatchEntryEndpoint, async (req) => addWatchEntry(actOf(req), req.body));
  registerEndpoint(app, pmRemoveWatchEntryEndpoint, async (req) => removeWatchEntry(actOf(req), req.params.entryId));
  registerEndpoint(app, pmAlertsEndpoint, async (req) => listAlerts(actOf(req), req.query));
  registerEndpoint(app, pmAlertEndpoint, async (req) => readAlert(actOf(req), req.params.alertId));
  if (app.ctx.config.seedDemoData) app.addHook('onReady', () => seedPmAlertsDemo(app.ctx));
}
