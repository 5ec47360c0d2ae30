// Start our production server, as built into the build folder (`npm run serve`), on loopback for a benchmark.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const freshDataDir = (label) => mkdtempSync(join(tmpdir(), `rarefinds-bench-${label}-`));

/** Import a JSON file of deals into DATA_DIR (or the DATABASE_URL in `env`) with the operator command. */
export function importDeals(dataDir, file, env = {}) {
  const result = spawnSync('node', ['--import', 'tsx', 'server/cli/deals.ts', 'import', file], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`deal import failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

/**
 * The Node flags the server runs with, as `npm run serve` (package.json) gives them: the bench measures the
 * server as operators start it.
 */
const SERVE_FLAGS = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'))
  .scripts.serve.split(' ')
  .filter((word) => word.startsWith('--'));

export async function startServer({
  port,
  dataDir,
  distDir = process.env.DIST_DIR ?? 'dist',
  env = {},
  nodeArgs = [],
}) {
  const child = spawn('node', [...SERVE_FLAGS, ...nodeArgs, join(distDir, 'server', 'index.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** Resident memory of a process in MB, read from /proc. */
export function rssMb(pid) {
  const status = spawnSync('cat', [`/proc/${pid}/status`], { encoding: 'utf8' }).stdout;
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}
