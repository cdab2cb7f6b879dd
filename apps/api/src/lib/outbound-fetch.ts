import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

/*
 * Requests the server makes to addresses a company chose (its single-sign-on provider's issuer,
 * discovery, token endpoint and keys). Without care, an administrator could point them at the
 * server's own network — loopback, private ranges, the cloud metadata service — and make an
 * anonymous visitor's sign-in trigger the request (blind SSRF). So: https only, and every address
 * the name resolves to must be public, checked when the setting is saved and again at every
 * request, where the connection is pinned to the very address that was checked (a DNS answer that
 * changes between the check and the connection — rebinding — cannot slip through).
 */

const blocked = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, including the metadata service 169.254.169.254
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64 of any IPv4 address, private ones included
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local, including fd00:ec2::254 (a metadata service)
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** Whether an address is one a company's setting must never make the server reach. */
export function isNonPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isNonPublicAddress(mapped[1]);
  const family = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : undefined;
  return family === undefined || blocked.check(address, family);
}

export type OutboundPolicy = {
  /** tests and local development only (SSO_ALLOW_PRIVATE_ISSUERS): plain http and private addresses allowed. */
  allowPrivate: boolean;
  /** the resolver; tests give one that answers as a rebinding DNS server would. */
  lookup?: (hostname: string) => Promise<string[]>;
};

export class OutboundRefused extends Error {}

const resolveAll = async (hostname: string) => (await dns.lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/**
 * Judges a URL a company wants the server to reach; the address to connect to when allowed.
 * `unresolvable` says what a name that does not resolve means: refused at a request, tolerated
 * when a setting is saved (the request's own check still stands between it and any connection).
 */
export async function checkOutboundUrl(
  raw: string | URL,
  policy: OutboundPolicy,
  unresolvable: 'refuse' | 'tolerate' = 'refuse',
): Promise<{ url: URL; address: string | undefined }> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundRefused('is not a URL');
  }
  if (url.protocol !== 'https:' && !(policy.allowPrivate && url.protocol === 'http:')) throw new OutboundRefused('must use https');
  if (url.username || url.password) throw new OutboundRefused('must not carry a user name or password');
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (net.isIP(hostname)) {
    addresses = [hostname];
  } else {
    try {
      addresses = await (policy.lookup ?? resolveAll)(hostname);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0) {
      if (unresolvable === 'tolerate') return { url, address: undefined };
      throw new OutboundRefused(`names a host that does not resolve (${hostname})`);
    }
  }
  if (!policy.allowPrivate && addresses.some(isNonPublicAddress)) {
    throw new OutboundRefused('must not point to a loopback, private, link-local or metadata address');
  }
  return { url, address: addresses[0] };
}

const MAX_RESPONSE_BYTES = 1024 * 1024;
const TIMEOUT_MS = 10_000;

/**
 * A fetch for openid-client's customFetch: every URL is checked, and the connection goes to the
 * checked address (TLS still verifies the certificate against the URL's host name). Redirects are
 * not followed; answers are capped at 1 MiB.
 */
export function createOutboundFetch(policy: OutboundPolicy) {
  return async (input: string | URL, init: { method?: string; headers?: Record<string, string> | Headers; body?: unknown; signal?: AbortSignal } = {}): Promise<Response> => {
    const { url, address } = await checkOutboundUrl(input, policy);
    const headers = init.headers instanceof Headers ? Object.fromEntries(init.headers.entries()) : { ...(init.headers ?? {}) };
    const body = init.body === undefined || init.body === null ? undefined : String(init.body);
    const transport = url.protocol === 'https:' ? https : http;
    return new Promise<Response>((resolve, reject) => {
      const req = transport.request(
        url,
        {
          method: init.method ?? 'GET',
          headers,
          signal: init.signal ?? AbortSignal.timeout(TIMEOUT_MS),
          // pinned: Node asks this for the address instead of resolving the name again
          lookup: (_hostname, options, callback) => {
            const family = net.isIPv6(address!) ? 6 : 4;
            if ((options as { all?: boolean }).all) (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: address!, family }]);
            else (callback as (e: null, a: string, f: number) => void)(null, address!, family);
          },
        },
        (res) => {
          let size = 0;
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_RESPONSE_BYTES) {
              res.destroy();
              reject(new OutboundRefused('answered more than 1 MiB'));
              return;
            }
            chunks.push(chunk);
          });
          res.on('end', () => {
            const responseHeaders = new Headers();
            for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) responseHeaders.set(k, Array.isArray(v) ? v.join(', ') : v);
            const status = res.statusCode ?? 502;
            const nullBody = status === 204 || status === 304;
            resolve(new Response(nullBody ? null : Buffer.concat(chunks), { status, headers: responseHeaders }));
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      if (body !== undefined) req.write(body);
      req.end();
    });
  };
}
