import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../app-context.js';
import { recordAudit } from './audit.repository.js';

/**
 * Records a list's CSV export when its stream ends (csvStream's onDone): who, which list, with which
 * filters and order, how many rows were sent and whether the file is whole. Never fails the download:
 * a failure to record is logged.
 */
export function exportRecorder(req: FastifyRequest & { caller: Caller }, action: string, targetType: string, details: Record<string, unknown>) {
  return (rows: number, complete: boolean) =>
    recordAudit(req.server.ctx.db, {
      action,
      outcome: complete ? 'success' : 'failure',
      customerId: req.caller.customerId,
      actorUserId: req.caller.userId,
      actorUsername: req.caller.username,
      targetType,
      targetId: req.caller.customerId,
      details: { ...details, rows, complete },
      correlationId: String(req.id),
      ip: req.ip,
    }).catch((err: unknown) => req.log.error({ err }, 'export audit failed'));
}
