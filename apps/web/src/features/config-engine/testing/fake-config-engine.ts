import { CONFIG_ENGINE_MESSAGES, type DataSourceConnection, type DataSourceConnections, maskAccount } from '@creditdesk/contracts';
import { fakeApi, json } from '../../../testing/fake-api';

export const CONNECTIONS = '/api/reportconfig/connections';
export const TWN_TEMPLATES = '/api/reportconfig/twn/templates';
export const DATAX_VALIDATE = '/api/reportconfig/datax/validate';
export const TWN_TEMPLATE = '/api/reportconfig/twn/template';

/** The sandbox's rule (docs/config-engine.md). */
export const TWN_PASSWORD = 'Twn#Sandbox2026';
export const DATAX_PASSWORD = 'Datax#Sandbox2026';
export const TEMPLATES = [
  { templatename: 'OVP_EMP_INCOME', templatedisplayname: 'Employment and income' },
  { templatename: 'OVP_EMP_ONLY', templatedisplayname: 'Employment only' },
];

const fail = (status: number, message: string) => json({ status, message, correlationId: 'test-correlation' }, status);
const at = '2026-11-01T15:04:00.000Z';

/** A fake of the Configuration Engine's calls, behaving like the server's over the sandbox's rule. */
export function configEngineApi(initial: DataSourceConnections = { twn: null, datax: null }, options: { hold?: Promise<void> } = {}) {
  const state: DataSourceConnections = { ...initial };
  return fakeApi(async (call) => {
    const { pathname } = call.url;
    const body = call.body ? (JSON.parse(call.body) as Record<string, string>) : {};
    if (pathname === CONNECTIONS) return json(state);
    if (pathname === TWN_TEMPLATES) {
      await options.hold;
      if (body.userPass !== TWN_PASSWORD) return fail(422, CONFIG_ENGINE_MESSAGES.twnRefused);
      state.twn = { source: 'twn', accountMasked: maskAccount(body.userId!), validatedAt: at, validatedBy: 'demo.admin', templates: TEMPLATES, template: state.twn?.template ?? null };
      return json(TEMPLATES);
    }
    if (pathname === DATAX_VALIDATE) {
      await options.hold;
      if (body.password !== DATAX_PASSWORD) return fail(422, CONFIG_ENGINE_MESSAGES.dataxRefused);
      const connection: DataSourceConnection = { source: 'datax', accountMasked: maskAccount(body.licensekey!), validatedAt: at, validatedBy: 'demo.admin', templates: [], template: null };
      state.datax = connection;
      return json({ status: 'success', message: CONFIG_ENGINE_MESSAGES.dataxConnected, connection });
    }
    if (pathname === TWN_TEMPLATE && state.twn) {
      const template = TEMPLATES.find((t) => t.templatename === body.templatename)!;
      state.twn = { ...state.twn, template };
      return json({ status: 'success', message: CONFIG_ENGINE_MESSAGES.templateChosen(template.templatedisplayname), connection: state.twn });
    }
    const source = pathname.startsWith(`${CONNECTIONS}/`) ? (pathname.split('/').at(-1) as 'twn' | 'datax') : undefined;
    if (source && call.method === 'DELETE') {
      if (!state[source]) return fail(404, CONFIG_ENGINE_MESSAGES.notConnected(source));
      state[source] = null;
      return json({ status: 'success', message: CONFIG_ENGINE_MESSAGES.disconnected(source) });
    }
    return fail(404, 'not found');
  });
}

export const CONNECTED: DataSourceConnections = {
  twn: { source: 'twn', accountMasked: '••••-twn', validatedAt: at, validatedBy: 'demo.admin', templates: TEMPLATES, template: TEMPLATES[0]! },
  datax: { source: 'datax', accountMasked: '••••4417', validatedAt: at, validatedBy: 'demo.admin', templates: [], template: null },
};
