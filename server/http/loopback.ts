// Addresses of this machine itself (127.0.0.0/8, ::1, and IPv4 loopback written as IPv6).
import type { FastifyRequest } from 'fastify';

export const isLoopbackAddress = (ip: string | undefined): boolean =>
  ip !== undefined && (ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.'));

/**
 * Whether the request came from a process on this machine, by the connection's own address (never by
 * what the proxy setting makes of forwarding headers). A request that carries forwarding headers came
 * through a proxy from somewhere else, even when the proxy itself runs here.
 */
export const isFromThisMachine = (request: FastifyRequest): boolean =>
  isLoopbackAddress(request.socket.remoteAddress) &&
  request.headers['x-forwarded-for'] === undefined &&
  request.headers.forwarded === undefined;
