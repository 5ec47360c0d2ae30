// Rate limits per client address on every route. Routes set stricter limits where they matter (writes,
// click-outs). The client address is the one the trusted proxy saw (TRUST_PROXY); without a proxy,
// requests from this machine itself (health checks, tests, benchmarks) are not limited. Behind a proxy
// nothing is exempt: every request arrives from the proxy's address, and a forwarded loopback address
// is only what some client claimed.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { isLoopbackAddress } from '../http/loopback.ts';

export async function registerRateLimits(
  app: FastifyInstance,
  options: { max: number; behindProxy: boolean },
): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: '1 minute',
    allowList: options.behindProxy ? undefined : (request) => isLoopbackAddress(request.ip),
  });
}
