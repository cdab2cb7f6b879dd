import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_CLIENT_ID } from '@creditdesk/contracts';
import { customers } from '../../db/schema/index.js';
import { OutboundRefused, checkOutboundUrl, createOutboundFetch, isNonPublicAddress } from '../../lib/outbound-fetch.js';
import { type AdminKit, createAdminKit } from '../admin/admin-testing.js';
import { configureIdentityProvider } from './sso.repository.js';

/**
 * Issue 10, defect 2: a security admin could save an issuer such as http://127.0.0.1:3999/… and an
 * anonymous GET /api/oauth2/authorize?…&idp_identifier=… then made the server fetch it (blind SSRF).
 */
let k: AdminKit;
let internal: http.Server;
let hits = 0;
let internalUrl: string;
beforeAll(async () => {
  k = await createAdminKit();
  // an "internal service" on loopback that must never be reached through a company's setting
  internal = http.createServer((_req, res) => {
    hits++;
    res.setHeader('content-type', 'application/json');
    res.end('{"issuer":"x"}');
  });
  await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
  internalUrl = `http://127.0.0.1:${(internal.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await k.t.close();
  await new Promise((resolve) => internal.close(resolve));
});

const saveIssuer = (issuer: string) =>
  k.call('demo.admin', 'PUT', `/customers/${k.company.demo}`, { identityProvider: { identifier: 'demo-idp', displayName: 'Demo SSO', issuer, clientId: 'creditdesk' } });

describe('a company identity provider cannot point the server at its own network', () => {
  it.each([
    ['plain http on loopback', () => `${internalUrl}/realm`],
    ['https on loopback', () => 'https://127.0.0.1/realm'],
    ['localhost', () => 'https://localhost/realm'],
    ['IPv6 loopback', () => 'https://[::1]/realm'],
    ['a private address', () => 'https://10.1.2.3/realm'],
    ['the metadata service', () => 'https://169.254.169.254/latest'],
    ['an IPv4-mapped private address', () => 'https://[::ffff:192.168.1.1]/'],
    ['a URL with credentials', () => 'https://user:pw@idp.example.com/'],
  ])('refuses %s when saved, with 400 naming the issuer', async (_name, issuer) => {
    const res = await saveIssuer(issuer());
    expect(res.statusCode).toBe(400);
    expect(res.json().additionalErrorDetails.fields[0].field).toBe('body.identityProvider.issuer');
    expect(hits).toBe(0);
  });

  it('accepts a public https issuer', async () => {
    expect((await saveIssuer('https://idp.demolending.example')).statusCode).toBe(200);
  });

  it('refuses at the request too: a provider stored pointing at loopback (or rebound there) is never fetched by an anonymous authorize', async () => {
    const [demo] = await k.t.database.db.select().from(customers).where(eq(customers.name, 'Demo Lending'));
    await configureIdentityProvider(k.t.database.db, demo.id, { identifier: 'demo-rebound', displayName: 'Rebound', issuer: `${internalUrl}/realm`, clientId: 'x' }, k.t.app.ctx.cipher);
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: PORTAL_CLIENT_ID,
      redirect_uri: `${k.t.config.publicUrl}/login`,
      scope: 'openid',
      state: 's',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      idp_identifier: 'demo-rebound',
    });
    const res = await k.t.app.inject({ method: 'GET', url: `/api/oauth2/authorize?${query}` });
    expect(res.statusCode).toBeLessThan(500);
    expect(new URL(res.headers.location as string).searchParams.get('error')).toBe('temporarily_unavailable');
    expect(hits).toBe(0);
  });
});

describe('the outbound policy', () => {
  it('classes addresses', () => {
    for (const a of ['127.0.0.1', '10.0.0.1', '172.16.5.5', '192.168.0.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fe80::1', 'fd00:ec2::254', '::ffff:127.0.0.1'])
      expect(isNonPublicAddress(a), a).toBe(true);
    for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700::1111']) expect(isNonPublicAddress(a), a).toBe(false);
  });

  it('refuses a name whose DNS answer holds any private address (a rebinding answer)', async () => {
    const lookup = async () => ['93.184.216.34', '127.0.0.1'];
    await expect(checkOutboundUrl('https://idp.rebind.example/', { allowPrivate: false, lookup })).rejects.toBeInstanceOf(OutboundRefused);
    await expect(checkOutboundUrl('https://idp.nowhere.example/', { allowPrivate: false, lookup: async () => [] })).rejects.toThrow(/does not resolve/);
    expect((await checkOutboundUrl('https://idp.nowhere.example/', { allowPrivate: false, lookup: async () => [] }, 'tolerate')).address).toBeUndefined();
  });

  it('connects to the address it checked, not to a second DNS answer', async () => {
    let asked = 0;
    // the name exists in no DNS: only the checked answer can have taken the request to our server
    const fetcher = createOutboundFetch({ allowPrivate: true, lookup: async () => (asked++, ['127.0.0.1']) });
    const port = new URL(internalUrl).port;
    const before = hits;
    const res = await fetcher(`http://idp.pinned.invalid:${port}/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ issuer: 'x' });
    expect(asked).toBe(1);
    expect(hits).toBe(before + 1);
  });
});
