// Fastify's trustProxy for TRUST_PROXY. An address list goes to Fastify as it is (proxy-addr checks every
// hop against it). A number of proxies is turned into a check of the hop's position: Fastify 5 refuses a
// bare number, since with it a client that reaches the server directly can write its own
// X-Forwarded-For; so a hop count is only right when the server can be reached through the proxies
// alone (it listens on loopback or a private network), as docs/configuration.md says.
import type { FastifyServerOptions } from 'fastify';
import type { ServerEnv } from '../env.ts';

export function trustProxyOption(setting: ServerEnv['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  if (typeof setting !== 'number') return setting;
  // proxy-addr numbers hops from the socket's peer (0) back towards the client.
  return (_address: string, hop: number) => hop < setting;
}
