import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client.js';

/**
 * The order of a clean stop behind a load balancer: readiness fails first (GET /api/health/ready
 * answers 503) while the process still serves for `drainSeconds`, so the balancer's checks take it out
 * before it stops listening; then the app closes (in-flight requests and the loops' work in progress
 * finish), the process leaves the deployment and the database closes.
 */
export async function drainAndClose(
  app: FastifyInstance,
  instance: { leave(): Promise<void> },
  database: Pick<Database, 'close'>,
  drainSeconds: number,
  wait: (ms: number) => Promise<unknown> = sleep,
): Promise<void> {
  app.readiness.stopAccepting();
  if (drainSeconds > 0) await wait(drainSeconds * 1000);
  await app.close();
  await instance.leave().catch((err: unknown) => app.log.warn({ err }, 'leaving the deployment failed (its row expires by itself)'));
  await database.close();
}

/**
 * A server's or worker's clean stop on SIGINT or SIGTERM: says why (`what` tells what happens next),
 * drains (drainAndClose, SHUTDOWN_DRAIN_SECONDS) and exits 0.
 */
export function stopOnSignal(app: FastifyInstance, instance: { leave(): Promise<void> }, database: Database, what: string): void {
  const close = async (signal: string) => {
    const drain = app.ctx.config.shutdownDrainSeconds;
    app.log.info(`${signal} received${what}${drain > 0 ? ` (readiness fails now; draining for ${drain} s)` : ''}`);
    await drainAndClose(app, instance, database, drain);
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
}
