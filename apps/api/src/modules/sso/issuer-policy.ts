import type { AppContext } from '../../app-context.js';
import { badRequest } from '../../lib/http-error.js';
import { OutboundRefused, checkOutboundUrl } from '../../lib/outbound-fetch.js';

/**
 * A company's identity-provider issuer, judged when the setting is saved: https, and no loopback,
 * private, link-local or metadata address (SSO_ALLOW_PRIVATE_ISSUERS lifts this for tests and
 * development). Every request to the provider is judged again when it is made (upstream.ts), so a
 * name that resolves elsewhere later (DNS rebinding) is still refused.
 */
export async function assertIssuerAllowed(ctx: AppContext, issuer: string): Promise<void> {
  try {
    await checkOutboundUrl(issuer, { allowPrivate: ctx.config.ssoAllowPrivateIssuers }, 'tolerate');
  } catch (err) {
    if (!(err instanceof OutboundRefused)) throw err;
    const message = `The issuer ${err.message}`;
    throw badRequest(message, { fields: [{ field: 'body.identityProvider.issuer', message: err.message }] });
  }
}
