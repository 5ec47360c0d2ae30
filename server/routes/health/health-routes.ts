// GET /healthz: answers once the server listens and its database responds.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.ts';

export function registerHealthRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/healthz', async (_request, reply) => {
    try {
      await ctx.db.execute(sql`select 1`);
      return reply.header('cache-control', 'no-store').send({ ok: true });
    } catch (error) {
      app.log.error({ err: error }, 'Health check: the database does not answer');
      return reply.code(503).header('cache-control', 'no-store').send({ ok: false });
    }
  });
}
