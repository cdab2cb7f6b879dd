import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.js';

/** What a process needs before a load balancer may send it traffic; each is `pass` or `fail`. */
export const READINESS_CHECKS = ['database', 'migrations', 'sdnList', 'fileStore', 'accepting'] as const;
export type ReadinessCheck = (typeof READINESS_CHECKS)[number];

const outcome = z.enum(['pass', 'fail']);

export const readinessSchema = z.object({
  status: z.enum(['READY', 'NOT_READY']),
  checks: z.object({ database: outcome, migrations: outcome, sdnList: outcome, fileStore: outcome, accepting: outcome }) satisfies z.ZodType<Record<ReadinessCheck, 'pass' | 'fail'>>,
});
export type Readiness = z.infer<typeof readinessSchema>;

/**
 * Readiness for a load balancer's health check (liveness stays the spec's GET /users/health): the
 * database answers, its migrations are this build's, the OFAC SDN list is loaded, the file store takes
 * a write, and the process is not shutting down (`accepting` fails first on SIGTERM, before it drains).
 */
export const readinessEndpoint = defineEndpoint({
  method: 'GET',
  path: '/health/ready',
  summary: 'Readiness: whether this process may take traffic (200), or which check fails (503)',
  access: { kind: 'public' },
  tenancy: 'none',
  response: { 200: readinessSchema, 503: readinessSchema },
});
