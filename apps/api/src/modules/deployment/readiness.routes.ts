import type { FastifyInstance } from 'fastify';
import { readinessEndpoint } from '@creditdesk/contracts';
import { registerEndpoint } from '../../plugins/endpoint.js';
import type { FileStore } from '../efts/store/file-store.js';
import { type ReadinessProbe, createReadinessProbe } from './readiness.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** the readiness checks of GET /api/health/ready; stop-on-signal.ts fails them before draining. */
    readiness: ReadinessProbe;
  }
}

/** GET /api/health/ready: 200 when every check passes, else 503 naming the failing ones (logged when the answer changes). */
export function registerReadiness(app: FastifyInstance, store: FileStore): void {
  const probe = createReadinessProbe(app.ctx.db, store);
  app.decorate('readiness', probe);
  let last: string | undefined;
  registerEndpoint(app, readinessEndpoint, async (req, reply) => {
    const readiness = await probe.check();
    const failing = Object.entries(readiness.checks).filter(([, v]) => v === 'fail').map(([k]) => k).join(', ');
    if (failing !== last) {
      if (failing) req.log.warn({ failing }, 'readiness: not ready');
      else if (last !== undefined) req.log.info('readiness: ready again');
      last = failing;
    }
    return readiness.status === 'READY' ? readiness : reply.status(503).send(readiness);
  });
  app.addHook('onClose', async () => probe.forget());
}
