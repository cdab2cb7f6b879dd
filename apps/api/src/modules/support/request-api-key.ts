import type { FastifyRequest } from 'fastify';
import { API_KEY_HEADER, type ApiKeyPurpose, REGISTRATION_MESSAGES, REGISTRATION_REFUSALS } from '@creditdesk/contracts';
import { HttpError } from '../../lib/http-error.js';
import { recordAudit } from '../audit/audit.repository.js';
import { findActiveApiKey } from './api-keys.repository.js';

/**
 * An active API key of the purpose in x-api-key, or 401 (recorded in the audit trail with the path;
 * the key itself never is). No bearer token is read: these calls act for nobody in particular. The
 * endpoint registration's guard (plugins/endpoint.ts) is given this through the app context.
 */
export async function apiKeyOfRequest(req: FastifyRequest, purpose: ApiKeyPurpose): Promise<{ id: string; name: string; purpose: ApiKeyPurpose }> {
  const header = req.headers[API_KEY_HEADER];
  const key = typeof header === 'string' && header.trim() !== '' ? header.trim() : undefined;
  const row = await findActiveApiKey(req.server.ctx.db, key, purpose);
  if (row) return { id: row.id, name: row.name, purpose };
  await recordAudit(req.server.ctx.db, {
    action: `${purpose}.api-key-refused`,
    outcome: 'failure',
    details: { reason: key ? 'invalid-key' : 'missing-key', method: req.method, path: req.url.split('?')[0] },
    correlationId: String(req.id),
    ip: req.ip,
  });
  throw key
    ? new HttpError(401, REGISTRATION_MESSAGES.apiKeyInvalid, { reason: REGISTRATION_REFUSALS.apiKeyInvalid })
    : new HttpError(401, REGISTRATION_MESSAGES.apiKeyMissing, { reason: REGISTRATION_REFUSALS.apiKeyMissing });
}

