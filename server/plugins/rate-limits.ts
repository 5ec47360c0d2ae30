// Rate limits per client address on every route. Routes set stricter limits where they matter (writes,
// click-outs). Requests from this machine itself (health checks, tests, benchmarks) are not limited;
// behind a proxy set TRUST_PROXY so the real client address counts.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

const isLoopback = (ip: string) => ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');

export async function registerRateLimits(app: FastifyInstance, max: number): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max,
    timeWindow: '1 minute',
    allowList: (request) => isLoopback(request.ip),
  });
}
