import net from 'node:net';
import type { FastifyRequest } from 'fastify';

const isLoopbackAddress = (address: string | undefined): boolean => {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return net.isIPv4(plain) ? plain.startsWith('127.') : plain === '::1';
};

/**
 * A request made on this machine: the connection's own peer is a loopback address and no proxy
 * forwarded it (a proxy on the same machine would make every remote caller look local). The
 * X-Forwarded-For a client writes is never believed here, whatever TRUST_PROXY says.
 */
export function isDirectLoopbackRequest(req: FastifyRequest): boolean {
  const forwarded = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  return !forwarded && isLoopbackAddress(req.socket.remoteAddress);
}
