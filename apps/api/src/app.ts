import { randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { CORRELATION_HEADER, type Endpoint } from '@creditdesk/contracts';
import { callerOfRequest } from './modules/auth/request-caller.js';
import { apiKeyOfRequest } from './modules/support/request-api-key.js';
import type { AppContext } from './app-context.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { ConsumerBureau } from './datasources/consumer-bureau.js';
import { DataSourceSet, type DataSourceOverrides } from './datasources/data-sources.js';
import { SANDBOX_DATA_SOURCES } from './datasources/sandbox/sandbox-data-sources.js';
import { selectConsumerBureau } from './datasources/select-bureau.js';
import { createFieldCipher, keyFingerprint, loadDataKey } from './lib/field-cipher.js';
import { serializeError, serializeRequest } from './lib/log-serializers.js';
import { loadSigningKey } from './lib/signing-key.js';
import { registerAdminRoutes } from './modules/admin/admin.routes.js';
import { registerApiClientRoutes } from './modules/api-clients/api-clients.routes.js';
import { registerWebhooks } from './modules/webhooks/register-webhooks.js';
import { beginIdempotent, finishIdempotent } from './modules/api-clients/idempotency.js';
import { registerAuthRoutes } from './modules/auth/auth.routes.js';
import { registerCleanup } from './modules/cleanup/cleanup-schedule.js';
import { registerBatches } from './modules/batches/register-batches.js';
import { registerFileTransfer } from './modules/efts/register-efts.js';
import { registerReadiness } from './modules/deployment/readiness.routes.js';
import { registerPmAlertsRoutes } from './modules/pmalerts/pmalerts.routes.js';
import { registerBatchTemplateRoutes } from './modules/batches/templates/batch-templates.routes.js';
import { registerLetterRoutes } from './modules/letters/letters.routes.js';
import { registerConfigEngineRoutes } from './modules/config-engine/config-engine.routes.js';
import { registerOfacCaseRoutes } from './modules/compliance/ofac/ofac-cases.routes.js';
import { registerTelecheckListRoutes } from './modules/telecheck-lists/telecheck-lists.routes.js';
import { registerEidVerifierRoutes } from './modules/reports/products/eidverifier/eidverifier.routes.js';
import { registerProductRegistrationRoutes } from './modules/product-registrations/product-registrations.routes.js';
import { registerDevOutboxRoutes } from './modules/dev/dev-outbox.routes.js';
import { createMailer } from './modules/mail/mailer.js';
import { registerMailQueue } from './modules/mail/mail-queue.js';
import { createAccessCache } from './modules/auth/access-cache.js';
import { createTokenService } from './modules/auth/token-service.js';
import { registerPasswordRoutes } from './modules/passwords/passwords.routes.js';
import { registerMfaRoutes } from './modules/mfa/mfa.routes.js';
import { registerPasskeyRoutes } from './modules/passkeys/passkeys.routes.js';
import { requireFreshFactor } from './modules/mfa/step-up.service.js';
import { registerPortalConfigRoutes } from './modules/portal-config/portal-config.routes.js';
import { registerProductRoutes } from './modules/products/products.routes.js';
import { registerMigrationRoutes } from './modules/registration/migration.routes.js';
import { loadRegistrationKey } from './modules/registration/registration-key.js';
import { registerRegistrationRoutes } from './modules/registration/registration.routes.js';
import { registerReportRoutes } from './modules/reports/reports.routes.js';
import { registerMyReportsRoutes } from './modules/reports/my-reports.routes.js';
import { registerSsoRoutes } from './modules/sso/sso.routes.js';
import { registerSupportRoutes } from './modules/support/support.routes.js';
import { registerHelpRoutes } from './modules/help/help.routes.js';
import { registerUserRoutes } from './modules/users/users.routes.js';
import { apiNotFound, registerErrorHandling } from './plugins/errors.js';
import { NO_METRICS, createMetrics } from './observability/metrics.js';
import { startTracing } from './observability/tracing.js';
import { sourceObserver } from './datasources/observed-source.js';
import { registerJsonBodyParser } from './plugins/json-body.js';
import { registerAuditContext } from './modules/audit/audit-context.js';
import { registerAuditRoutes } from './modules/audit/audit.routes.js';
import { registerAuditCheckpoints } from './modules/audit/audit-checkpoint-schedule.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerRetryAfter } from './plugins/retry-after.js';
import { applySecurityHeaders } from './plugins/security-headers.js';
import { defaultWebDist, registerSpa } from './plugins/spa.js';

const CORRELATION_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Believe X-Forwarded-For for this many hops from the server (proxy-addr's numeric trust). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Never let a password, token or consumer identifier reach a log line. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  '*.password',
  '*.refresh_token',
  '*.access_token',
  '*.ssn',
  '*.socialNum',
  '*.dateOfBirth',
];

export type BuildOptions = {
  config: Config;
  database: Database;
  logger?: boolean;
  /** where log lines go (tests read them); standard output by default. */
  logStream?: DestinationStream;
  /** another bureau implementation (a real connector; tests use it to simulate an outage). */
  bureau?: ConsumerBureau;
  /** other data sources by name (a real connector; tests use it to simulate an outage). */
  dataSources?: DataSourceOverrides;
  /** the clock of the token and session checks (tests move it); Date.now by default. */
  clock?: () => number;
  /** where spans go instead of OTEL_EXPORTER_OTLP_ENDPOINT (tests: an in-memory exporter); turns tracing on. */
  traceExporter?: import('@opentelemetry/sdk-trace').SpanExporter;
};

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  // Both off (and their packages not loaded) unless configured: docs/operations.md, Metrics and traces.
  const tracing = await startTracing(config.tracing, options.traceExporter);
  const metrics = config.metricsToken ? await createMetrics({ db: database.db, pool: database.pool }) : undefined;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: REDACT,
            // no consumer data or secrets in any line, error lines included (lib/log-serializers.ts)
            serializers: { err: serializeError, req: serializeRequest },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // One line per request, written only when someone reads it (the onResponse hook below), not two
    // synchronous info lines for every request.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimitBytes,
    // the client address behind the load balancer (TRUST_PROXY): network ranges and 1012 depend on it
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    genReqId: (req) => {
      // traced: the correlation id is the trace id (the caller's, when it sends a traceparent)
      if (tracing) return tracing.startRequest(req);
      const given = req.headers[CORRELATION_HEADER];
      return typeof given === 'string' && CORRELATION_ID.test(given) ? given : randomUUID();
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // the request's span is the first hook, so every later hook and the handler run inside it
  if (tracing) {
    tracing.registerRequestSpans(app);
    if (database.pool) tracing.tracePool(database.pool);
    app.addHook('onClose', () => tracing.shutdown());
  }

  const signingKey = await loadSigningKey({ fromEnv: config.tokenSigningKey, dataDir: config.dataDir });
  const dataKey = loadDataKey({ fromEnv: config.dataEncryptionKey, dataDir: config.dataDir, isProduction: config.isProduction });
  const observe = tracing || metrics ? sourceObserver(tracing, metrics ?? NO_METRICS) : undefined;
  const bureau = options.bureau ?? selectConsumerBureau(config);
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    tokens: createTokenService({ key: signingKey, issuer: config.issuer, accessTtlSeconds: config.tokens.accessTtlSeconds, now: options.clock }),
    access: createAccessCache(options.clock),
    cipher: createFieldCipher(dataKey),
    bureau: observe ? observe('bureau', bureau) : bureau,
    dataSources: new DataSourceSet(options.dataSources ?? {}, SANDBOX_DATA_SOURCES, observe),
    mailer: createMailer(database.db, config.mail, app.log),
    registrationApiKey: loadRegistrationKey(config),
    deployment: { issuer: config.issuer, signingKeyId: signingKey.kid, dataKeyId: keyFingerprint(dataKey) },
    guard: {
      callerOf: callerOfRequest,
      apiKeyOf: apiKeyOfRequest,
      beginIdempotent: (req, reply, endpoint) => beginIdempotent(req.server.ctx, req, reply, endpoint),
      finishIdempotent: (req, reply, payload) => finishIdempotent(req.server.ctx, req, reply, payload),
      requireFreshFactor,
    },
    tracing,
    metrics: metrics ?? NO_METRICS,
  };
  app.decorate('ctx', ctx);
  app.decorateRequest('caller', null);
  app.decorateRequest('apiKey', null);
  registerAuditContext(app);
  app.addHook('onSend', async (req, reply) => {
    // A request that may write may have revoked sessions (logout, a password change, a user blocked…):
    // this process asks the database again for every session before the answer leaves (access-cache.ts).
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS') ctx.access.forgetSessions();
    reply.header(CORRELATION_HEADER, req.id);
    applySecurityHeaders(req, reply, config);
    if (req.url.startsWith('/api/')) reply.header('cache-control', reply.getHeader('cache-control') ?? 'no-store');
  });

  // Request logs: a failed request (5xx) at error, a refused one (4xx) at info, an answered one at debug,
  // each with its correlation id (reqId) and the path without its query string (lib/log-serializers.ts).
  // The default level (info) so writes nothing for the requests that succeed: issue 12, docs/decisions.md.
  if (options.logger !== false && config.logLevel !== 'silent') {
    const levels = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'];
    const least = levels.indexOf(config.logLevel);
    app.addHook('onResponse', async (req, reply) => {
      const status = reply.statusCode;
      const level = status >= 500 ? 'error' : status >= 400 ? 'info' : 'debug';
      if (levels.indexOf(level) < least) return;
      req.log[level]({ req, res: { statusCode: status }, responseTime: Math.round(reply.elapsedTime * 100) / 100 }, 'request completed');
    });
  }

  // Every API route comes from a contract declaration (and so carries its guard); the framework's
  // own documentation routes are the only exception. A route registered any other way stops the start.
  const endpoints: Endpoint[] = [];
  app.decorate('endpoints', endpoints);
  app.addHook('onRoute', (route) => {
    if (route.config?.endpoint && route.method !== 'HEAD') endpoints.push(route.config.endpoint);
    const url = route.url ?? '';
    const isDocs = url.startsWith('/api/docs') || url === '/api/openapi.json';
    if (url.startsWith('/api') && !isDocs && !route.config?.endpoint) {
      throw new Error(`${route.method} ${url} is not registered from a contract endpoint (registerEndpoint)`);
    }
  });

  registerErrorHandling(app);
  registerRetryAfter(app);
  // JSON bodies nested deeper than 64 levels are refused before they are parsed (plugins/json-body.ts)
  registerJsonBodyParser(app);
  await app.register(formbody);
  // multipart bodies are read as streams by the handlers that take files (modules/batches/batch-upload.ts)
  await app.register(multipart);
  await registerOpenApi(app);

  registerPortalConfigRoutes(app);
  registerAuthRoutes(app);
  registerMfaRoutes(app);
  registerPasskeyRoutes(app);
  registerSsoRoutes(app);
  registerSupportRoutes(app);
  registerHelpRoutes(app);
  registerPasswordRoutes(app);
  registerUserRoutes(app);
  registerProductRoutes(app);
  registerReportRoutes(app);
  registerMyReportsRoutes(app);
  registerOfacCaseRoutes(app);
  registerPmAlertsRoutes(app);
  registerTelecheckListRoutes(app);
  registerEidVerifierRoutes(app);
  registerProductRegistrationRoutes(app);
  registerAdminRoutes(app);
  registerApiClientRoutes(app);
  registerWebhooks(app);
  registerRegistrationRoutes(app);
  registerMigrationRoutes(app);
  registerDevOutboxRoutes(app);
  registerBatches(app);
  registerReadiness(app, registerFileTransfer(app));
  registerBatchTemplateRoutes(app);
  registerLetterRoutes(app);
  registerConfigEngineRoutes(app);
  registerAuditRoutes(app);
  registerAuditCheckpoints(app);
  registerCleanup(app);
  registerMailQueue(app);
  // GET /metrics: for the scraper holding METRICS_TOKEN; without the token it is not there (not the portal's page either)
  if (metrics) metrics.register(app);
  else app.get('/metrics', { schema: { hide: true } }, apiNotFound);

  await registerSpa(app, config.webDistDir ?? defaultWebDist(), { serveSourceMaps: !config.isProduction });
  return app;
}
