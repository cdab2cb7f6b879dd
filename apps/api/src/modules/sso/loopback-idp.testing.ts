import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

/**
 * A real OpenID Provider (oidc-provider 9) on loopback, standing in for a company's own identity
 * provider in tests. One confidential client whose redirect URI is our callback; no login page:
 * the interaction step signs in whichever corporate account the test set in `account` (and grants
 * the openid scope), the way a user who is already signed in at their company would pass through.
 */
export type LoopbackIdp = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** the corporate account the next sign-in completes as; its claims carry `employee_id` too. */
  account: { sub: string; employeeId?: string };
  /** how many sign-ins were completed (the interaction ran). */
  interactions: number;
  close(): Promise<void>;
};

export async function startLoopbackIdp(options: { redirectUri: string; clientId?: string; clientSecret?: string }): Promise<LoopbackIdp> {
  const clientId = options.clientId ?? 'creditdesk-at-acme';
  const clientSecret = options.clientSecret ?? 'acme-idp-client-secret-for-tests-only';
  let handler: http.RequestListener = (_req, res) => res.end();
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingJwk = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'idp-test-key' };

  const idp: LoopbackIdp = {
    issuer,
    clientId,
    clientSecret,
    account: { sub: 'acme-0001' },
    interactions: 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [signingJwk] },
    cookies: { keys: ['loopback-idp-cookie-key-for-tests'] },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    features: { devInteractions: { enabled: false } },
    claims: { openid: ['sub', 'employee_id'] },
    // The claims of the granted scopes go into the id token (not only the userinfo answer).
    conformIdTokenClaims: false,
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        async claims() {
          return { sub: id, ...(idp.account.employeeId && id === idp.account.sub ? { employee_id: idp.account.employeeId } : {}) };
        },
      };
    },
  });
  const callback = provider.callback();

  handler = (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return void callback(req, res);
    void (async () => {
      try {
        const details = await provider.interactionDetails(req, res);
        if (details.prompt.name === 'login') {
          idp.interactions += 1;
          await provider.interactionFinished(req, res, { login: { accountId: idp.account.sub } }, { mergeWithLastSubmission: false });
          return;
        }
        const grant = new provider.Grant({ accountId: details.session?.accountId, clientId: String(details.params.client_id) });
        grant.addOIDCScope(String(details.params.scope ?? 'openid'));
        const grantId = await grant.save();
        await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
      } catch (err) {
        res.statusCode = 500;
        res.end(String(err));
      }
    })();
  };
  return idp;
}

/**
 * A browser for tests: follows redirects one by one with a cookie jar per origin, and stops at
 * the first URL `stopAt` accepts (the portal's redirect URI) without requesting it.
 */
export async function followRedirects(start: string | URL, stopAt: (url: URL) => boolean, maxHops = 20): Promise<{ url: URL; hops: URL[] }> {
  const jar = new Map<string, Map<string, string>>();
  const hops: URL[] = [];
  let url = new URL(start);
  for (let i = 0; i < maxHops; i++) {
    hops.push(url);
    if (stopAt(url)) return { url, hops };
    const cookies = jar.get(url.origin);
    const res = await fetch(url, {
      redirect: 'manual',
      headers: cookies && cookies.size > 0 ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {},
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const forOrigin = jar.get(url.origin) ?? new Map<string, string>();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) forOrigin.delete(name);
      else forOrigin.set(name, value);
      jar.set(url.origin, forOrigin);
    }
    const location = res.headers.get('location');
    if (res.status < 300 || res.status >= 400 || !location) {
      throw new Error(`expected a redirect from ${url.href}, got ${res.status}: ${(await res.text()).slice(0, 300)}`);
    }
    await res.body?.cancel();
    url = new URL(location, url);
  }
  throw new Error(`more than ${maxHops} redirects from ${String(start)}`);
}
