import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/**
 * What a request tells every audit event written while it runs: the support agent acting for the
 * signed-in user (impersonation). Set by the authorization guard from the access token's `act`
 * claim (plugins/endpoint.ts) and read by recordAudits, so no module has to pass it along.
 */
export type AuditRequestContext = { supportAgent?: string; apiClient?: { id: string; name: string } };

const storage = new AsyncLocalStorage<AuditRequestContext>();

/** Every request runs in its own context (the first onRequest hook, before the route's guard). */
export function registerAuditContext(app: FastifyInstance): void {
  app.addHook('onRequest', (_req, _reply, done) => {
    storage.run({}, done);
  });
}

/** Called by the guard with the token's actor (`support:<agent>`), when it has one. */
export function noteSupportAgent(agent: string | undefined): void {
  const store = storage.getStore();
  if (store && agent) store.supportAgent = agent;
}

/** Called by the guard when an API client calls (modules/api-clients): every event of the request names it. */
export function noteApiClient(client: { id: string; name: string }): void {
  const store = storage.getStore();
  if (store) store.apiClient = client;
}

export function currentApiClient(): { id: string; name: string } | undefined {
  return storage.getStore()?.apiClient;
}

export function currentSupportAgent(): string | undefined {
  return storage.getStore()?.supportAgent;
}

/** Runs `work` as if in a request acting through the agent (the batch worker, tests). */
export function withSupportAgent<T>(agent: string | undefined, work: () => T): T {
  return storage.run(agent ? { supportAgent: agent } : {}, work);
}
