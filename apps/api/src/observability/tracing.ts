import type { IncomingMessage } from 'node:http';
import type { Context, Span, SpanOptions, Tracer } from '@opentelemetry/api';
import type { SpanExporter } from '@opentelemetry/sdk-trace';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';

/*
 * Traces (OpenTelemetry), off unless OTEL_EXPORTER_OTLP_ENDPOINT is set: then the SDK is loaded
 * (dynamic imports, nothing of it otherwise) and every request, database query, data-source call,
 * batch row and webhook delivery is a span. The spans are made here, not by the instrumentations'
 * require hooks, which do not see the modules of a bundled server (docs/operations.md). No attribute
 * carries a consumer's data, a name or a secret: route templates, keys, codes and counts only.
 */

export type TracingSettings = {
  /** OTEL_EXPORTER_OTLP_ENDPOINT: the collector; the exporter reads it (and OTEL_EXPORTER_OTLP_HEADERS) itself. */
  endpoint?: string;
  /** OTEL_TRACES_SAMPLER_ARG: the share of traces kept (0..1); a caller's sampled traceparent is followed. */
  sampleRatio: number;
  serviceName: string;
};

/** What a span's body may note about its outcome (a span when traced; nothing otherwise). */
export type SpanNote = { setAttribute(key: string, value: string | number | boolean): unknown };

export type Tracing = {
  /** fn in a span, child of the active one (a new trace where none is); an unsampled trace records nothing. */
  span<T>(name: string, attributes: Record<string, string | number | boolean>, fn: (span?: SpanNote) => T): T;
  /** the request's span, started before the framework names the request: its trace id is the request's correlation id. */
  startRequest(raw: IncomingMessage): string;
  /** names the request spans by route, carries them through the request's hooks and handler, ends them. */
  registerRequestSpans(app: FastifyInstance): void;
  /** a span per query of this pool (only inside a traced span: the scheduler's own polling is not traced). */
  tracePool(pool: pg.Pool): void;
  shutdown(): Promise<void>;
};

/** Loads the SDK and starts exporting, or answers undefined (tracing off) when there is nowhere to send. */
export async function startTracing(settings: TracingSettings, exporter?: SpanExporter): Promise<Tracing | undefined> {
  if (!settings.endpoint && !exporter) return undefined;
  const [api, sdk, hooks, core, resources] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/context-async-hooks'),
    import('@opentelemetry/core'),
    import('@opentelemetry/resources'),
  ]);
  // One context manager per process (several apps in one process share it: tests, the benchmark).
  const contextManager = new hooks.AsyncLocalStorageContextManager();
  if (api.context.setGlobalContextManager(contextManager.enable())) sharedManager = contextManager;
  const manager = sharedManager ?? contextManager;

  const processor = exporter
    ? new sdk.SimpleSpanProcessor({ exporter }) // a test reads its spans as soon as the request ends
    : new sdk.BatchSpanProcessor({ exporter: new (await import('@opentelemetry/exporter-trace-otlp-proto')).OTLPTraceExporter() });
  const provider = new sdk.TracerProvider({
    resource: resources.resourceFromAttributes({ 'service.name': settings.serviceName }),
    sampler: new sdk.ParentBasedSampler({ root: new sdk.TraceIdRatioBasedSampler(settings.sampleRatio) }),
    spanProcessors: [processor],
  });
  const tracer: Tracer = provider.getTracer('creditdesk');
  const propagator = new core.W3CTraceContextPropagator();
  const ERROR = api.SpanStatusCode.ERROR;
  const requests = new WeakMap<IncomingMessage, { span: Span; ctx: Context }>();

  /** the parent of a new span, or null when the active trace is not sampled (nothing to record). */
  const parentContext = (): Context | null => {
    const active = api.context.active();
    const parent = api.trace.getSpan(active);
    return parent && !parent.isRecording() ? null : active;
  };

  const failed = (span: Span, err: unknown) => {
    span.setStatus({ code: ERROR });
    // the error's class only: a message may quote what was sent
    span.setAttribute('error.type', err instanceof Error ? err.constructor.name || err.name : typeof err);
  };

  /** fn in a span child of `parent`; a promise's span ends when it settles, a value's at once. */
  const within = <T>(parent: Context, name: string, options: SpanOptions, fn: (span: Span) => T): T => {
    const span = tracer.startSpan(name, options, parent);
    try {
      const result = api.context.with(api.trace.setSpan(parent, span), () => fn(span));
      if (!isThenable(result)) {
        span.end();
        return result;
      }
      return result.then(
        (value) => {
          span.end();
          return value;
        },
        (err: unknown) => {
          failed(span, err);
          span.end();
          throw err;
        },
      ) as T;
    } catch (err) {
      failed(span, err);
      span.end();
      throw err;
    }
  };

  return {
    span(name, attributes, fn) {
      const parent = parentContext();
      return parent ? within(parent, name, { attributes }, fn) : fn();
    },

    startRequest(raw) {
      const parent = propagator.extract(api.ROOT_CONTEXT, raw.headers, api.defaultTextMapGetter);
      const method = raw.method ?? 'GET';
      const span = tracer.startSpan(method, { kind: api.SpanKind.SERVER, attributes: { 'http.request.method': method } }, parent);
      requests.set(raw, { span, ctx: api.trace.setSpan(parent, span) });
      return span.spanContext().traceId;
    },

    registerRequestSpans(app) {
      app.addHook('onRequest', (req, _reply, done) => {
        const entry = requests.get(req.raw);
        if (!entry) return done();
        // the route's template, never the path: paths carry ids and the query string anything
        const route = req.routeOptions.url ?? 'unmatched';
        entry.span.updateName(`${req.method} ${route}`);
        entry.span.setAttribute('http.route', route);
        // the body arrives on the socket's events: its listeners (and so the handler) keep the request's context
        if (req.method !== 'GET' && req.method !== 'HEAD') manager.bind(entry.ctx, req.raw);
        api.context.with(entry.ctx, done);
      });
      // a refusal (4xx) is not the server's failure: the status is set by the answer's code below
      app.addHook('onError', async (req, _reply, err) => {
        requests.get(req.raw)?.span.setAttribute('error.type', err.constructor.name || err.name);
      });
      app.addHook('onRequestAbort', async (req) => {
        const entry = requests.get(req.raw);
        if (!entry) return;
        requests.delete(req.raw);
        entry.span.setAttribute('error.type', 'aborted');
        entry.span.end();
      });
      app.addHook('onResponse', async (req, reply) => {
        const entry = requests.get(req.raw);
        if (!entry) return;
        requests.delete(req.raw);
        entry.span.setAttribute('http.response.status_code', reply.statusCode);
        if (reply.statusCode >= 500) entry.span.setStatus({ code: ERROR });
        entry.span.end();
      });
    },

    tracePool(pool) {
      const traced = <R>(text: unknown, run: () => R): R => {
        const parent = parentContext();
        if (!parent || !api.trace.getSpan(parent)) return run();
        const { operation, table } = summarize(text);
        const attributes: Record<string, string> = { 'db.system.name': 'postgresql', 'db.operation.name': operation };
        if (table) attributes['db.collection.name'] = table;
        return within(parent, table ? `${operation} ${table}` : operation, { kind: api.SpanKind.CLIENT, attributes }, run);
      };
      // pool.query (one statement on any connection) is one span, the wait for a connection included
      const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
      (pool as { query: unknown }).query = (...args: unknown[]) =>
        typeof args.at(-1) === 'function' ? query(...args) : traced(queryText(args[0]), () => query(...args));
      // a connection taken for a transaction: each of its statements, until it goes back to the pool
      const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
      (pool as { connect: unknown }).connect = (...args: unknown[]) => {
        if (args.length > 0) return connect(...args); // pool.query's own path (already a span)
        return (connect() as Promise<pg.PoolClient>).then((client) => {
          const own = client.query;
          const release = client.release;
          client.query = ((...q: unknown[]) =>
            typeof q.at(-1) === 'function' || typeof (q[0] as { submit?: unknown })?.submit === 'function'
              ? (own as (...a: unknown[]) => unknown).apply(client, q)
              : traced(queryText(q[0]), () => (own as (...a: unknown[]) => unknown).apply(client, q))) as typeof client.query;
          client.release = ((...r: unknown[]) => {
            client.query = own;
            client.release = release;
            return (release as (...a: unknown[]) => unknown).apply(client, r);
          }) as typeof client.release;
          return client;
        });
      };
    },

    shutdown: () => provider.shutdown(),
  };
}

/** The process's context manager, kept once registered (AsyncLocalStorage). */
let sharedManager: import('@opentelemetry/context-async-hooks').AsyncLocalStorageContextManager | undefined;

const isThenable = (value: unknown): value is Promise<unknown> => typeof (value as { then?: unknown } | null)?.then === 'function';

const queryText = (arg: unknown): string => (typeof arg === 'string' ? arg : typeof (arg as { text?: unknown })?.text === 'string' ? (arg as { text: string }).text : '');

const OPERATIONS = new Set(['select', 'insert', 'update', 'delete', 'with', 'begin', 'commit', 'rollback', 'savepoint', 'release', 'set', 'lock', 'refresh', 'values']);

/** The statement's kind and first table, never its text (a literal in it could be anything). */
export function summarize(text: unknown): { operation: string; table?: string } {
  const sql = typeof text === 'string' ? text : '';
  const word = /^\s*([a-z]+)/i.exec(sql)?.[1]?.toLowerCase() ?? '';
  const operation = OPERATIONS.has(word) ? word.toUpperCase() : 'OTHER';
  const table = /\b(?:from|into|update)\s+"?([a-z_][a-z0-9_]{0,62})"?(?![a-z0-9_"(])/i.exec(sql)?.[1]?.toLowerCase();
  return table ? { operation, table } : { operation };
}

/** fn in a span when tracing is on (ctx.tracing), else fn as it is. */
export const inSpan = <T>(ctx: { tracing?: Tracing }, name: string, attributes: Record<string, string | number | boolean>, fn: (span?: SpanNote) => T): T =>
  ctx.tracing ? ctx.tracing.span(name, attributes, fn) : fn();
