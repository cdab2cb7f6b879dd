import { z } from 'zod';
import { errorBodySchema } from '../common/error-body.js';
import { requiredText } from '../common/fields.js';
import { accessOfRoute, defineEndpoint } from '../http/endpoint.js';
import { isoTimestamp } from '../common/timestamp.js';

/*
 * The Configuration Engine (issue 17, /config-engine, docs/config-engine.md): a company connects its
 * own accounts at the data sources some reports draw on, The Work Number (TWN, verified employment)
 * and DataX (alternative data). reports.md §3 "Other configuration payloads" and §7 "Other" give the
 * two calls; reading, choosing the template and disconnecting are this portal's own. Credentials are
 * checked by the data source before anything is stored, stored encrypted, and never answered: only a
 * masked account.
 */

const CONFIG_ENGINE = accessOfRoute('/config-engine');

export const DATA_SOURCE_KINDS = ['twn', 'datax'] as const;
export type DataSourceKind = (typeof DATA_SOURCE_KINDS)[number];

export const DATA_SOURCE_LABELS: Record<DataSourceKind, string> = { twn: 'The Work Number', datax: 'DataX' };

export const CONFIG_ENGINE_MESSAGES = {
  twnRefused: 'The Work Number refused this user id and password. Check them and try again; nothing was saved.',
  dataxRefused: 'DataX refused this license key and password. Check them and try again; nothing was saved.',
  unavailable: (source: DataSourceKind) => `${DATA_SOURCE_LABELS[source]} could not be reached. Try again later; nothing was saved.`,
  twnConnected: (templates: number) => `The Work Number account validated: ${templates} ${templates === 1 ? 'template' : 'templates'} available. Choose the template OneView+ orders use.`,
  dataxConnected: 'DataX account validated. OneView+ orders now include alternative data.',
  templateChosen: (displayName: string) => `OneView+ orders now use the template '${displayName}'.`,
  templateUnknown: 'That template is not one your The Work Number account offers. Validate the account again to refresh its templates.',
  twnNotConnected: 'Connect The Work Number first: validate its user id and password.',
  notConnected: (source: DataSourceKind) => `${DATA_SOURCE_LABELS[source]} is not connected.`,
  disconnected: (source: DataSourceKind) => `${DATA_SOURCE_LABELS[source]} was disconnected. OneView+ orders no longer include it.`,
} as const;

/** A secret is never answered: the account shows as '••••' and its last four characters (all of it masked when shorter than 8). */
export function maskAccount(account: string): string {
  const value = account.trim();
  return value.length < 8 ? '••••' : `••••${value.slice(-4)}`;
}

// --- requests: lengths and presence checked before any call to the data source ---

export const twnCredentialsSchema = z.object({
  userId: requiredText('userId', { max: 64 }),
  // a password is taken as typed (spaces are characters of it)
  userPass: requiredText('userPass', { max: 128, trim: false }),
});
export type TwnCredentials = z.infer<typeof twnCredentialsSchema>;

export const dataxCredentialsSchema = z.object({
  licensekey: requiredText('licensekey', { max: 64 }),
  password: requiredText('password', { max: 128, trim: false }),
});
export type DataxCredentials = z.infer<typeof dataxCredentialsSchema>;

export const twnTemplateSchema = z.object({ templatename: z.string(), templatedisplayname: z.string() });
export type TwnTemplate = z.infer<typeof twnTemplateSchema>;

export const chooseTwnTemplateSchema = z.object({ templatename: requiredText('templatename', { max: 100 }) });

// --- answers ---

export const dataSourceConnectionSchema = z.object({
  source: z.enum(DATA_SOURCE_KINDS),
  /** the user id (TWN) or license key (DataX), masked: maskAccount. */
  accountMasked: z.string(),
  validatedAt: isoTimestamp(),
  /** the user name of who last validated it. */
  validatedBy: z.string(),
  /** TWN: the templates the account offered when last validated; DataX: none. */
  templates: z.array(twnTemplateSchema),
  /** TWN: the template OneView+ orders use, or null while none is chosen. */
  template: twnTemplateSchema.nullable(),
});
export type DataSourceConnection = z.infer<typeof dataSourceConnectionSchema>;

export const dataSourceConnectionsSchema = z.object({
  twn: dataSourceConnectionSchema.nullable(),
  datax: dataSourceConnectionSchema.nullable(),
});
export type DataSourceConnections = z.infer<typeof dataSourceConnectionsSchema>;

/** 422: the data source refused the credentials; 502: it could not be reached. Neither stores anything. */
const credentialRefusals = { 422: errorBodySchema, 502: errorBodySchema } as const;

export const twnTemplatesEndpoint = defineEndpoint({
  method: 'POST',
  path: '/reportconfig/twn/templates',
  summary:
    "Validate the company's The Work Number credentials and answer the templates the account offers; valid credentials are stored encrypted (422 refused, 502 unreachable: nothing stored)",
  access: CONFIG_ENGINE,
  tenancy: 'caller',
  body: twnCredentialsSchema,
  response: { 200: z.array(twnTemplateSchema), ...credentialRefusals },
});

export const dataxValidateEndpoint = defineEndpoint({
  method: 'POST',
  path: '/reportconfig/datax/validate',
  summary: "Validate the company's DataX license key and password; valid ones are stored encrypted (422 refused, 502 unreachable: nothing stored)",
  access: CONFIG_ENGINE,
  tenancy: 'caller',
  body: dataxCredentialsSchema,
  response: { 200: z.object({ status: z.literal('success'), message: z.string(), connection: dataSourceConnectionSchema }), ...credentialRefusals },
});

export const dataSourceConnectionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/reportconfig/connections',
  summary: "The company's data-source accounts: masked account, last validated at and by, the TWN templates and the chosen one (never a secret)",
  access: CONFIG_ENGINE,
  tenancy: 'caller',
  response: { 200: dataSourceConnectionsSchema },
});

export const chooseTwnTemplateEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/reportconfig/twn/template',
  summary: 'Choose the The Work Number template OneView+ orders use (one the account offered; 409 while TWN is not connected)',
  access: CONFIG_ENGINE,
  tenancy: 'caller',
  body: chooseTwnTemplateSchema,
  response: { 200: z.object({ status: z.literal('success'), message: z.string(), connection: dataSourceConnectionSchema }), 409: errorBodySchema },
});

export const disconnectDataSourceEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/reportconfig/connections/:source',
  summary: "Disconnect one of the company's data-source accounts: its stored credentials are deleted (404 when not connected)",
  access: CONFIG_ENGINE,
  tenancy: 'caller',
  params: z.object({ source: z.enum(DATA_SOURCE_KINDS, { error: "source must be 'twn' or 'datax'" }) }),
  response: { 200: z.object({ status: z.literal('success'), message: z.string() }) },
});

// --- what a OneView+ report says of a section its company has not connected ---

/**
 * The OneView+ supplements by whether the answer holds their list at all: an absent list means the
 * company had not connected the source when the report was ordered (the data source was not asked);
 * a list without the applicant's entry means it was asked and had nothing on them.
 */
export const ONEVIEW_SUPPLEMENT_NOTES = {
  twn: {
    title: 'Employment verification',
    notConnected: 'Not requested: The Work Number was not connected, or no template chosen, for this company when the report was ordered (Configuration Engine).',
    noRecord: 'No verified employment record was returned for this consumer.',
  },
  datax: {
    title: 'Alternative data',
    notConnected: 'Not requested: DataX was not connected for this company when the report was ordered (Configuration Engine).',
    noRecord: 'No alternative-data record was returned for this consumer.',
  },
} as const;
