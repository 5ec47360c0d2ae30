// Temporary minimal server: serves the built app with an SPA fallback.
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
await app.register(fastifyStatic, { root: resolve(process.env.DIST_DIR ?? 'dist'), wildcard: false });
app.get('/healthz', async () => ({ ok: true }));
app.setNotFoundHandler((request, reply) => {
  if (request.url.startsWith('/api/')) return reply.code(404).send({ error: 'Not found' });
  return reply.type('text/html').sendFile('index.html');
});
await app.listen({ port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? '127.0.0.1' });
