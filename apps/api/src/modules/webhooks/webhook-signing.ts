import { createHmac, randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@creditdesk/contracts';

/*
 * Standard Webhooks' signature scheme: a secret is `whsec_` + base64 of 24 random bytes (the key); a
 * delivery signs `<webhook-id>.<webhook-timestamp>.<body>` with HMAC-SHA256 under each secret that
 * signs now, space-separated as `v1,<base64>` in webhook-signature (a rotation's old and new together).
 */

export const newWebhookSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(24).toString('base64')}`;

const keyOf = (secret: string) => Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');

export function signatureHeader(secrets: readonly string[], messageId: string, timestampSeconds: number, body: string): string {
  return secrets.map((s) => `v1,${createHmac('sha256', keyOf(s)).update(`${messageId}.${timestampSeconds}.${body}`).digest('base64')}`).join(' ');
}

/** A webhook-id: unique per event, the same on every attempt of it (receivers de-duplicate on it). */
export const newMessageId = () => `msg_${randomBytes(16).toString('base64url')}`;
