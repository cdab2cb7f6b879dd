import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { ConsumerBureau } from './datasources/consumer-bureau.js';
import type { DataSourceSet } from './datasources/data-sources.js';
import type { FieldCipher } from './lib/field-cipher.js';
import type { Mailer } from './modules/mail/mailer.js';
import type { AccessCache } from './modules/auth/access-cache.js';
import type { TokenService } from './modules/auth/token-service.js';
import type { DeploymentFingerprint } from './modules/deployment/join-deployment.js';
import type { AppMetrics } from './observability/metrics.js';
import type { Tracing } from './observability/tracing.js';

/**
 * What the endpoint registration's guard (plugins/endpoint.ts) asks of the modules, given here so that
 * plugins/ imports none: the caller (modules/auth/request-caller.ts) and the API key (modules/support/request-api-key.ts).
 */
export type EndpointGuard = {
  /** Idempotency-Key of order and batch calls (modules/api-clients/idempotency.ts): true when a kept answer was sent. */
  beginIdempotent(req: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply, endpoint: import('@creditdesk/contracts').Endpoint): Promise<boolean>;
  finishIdempotent(req: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply, payload: unknown): Promise<void>;
  /** a step-up act (Endpoint.stepUp) without a recent second factor: 401 with the RFC 9470 challenge (modules/mfa/step-up.service.ts). */
  requireFreshFactor(req: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply, endpoint: import('@creditdesk/contracts').Endpoint): Promise<void>;
  /** the caller of a verified access token with a live session, or of a link grant; null when there is none. */
  callerOf(req: import('fastify').FastifyRequest, endpoint: import('@creditdesk/contracts').Endpoint): Promise<Caller | null>;
  /** the active API key of the purpose in x-api-key; a missing or unknown key is a 401 (and recorded). */
  apiKeyOf(
    req: import('fastify').FastifyRequest,
    purpose: import('@creditdesk/contracts').ApiKeyPurpose,
  ): Promise<{ id: string; name: string; purpose: import('@creditdesk/contracts').ApiKeyPurpose }>;
};

/** What every route handler may use; built once in buildApp and decorated on the instance. */
export type AppContext = {
  config: Config;
  db: Db;
  dbKind: 'embedded' | 'postgres';
  tokens: TokenService;
  /** the guard's per-process memory of verified tokens and live sessions (modules/auth/access-cache.ts). */
  access: AccessCache;
  /** encrypts consumer data at rest. */
  cipher: FieldCipher;
  /** the consumer credit bureau (the sandbox by default). */
  bureau: ConsumerBureau;
  /** the other products' data sources given at build (datasources/data-sources.ts); the sandbox where none is. */
  dataSources: DataSourceSet;
  /** e-mail: SMTP when configured, always recorded in the outbox. */
  mailer: Mailer;
  /** the registration API key the portal is given (GET /api/portal/config); docs/onboarding.md. */
  registrationApiKey: string;
  /** what every process on one database must share (modules/deployment). */
  deployment: DeploymentFingerprint;
  /** who calls: the endpoint registration's guard reads it (plugins/endpoint.ts). */
  guard: EndpointGuard;
  /** spans (observability/tracing.ts): undefined while OTEL_EXPORTER_OTLP_ENDPOINT is unset. */
  tracing?: Tracing;
  /** counters for /metrics (observability/metrics.ts): no-ops while METRICS_TOKEN is unset. */
  metrics: AppMetrics;
};

/** The authenticated caller, set by the guard from a verified access token and a live session. */
export type Caller = {
  userId: string;
  sessionId: string;
  customerId: string;
  username: string;
  role: string;
  entitlements: import('@creditdesk/contracts').Entitlement[];
  /** the call came with a link grant, not a bearer token (modules/auth/link-grant.ts): audits say so. */
  viaLink?: boolean;
  /**
   * An API client (client credentials, modules/api-clients), not a person: userId and username are
   * its service identity; its token's scopes open the endpoints that declare them, never another.
   */
  client?: { id: string; name: string; scopes: import('@creditdesk/contracts').ApiScope[] };
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** every endpoint registered from a contract declaration (the security tests walk them all). */
    endpoints: readonly import('@creditdesk/contracts').Endpoint[];
  }
  interface FastifyRequest {
    caller: Caller | null;
    /** the API key an `apiKey` endpoint was called with (set by its guard); never the key itself. */
    apiKey: { id: string; name: string; purpose: import('@creditdesk/contracts').ApiKeyPurpose } | null;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the contract declaration a route was registered from (absent on the few framework routes). */
    endpoint?: import('@creditdesk/contracts').Endpoint;
  }
}
