import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client.js';

/**
 * A server's or worker's clean stop on SIGINT or SIGTERM: says why (`what` tells what happens next),
 * closes the app (its loops finish their work in progress), leaves the deployment, closes the database
 * and exits 0.
 */
export function stopOnSignal(app: FastifyInstance, instance: { leave(): Promise<void> }, database: Database, what: string): void {
  const close = async (signal: string) => {
    app.log.info(`${signal} received${what}`);
    await app.close();
    await instance.leave();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
}
