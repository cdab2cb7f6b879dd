import path from 'node:path';
import { z } from 'zod';
import { CLIENT_CONFIG_DEFAULTS, STEP_UP_MAX_AGE_SECONDS } from '@creditdesk/contracts';
import { EFTS_ENV, eftsConfigOf } from './lib/efts-config.js';
import { SETTINGS } from './settings.js';

const seconds = (fallback: number) => z.coerce.number().positive().default(fallback);
const ms = (v: number) => Math.round(v * 1000);

/**
 * Every setting comes from the environment and is checked at start, so a bad value stops the
 * server with a clear message instead of misbehaving later. Listed in the README.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // loopback unless told otherwise: a newcomer's `npm start` is not reachable from the network
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  /** the tables' owner, through which the migrations run; DATABASE_URL is then the application's role, which does not own them (docs/audit.md). */
  DATABASE_MIGRATION_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_MIGRATION_URL must start with postgres:// or postgresql://')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  TOKEN_SIGNING_KEY: z.string().optional(),
  DATA_ENCRYPTION_KEY: z.string().optional(),
  BUREAU: z.enum(['sandbox']).default('sandbox'),
  /** a consumer bureau reached over HTTP (datasources/http-bureau.ts) instead of the sandbox. */
  BUREAU_URL: z.string().regex(/^https?:\/\/[^/]/, 'BUREAU_URL must be an http:// or https:// address').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Creditdesk <no-reply@creditdesk.example>'),
  /** SMTP attempts per message (the immediate one included) before it is given up (modules/mail/mailer.ts). */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  /** the wait after a message's first failed attempt; it doubles with each further failure, up to an hour. */
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
  DEV_OUTBOX_KEY: z.string().min(32, 'DEV_OUTBOX_KEY must be at least 32 characters').optional(),

  ACCESS_TOKEN_TTL_SECONDS: seconds(900),
  SESSION_MAX_SECONDS: seconds(8 * 3600),
  /** how recent a second factor must be for a step-up act (contracts auth/step-up.ts). */
  STEP_UP_MAX_AGE_SECONDS: seconds(STEP_UP_MAX_AGE_SECONDS),
  SESSION_WARNING_SECONDS: seconds(CLIENT_CONFIG_DEFAULTS.sessionWarningMs / 1000),
  SESSION_EXPIRED_LOGOUT_SECONDS: seconds(CLIENT_CONFIG_DEFAULTS.sessionExpiredLogoutMs / 1000),
  SESSION_CHECK_SECONDS: seconds(CLIENT_CONFIG_DEFAULTS.sessionCheckMs / 1000),
  INACTIVITY_WARNING_SECONDS: seconds(CLIENT_CONFIG_DEFAULTS.inactivityWarningMs / 1000),
  INACTIVITY_LOGOUT_SECONDS: seconds(CLIENT_CONFIG_DEFAULTS.inactivityLogoutMs / 1000),
  REFRESH_LEAD_SECONDS: seconds(CLIENT_CONFIG_DEFAULTS.refreshLeadMs / 1000),
  REFRESH_UNKNOWN_SECONDS: seconds(CLIENT_CONFIG_DEFAULTS.refreshUnknownMs / 1000),
  REFRESHING_STATE_MS: z.coerce.number().int().nonnegative().default(CLIENT_CONFIG_DEFAULTS.refreshingStateMs),
  LOCKOUT_THRESHOLD: z.coerce.number().int().positive().default(5),
  LOCKOUT_MINUTES: z.coerce.number().positive().default(30),
  LOGIN_IP_ATTEMPTS_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** report orders one user may place in a minute (every product's order route); past it 429 with Retry-After. */
  ORDER_RATE_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** calls one API client may make in a minute (every endpoint, the token endpoint too); past it 429 with Retry-After. */
  API_CLIENT_CALLS_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** how long an API client's access token (client credentials) lives. */
  API_CLIENT_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
  /** how long an API client's JWKS (private_key_jwt, read from its URL) is used before it is read again. */
  API_CLIENT_JWKS_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(300),
  /**
   * Which proxies' X-Forwarded-For to believe for the client address (network ranges, 1012):
   * 'true' (every hop: the left-most address, which a client can forge), 'false', a hop count, or
   * the proxies' addresses/CIDRs comma-separated. Unset: 'true' in production, 'false' otherwise.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d+|[0-9A-Fa-f:./,\s]+)$/, 'TRUST_PROXY must be true, false, a hop count or addresses/CIDRs separated by commas')
    .optional(),
  PASSWORD_EXPIRY_WARNING_DAYS: z.coerce.number().int().nonnegative().default(14),
  FORGOT_PASSWORD_CODE_MINUTES: z.coerce.number().positive().default(15),
  /** how often each process deletes expired codes and challenges and old outbox messages (modules/cleanup). */
  CLEANUP_INTERVAL_SECONDS: z.coerce.number().positive().max(86_400).default(300),
  /** on SIGTERM, how long readiness answers 503 before the server stops taking requests: a balancer's checks (interval × fall) must see it first. */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(0),
  /** the audit trail's signing key (Ed25519 private JWK as JSON; docs/audit.md); unset: DATA_DIR/keys/audit-signing.jwk.json, created on first start. */
  AUDIT_SIGNING_KEY: z.string().optional(),
  /** how often a server writes a signed checkpoint of the audit chains' heads to the file store; 0: never (only on demand). */
  AUDIT_CHECKPOINT_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(900),

  // Batches (modules/batches, docs/batches.md).
  /** the batch queue's loops in this process; 0: this process takes no batch work (another does). Default: 1 on the embedded database, 2 on PostgreSQL (0 in tests, which drive the queue themselves). */
  BATCH_WORKERS: z.coerce.number().int().min(0).max(32).optional(),
  /** rows a worker claims at a time. */
  BATCH_CHUNK_SIZE: z.coerce.number().int().min(1).max(1000).default(200),
  /** how long a claim holds its rows: the rows of a process that dies are taken again after it. */
  BATCH_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  /** how long an idle worker waits before looking for work again. */
  BATCH_IDLE_MS: z.coerce.number().int().min(10).max(60_000).default(1000),

  // File transfer (modules/efts, docs/file-transfer.md).
  ...EFTS_ENV,

  // Single sign-on and support (modules/sso, modules/support).
  /** tests and local development only: let a company's identity provider be plain http on a loopback or private address. */
  SSO_ALLOW_PRIVATE_ISSUERS: z.enum(['true', 'false']).default('false'),
  /** tests and local development only: let a company's webhook endpoint be plain http on a loopback or private address (issue 34). */
  WEBHOOK_ALLOW_PRIVATE_URLS: z.enum(['true', 'false']).default('false'),
  /** how long one webhook delivery attempt may take before it counts as failed (a slow receiver never holds a worker longer). */
  WEBHOOK_ATTEMPT_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(5000),
  OAUTH_REDIRECT_URIS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string().url('each of OAUTH_REDIRECT_URIS must be an absolute URL'))),
  SUPPORT_API_KEYS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string().min(32, 'each of SUPPORT_API_KEYS must be at least 32 characters'))),

  // Company registration (modules/registration, docs/onboarding.md).
  REGISTRATION_API_KEY: z.string().min(32, 'REGISTRATION_API_KEY must be at least 32 characters').optional(),
  REGISTRATION_ATTEMPTS_PER_MINUTE: z.coerce.number().int().positive().default(120),

  SUPPORT_EMAIL: z.string().default('support@creditdesk.example'),
  SUPPORT_PHONE: z.string().default('1-800-555-0199, option 3 then option 4'),
  COMMERCIAL_PRODUCTS_URL: z.string().default('https://commercial.creditdesk.example'),

  // Observability (observability/, docs/operations.md): traces only with a collector, /metrics only with a token.
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().regex(/^https?:\/\/[^/]/, 'OTEL_EXPORTER_OTLP_ENDPOINT must be an http:// or https:// address').optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('creditdesk'),
  /** the share of traces kept (parent-based: a caller's sampled traceparent is always followed). */
  OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).default(1),
  METRICS_TOKEN: z.string().min(32, 'METRICS_TOKEN must be at least 32 characters').optional(),
});

export type Env = z.input<typeof envSchema>;

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // every process refuses the development-only settings in production (settings.ts marks them)
  const refused = e.NODE_ENV === 'production' ? SETTINGS.filter((s) => s.production === 'refused' && isOn(env[s.name])) : [];
  if (refused.length > 0) {
    throw new ConfigError(`Invalid configuration for production (NODE_ENV=production):\n${refused.map((s) => `  ${s.name}: for tests and development only; unset it`).join('\n')}`);
  }
  if (e.NODE_ENV === 'production' && e.BUREAU_URL?.startsWith('http://')) {
    throw new ConfigError('Invalid configuration:\n  BUREAU_URL: must be https:// in production (pulls carry SSNs)');
  }
  if (e.DATABASE_MIGRATION_URL && !e.DATABASE_URL) {
    throw new ConfigError('Invalid configuration:\n  DATABASE_MIGRATION_URL: needs DATABASE_URL (the application\'s role on the same PostgreSQL); the embedded database has a single user');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const isProduction = e.NODE_ENV === 'production';
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    issuer: `${publicUrl}/api`,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseMigrationUrl: e.DATABASE_MIGRATION_URL,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    tokenSigningKey: e.TOKEN_SIGNING_KEY,
    dataEncryptionKey: e.DATA_ENCRYPTION_KEY,
    bureau: e.BUREAU,
    bureauUrl: e.BUREAU_URL,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, queue: { maxAttempts: e.MAIL_MAX_ATTEMPTS, retrySeconds: e.MAIL_RETRY_SECONDS } },
    seedDemoData: e.SEED_DEMO_DATA ? e.SEED_DEMO_DATA === 'true' : !isProduction,
    devOutboxKey: e.DEV_OUTBOX_KEY,
    tokens: {
      accessTtlSeconds: Math.round(e.ACCESS_TOKEN_TTL_SECONDS),
      sessionMaxSeconds: Math.round(e.SESSION_MAX_SECONDS),
      stepUpMaxAgeSeconds: Math.round(e.STEP_UP_MAX_AGE_SECONDS),
    },
    lockout: { threshold: e.LOCKOUT_THRESHOLD, minutes: e.LOCKOUT_MINUTES },
    /** where our authorization endpoint may send a code: the portal's own /login plus OAUTH_REDIRECT_URIS (exact match). */
    oauthRedirectUris: [`${publicUrl}/login`, ...e.OAUTH_REDIRECT_URIS],
    ssoAllowPrivateIssuers: e.SSO_ALLOW_PRIVATE_ISSUERS === 'true',
    webhooks: { allowPrivateUrls: e.WEBHOOK_ALLOW_PRIVATE_URLS === 'true', attemptTimeoutMs: e.WEBHOOK_ATTEMPT_TIMEOUT_MS },
    supportApiKeys: e.SUPPORT_API_KEYS,
    registration: { apiKey: e.REGISTRATION_API_KEY, attemptsPerMinute: e.REGISTRATION_ATTEMPTS_PER_MINUTE },
    loginIpAttemptsPerMinute: e.LOGIN_IP_ATTEMPTS_PER_MINUTE,
    orderRatePerMinute: e.ORDER_RATE_PER_MINUTE,
    apiClients: { callsPerMinute: e.API_CLIENT_CALLS_PER_MINUTE, tokenTtlSeconds: e.API_CLIENT_TOKEN_TTL_SECONDS, jwksTtlSeconds: e.API_CLIENT_JWKS_TTL_SECONDS },
    trustProxy: parseTrustProxy(e.TRUST_PROXY, isProduction),
    passwords: { expiryWarningDays: e.PASSWORD_EXPIRY_WARNING_DAYS, forgotCodeMinutes: e.FORGOT_PASSWORD_CODE_MINUTES },
    cleanupIntervalSeconds: e.CLEANUP_INTERVAL_SECONDS,
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS,
    audit: { signingKey: e.AUDIT_SIGNING_KEY, checkpointIntervalSeconds: e.AUDIT_CHECKPOINT_INTERVAL_SECONDS },
    efts: eftsConfigOf(e),
    tracing: { endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT, sampleRatio: e.OTEL_TRACES_SAMPLER_ARG, serviceName: e.OTEL_SERVICE_NAME },
    metricsToken: e.METRICS_TOKEN,
    batch: { workers: e.BATCH_WORKERS ?? (e.NODE_ENV === 'test' ? 0 : undefined), chunkSize: e.BATCH_CHUNK_SIZE, leaseSeconds: e.BATCH_LEASE_SECONDS, idleMs: e.BATCH_IDLE_MS },
    client: {
      sessionMaxMs: ms(e.SESSION_MAX_SECONDS),
      sessionWarningMs: ms(e.SESSION_WARNING_SECONDS),
      sessionExpiredLogoutMs: ms(e.SESSION_EXPIRED_LOGOUT_SECONDS),
      sessionCheckMs: ms(e.SESSION_CHECK_SECONDS),
      inactivityWarningMs: ms(e.INACTIVITY_WARNING_SECONDS),
      inactivityLogoutMs: ms(e.INACTIVITY_LOGOUT_SECONDS),
      refreshLeadMs: ms(e.REFRESH_LEAD_SECONDS),
      refreshUnknownMs: ms(e.REFRESH_UNKNOWN_SECONDS),
      refreshingStateMs: e.REFRESHING_STATE_MS,
      retryLimit401: CLIENT_CONFIG_DEFAULTS.retryLimit401,
      impersonationRedirectMs: CLIENT_CONFIG_DEFAULTS.impersonationRedirectMs,
      supportEmail: e.SUPPORT_EMAIL,
      supportPhone: e.SUPPORT_PHONE,
      commercialProductsUrl: e.COMMERCIAL_PRODUCTS_URL,
    },
  };
}

export class ConfigError extends Error {}

/** A development-only setting counts as set unless empty or `false`. */
const isOn = (value: string | undefined) => value !== undefined && value !== '' && value !== 'false';

/**
 * The configuration of a server or worker process: loadConfig's checks, and in production every
 * setting settings.ts marks required, all missing ones named in one message (a production server
 * never falls back to keys created under DATA_DIR, an example sender, or a localhost issuer).
 */
export function loadServerConfig(env: Record<string, string | undefined> = process.env): Config {
  const config = loadConfig(env);
  if (!config.isProduction) return config;
  const missing = SETTINGS.filter((s) => s.production === 'required' && !env[s.name]?.trim());
  if (missing.length > 0) {
    throw new ConfigError(
      `Missing configuration for production (NODE_ENV=production); set:\n${missing.map((s) => `  ${s.name}`).join('\n')}\n(each is described in the README's Configuration table and docs/operations.md)`,
    );
  }
  return config;
}

// Unset trusts no proxy: the address is the connection's own. Trusting every hop would let a client
// write its own X-Forwarded-For and walk past the network ranges and the per-address limit.
function parseTrustProxy(value: string | undefined, _isProduction: boolean): boolean | number | string[] {
  if (value === undefined) return false;
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((v) => v.trim()).filter(Boolean);
}
