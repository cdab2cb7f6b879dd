import { WEBHOOK_DISABLE_AFTER_HOURS, WEBHOOK_MESSAGES, WEBHOOK_RETRY_SECONDS } from '@creditdesk/contracts';
import type { AppContext } from '../../app-context.js';
import { OutboundRefused, createOutboundFetch } from '../../lib/outbound-fetch.js';
import { type SpanNote, inSpan } from '../../observability/tracing.js';
import { type ClaimedDelivery, claimDeliveries, disableFailingEndpoint, securityAdminEmails, settleDelivery, signingSecrets } from './webhooks.repository.js';
import { signatureHeader } from './webhook-signing.js';

/*
 * Sending the queue (Standard Webhooks): claimed by the batch workers' loops, every server process and
 * `npm run worker` alike. One attempt is one POST with a short timeout; a 2xx is delivered; anything
 * else (5xx, 4xx, a redirect, which is never followed, a timeout, a refused address) is retried on
 * WEBHOOK_RETRY_SECONDS (~27 h), then failed. An endpoint failing for a day is disabled, its company's
 * security administrators mailed. Time comes from the caller (`now`): tests move it, not the wall clock.
 */

export type WebhookLog = { error(obj: unknown, msg: string): void };

/** Deliveries claimed at once by a loop. */
const CLAIM_LIMIT = 20;
/** A claim's hold: far beyond an attempt's timeout, so a live sender never loses its row; a dead one's is taken again after it. */
const LEASE_SECONDS = 60;
const HOUR_MS = 3_600_000;

type Attempt = { delivered: boolean; statusCode: number | null; error: string | null };

type Secrets = (endpointId: string) => Promise<string[]>;

async function post(ctx: AppContext, d: ClaimedDelivery, now: Date, secretsOf: Secrets): Promise<Attempt> {
  const secrets = await secretsOf(d.endpointId);
  const timestamp = Math.floor(now.getTime() / 1000);
  const { attemptTimeoutMs, allowPrivateUrls } = ctx.config.webhooks;
  const send = createOutboundFetch({ allowPrivate: allowPrivateUrls });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${attemptTimeoutMs / 1000} s`)), attemptTimeoutMs);
  });
  try {
    const res = await Promise.race([
      send(d.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Creditdesk-Webhooks/1',
          'webhook-id': d.eventId,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signatureHeader(secrets, d.eventId, timestamp, d.body),
        },
        body: d.body,
        signal: AbortSignal.timeout(attemptTimeoutMs),
      }),
      timeout,
    ]);
    if (res.status >= 200 && res.status < 300) return { delivered: true, statusCode: res.status, error: null };
    const redirect = res.status >= 300 && res.status < 400 ? ` (a redirect${res.headers.get('location') ? ` to ${res.headers.get('location')}` : ''}, not followed)` : '';
    return { delivered: false, statusCode: res.status, error: `answered HTTP ${res.status}${redirect}`.slice(0, 500) };
  } catch (err) {
    const reason = err instanceof OutboundRefused ? `the URL ${err.message}` : err instanceof Error && err.name === 'TimeoutError' ? `no answer within ${attemptTimeoutMs / 1000} s` : (err as Error).message;
    return { delivered: false, statusCode: null, error: String(reason).slice(0, 500) };
  } finally {
    clearTimeout(timer);
  }
}

async function mailDisabled(ctx: AppContext, d: ClaimedDelivery, log: WebhookLog): Promise<void> {
  try {
    for (const admin of await securityAdminEmails(ctx.db, d.customerId)) {
      await ctx.mailer.send({
        to: admin.email,
        subject: WEBHOOK_MESSAGES.disabledMailSubject,
        template: 'webhook-disabled',
        text: [
          `Hello ${admin.firstName},`,
          '',
          `Every delivery to your webhook endpoint ${d.url} has failed for ${WEBHOOK_DISABLE_AFTER_HOURS} hours, so it has been disabled: no more events are sent to it.`,
          '',
          `Fix the receiver, then enable the endpoint and resend what it missed: ${ctx.config.publicUrl}/webhooks`,
        ].join('\n'),
      });
    }
  } catch (err) {
    log.error({ err, endpointId: d.endpointId }, 'webhooks: the disabled-endpoint mail could not be sent');
  }
}

/** One attempt, a span of its own (the attempt's number and answer; never the URL, which may carry a secret). */
const attemptDelivery = (ctx: AppContext, d: ClaimedDelivery, now: Date, log: WebhookLog, secretsOf: Secrets): Promise<void> =>
  inSpan(ctx, 'webhook.deliver', { 'creditdesk.webhook.attempt': d.attempts }, (span) => deliver(ctx, d, now, log, secretsOf, span));

async function deliver(ctx: AppContext, d: ClaimedDelivery, now: Date, log: WebhookLog, secretsOf: Secrets, span?: SpanNote): Promise<void> {
  const outcome = await post(ctx, d, now, secretsOf);
  ctx.metrics.webhookDelivery(outcome.delivered ? 'delivered' : 'failed');
  span?.setAttribute('creditdesk.webhook.outcome', outcome.delivered ? 'delivered' : 'failed');
  if (outcome.statusCode !== null) span?.setAttribute('http.response.status_code', outcome.statusCode);
  const wait = WEBHOOK_RETRY_SECONDS[d.attempts - 1];
  const nextAttemptAt = outcome.delivered || wait === undefined ? null : new Date(now.getTime() + wait * 1000);
  await settleDelivery(ctx.db, d, { ...outcome, nextAttemptAt, now });
  if (!outcome.delivered && d.failingSince) {
    const disabled = await disableFailingEndpoint(ctx.db, d.endpointId, new Date(now.getTime() - WEBHOOK_DISABLE_AFTER_HOURS * HOUR_MS), `failed every delivery for ${WEBHOOK_DISABLE_AFTER_HOURS} hours`);
    if (disabled) await mailDisabled(ctx, d, log);
  }
}

/** One claim of due deliveries, sent side by side; answers how many were attempted (0: nothing due). */
export async function deliverWebhooksOnce(ctx: AppContext, log: WebhookLog, opts: { now?: Date; limit?: number } = {}): Promise<number> {
  const now = opts.now ?? new Date();
  const claimed = await claimDeliveries(ctx.db, { now, limit: opts.limit ?? CLAIM_LIMIT, leaseSeconds: LEASE_SECONDS });
  // an endpoint's secrets read once a claim (its deliveries often come together)
  const secrets = new Map<string, Promise<string[]>>();
  const secretsOf: Secrets = (endpointId) => {
    if (!secrets.has(endpointId)) secrets.set(endpointId, signingSecrets(ctx.db, ctx.cipher, endpointId, now));
    return secrets.get(endpointId)!;
  };
  await Promise.all(
    claimed.map((d) =>
      attemptDelivery(ctx, d, now, log, secretsOf).catch((err: unknown) => {
        // the database failed mid-settle: the lease brings the row back
        log.error({ err, deliveryId: d.id }, 'webhooks: settling a delivery failed');
      }),
    ),
  );
  return claimed.length;
}

/** Sends until nothing is due at `now` (tests, the benchmark). */
export async function deliverWebhooksUntilIdle(ctx: AppContext, log: WebhookLog, opts: { now?: Date } = {}): Promise<void> {
  while ((await deliverWebhooksOnce(ctx, log, opts)) > 0);
}
