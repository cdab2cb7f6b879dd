import net from 'node:net';
import type { FastifyRequest } from 'fastify';

const isLoopbackAddress = (address: string | undefined): boolean => {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return net.isIPv4(plain) ? plain.startsWith('127.') : plain === '::1';
};

/**
 * The headers a proxy adds when it passes a request on: the standard ones (Forwarded, Via) and the
 * de-facto ones of common proxies and load balancers (nginx's X-Real-IP, and the client-address
 * headers of others). Any of them means the request came through a proxy.
 */
export const PROXY_HEADERS = ['forwarded', 'via', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'x-client-ip', 'true-client-ip'] as const;

/**
 * A request made on this machine: the connection's own peer is a loopback address and no proxy
 * forwarded it (a proxy on the same machine would make every remote caller look local). The
 * client-address headers a client writes are never believed here, whatever TRUST_PROXY says.
 */
export function isDirectLoopbackRequest(req: FastifyRequest): boolean {
  const forwarded = PROXY_HEADERS.some((name) => req.headers[name] !== undefined);
  return !forwarded && isLoopbackAddress(req.socket.remoteAddress);
}
