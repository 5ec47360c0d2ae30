// Starts the server: one process, or with WEB_CONCURRENCY=N on PostgreSQL, N processes sharing one port
// (server/cluster.ts). Each serving process runs server/serve.ts.
import cluster from 'node:cluster';
import { runCluster } from './cluster.ts';
import { loadEnv } from './env.ts';

// The page renderer loads React's server build when the app is built; without NODE_ENV React picks its
// slower, larger development build. This server is the production server unless told otherwise.
process.env.NODE_ENV ??= 'production';

function processCount(): number {
  try {
    const env = loadEnv();
    if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
      console.warn(
        'WEB_CONCURRENCY is ignored without DATABASE_URL: the embedded database serves one process. Starting one.',
      );
      return 1;
    }
    return env.WEB_CONCURRENCY;
  } catch {
    // serve() reports the invalid configuration and exits.
    return 1;
  }
}

// The cluster's primary only starts and stops the others: it never loads the server itself.
if (cluster.isPrimary && processCount() > 1) await runCluster(loadEnv());
else await (await import('./serve.ts')).serve();
