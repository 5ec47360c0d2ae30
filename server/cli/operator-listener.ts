// Where commands reach the running server: always a loopback address, whatever HOST the site listens on.
// Listening on every address (0.0.0.0, ::) or on localhost includes 127.0.0.1, and a loopback HOST is
// itself one; a server bound to one outside address only (HOST=192.0.2.10) gets a second listener on
// 127.0.0.1 that serves the same application, so the channel never names an address others can reach.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { isLoopbackAddress } from '../http/loopback.ts';

const ANY_OR_LOCAL = new Set(['0.0.0.0', '::', 'localhost']);

/** The loopback host that reaches a server listening on `host`, or undefined when none does. */
export function loopbackHostFor(host: string): string | undefined {
  if (ANY_OR_LOCAL.has(host)) return '127.0.0.1';
  return isLoopbackAddress(host) ? host : undefined;
}

const originOf = (host: string, port: number) => `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

export interface OperatorListener {
  /** The loopback origin to publish in the channel file. */
  origin: string;
  close: () => Promise<void>;
}

/** The loopback origin of the listening app, opening a loopback listener of its own when needed. */
export async function openOperatorListener(app: FastifyInstance, host: string): Promise<OperatorListener> {
  const loopback = loopbackHostFor(host);
  if (loopback) {
    const { port } = app.server.address() as AddressInfo;
    return { origin: originOf(loopback, port), close: async () => {} };
  }
  const server: Server = createServer((request, response) => app.server.emit('request', request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: originOf('127.0.0.1', port),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
