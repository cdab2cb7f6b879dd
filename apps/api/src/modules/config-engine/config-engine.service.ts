import {
  CONFIG_ENGINE_MESSAGES,
  type DataSourceConnection,
  type DataSourceConnections,
  type DataSourceKind,
  type DataxCredentials,
  type TwnCredentials,
  type TwnTemplate,
  maskAccount,
} from '@creditdesk/contracts';
import type { AppContext } from '../../app-context.js';
import { CredentialsRefusedError, accountChecksOf } from '../../datasources/account-checks.js';
import { DataSourceUnavailableError } from '../../datasources/data-source.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { type Act, auditAdmin } from '../admin/shared/admin-context.js';
import { type ConnectionRow, credentialsContext, deleteConnection, findConnection, findConnections, setTemplate, upsertConnection } from './config-engine.repository.js';

/*
 * The Configuration Engine (docs/config-engine.md): the data source judges the credentials first,
 * outside any transaction; only accepted ones are stored, encrypted and bound to the company and the
 * source. What is answered, audited or logged holds the masked account only, never a secret.
 */

const view = (row: ConnectionRow): DataSourceConnection => {
  const templates = row.templates ?? [];
  return {
    source: row.source as DataSourceKind,
    accountMasked: row.accountMasked,
    validatedAt: row.validatedAt.toISOString(),
    validatedBy: row.validatedBy,
    templates,
    template: templates.find((t) => t.templatename === row.templateName) ?? null,
  };
};

/** What the audit trail keeps of a connection: no credential, the account masked. */
const auditView = (row: ConnectionRow | undefined) =>
  row ? { source: row.source, account: row.accountMasked, template: row.templateName, validatedAt: row.validatedAt.toISOString(), validatedBy: row.validatedBy } : null;

export async function connectionsOf(ctx: AppContext, customerId: string): Promise<DataSourceConnections> {
  const rows = await findConnections(ctx.db, customerId);
  const of = (source: DataSourceKind) => {
    const row = rows.find((r) => r.source === source);
    return row ? view(row) : null;
  };
  return { twn: of('twn'), datax: of('datax') };
}

/** Asks the data source; its refusal is a 422, its absence a 502 (audited as failures, nothing stored). */
async function judged<T>(act: Act, source: DataSourceKind, account: string, ask: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch (err) {
    const refused = err instanceof CredentialsRefusedError;
    if (!refused && !(err instanceof DataSourceUnavailableError)) throw err;
    const message = refused ? (source === 'twn' ? CONFIG_ENGINE_MESSAGES.twnRefused : CONFIG_ENGINE_MESSAGES.dataxRefused) : CONFIG_ENGINE_MESSAGES.unavailable(source);
    const status = refused ? 422 : 502;
    await auditAdmin(act.ctx.db, act, {
      action: `data-source.${source}.validated`,
      outcome: 'failure',
      targetType: 'data-source',
      targetId: source,
      details: { status, reason: refused ? 'credentials refused' : 'data source unavailable', account: maskAccount(account) },
    });
    throw new HttpError(status, message);
  }
}

async function store(act: Act, source: DataSourceKind, account: string, secret: object, templates: TwnTemplate[] | null) {
  const { ctx, caller } = act;
  return ctx.db.transaction(async (tx) => {
    const before = await findConnection(tx, caller.customerId, source);
    // a template chosen before stays chosen while the account still offers it
    const keep = before?.templateName && templates?.some((t) => t.templatename === before.templateName) ? before.templateName : null;
    const row = await upsertConnection(tx, {
      customerId: caller.customerId,
      source,
      accountMasked: maskAccount(account),
      credentialsEnc: ctx.cipher.encrypt(JSON.stringify(secret), credentialsContext(caller.customerId, source)),
      templates,
      templateName: keep,
      validatedAt: new Date(),
      validatedBy: caller.username,
    });
    await auditAdmin(tx, act, { action: `data-source.${source}.validated`, targetType: 'data-source', targetId: source, before: auditView(before), after: auditView(row) });
    return row;
  });
}

/** POST /reportconfig/twn/templates: the account's templates; the credentials stored once accepted. */
export async function connectTwn(act: Act, credentials: TwnCredentials): Promise<TwnTemplate[]> {
  const templates = await judged(act, 'twn', credentials.userId, () => accountChecksOf(act.ctx).twnTemplates(credentials));
  const row = await store(act, 'twn', credentials.userId, { userId: credentials.userId, userPass: credentials.userPass }, templates);
  return view(row).templates;
}

/** POST /reportconfig/datax/validate */
export async function connectDatax(act: Act, credentials: DataxCredentials) {
  await judged(act, 'datax', credentials.licensekey, () => accountChecksOf(act.ctx).validateDatax(credentials));
  const row = await store(act, 'datax', credentials.licensekey, { licensekey: credentials.licensekey, password: credentials.password }, null);
  return { status: 'success' as const, message: CONFIG_ENGINE_MESSAGES.dataxConnected, connection: view(row) };
}

/** PUT /reportconfig/twn/template: one of the templates the account offered when last validated. */
export async function chooseTwnTemplate(act: Act, templatename: string) {
  return act.ctx.db.transaction(async (tx) => {
    const before = await findConnection(tx, act.caller.customerId, 'twn');
    if (!before) throw new HttpError(409, CONFIG_ENGINE_MESSAGES.twnNotConnected);
    const template = (before.templates ?? []).find((t) => t.templatename === templatename);
    if (!template) throw new HttpError(400, CONFIG_ENGINE_MESSAGES.templateUnknown, { fields: [{ field: 'body.templatename', message: CONFIG_ENGINE_MESSAGES.templateUnknown }] });
    const row = await setTemplate(tx, act.caller.customerId, template.templatename);
    await auditAdmin(tx, act, { action: 'data-source.twn.template-chosen', targetType: 'data-source', targetId: 'twn', before: auditView(before), after: auditView(row) });
    return { status: 'success' as const, message: CONFIG_ENGINE_MESSAGES.templateChosen(template.templatedisplayname), connection: view(row) };
  });
}

/** DELETE /reportconfig/connections/:source: the stored credentials go with the row. */
export async function disconnect(act: Act, source: DataSourceKind) {
  return act.ctx.db.transaction(async (tx) => {
    const before = await findConnection(tx, act.caller.customerId, source);
    if (!before) throw notFound(CONFIG_ENGINE_MESSAGES.notConnected(source));
    await deleteConnection(tx, act.caller.customerId, source);
    await auditAdmin(tx, act, { action: `data-source.${source}.disconnected`, targetType: 'data-source', targetId: source, before: auditView(before), after: null });
    return { status: 'success' as const, message: CONFIG_ENGINE_MESSAGES.disconnected(source) };
  });
}

/**
 * What a OneView+ order carries of the company's accounts, decrypted here on the server only: TWN
 * when connected with a template chosen, DataX when connected. Absent ones are not asked for.
 */
export type OneViewSources = {
  twn?: { userId: string; userPass: string; templateName: string };
  datax?: { licensekey: string; password: string };
};

export async function oneViewSourcesOf(ctx: AppContext, customerId: string): Promise<OneViewSources> {
  const rows = await findConnections(ctx.db, customerId);
  const secret = <T>(row: ConnectionRow) => JSON.parse(ctx.cipher.decrypt(row.credentialsEnc, credentialsContext(customerId, row.source as DataSourceKind))) as T;
  const twn = rows.find((r) => r.source === 'twn' && r.templateName);
  const datax = rows.find((r) => r.source === 'datax');
  return {
    ...(twn ? { twn: { ...secret<{ userId: string; userPass: string }>(twn), templateName: twn.templateName! } } : {}),
    ...(datax ? { datax: secret<{ licensekey: string; password: string }>(datax) } : {}),
  };
}
