#!/usr/bin/env node
// wrk on loopback against /api/deals, /api/deals?since=…, the HTML of / and of a deal page, each beside one
// nginx worker serving the very same bytes in the same run; reports requests/s ratios and the server's RSS
// after the load. Then, on PostgreSQL, /api/deals from two server processes (WEB_CONCURRENCY=2) beside one.
// Each pair takes turns for ROUNDS rounds and the median ratio counts: this machine's neighbours come and
// go, and a lull or a burst during one measurement would otherwise decide the figure.
// Needs Debian's wrk, nginx and PostgreSQL 15, and a production build in dist/.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUDGETS, printTable, row } from './budgets.mjs';
import { coreCount, cpuSecondsBetween, endedChildrenCpuSeconds, treeCpuSeconds } from './lib/cpu-time.mjs';
import { makeDeals } from './lib/deal-factory.mjs';
import { postgresAvailable, startPostgres } from './lib/postgres.mjs';
import { freshDataDir, importDeals, rssMb, startServer } from './lib/server.mjs';

const DURATION = process.env.WRK_DURATION ?? '4s';
const CONNECTIONS = process.env.WRK_CONNECTIONS ?? '32';
/** wrk's own threads for the two-process comparison: one thread could itself be what limits two servers. */
const SCALE_THREADS = process.env.WRK_SCALE_THREADS ?? '2';
const ROUNDS = Number(process.env.WRK_ROUNDS ?? 3);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const wrk = (url, duration = DURATION, threads = '1') => wrkRun(url, duration, threads).rps;

/** Requests per second, and how many requests were answered. */
function wrkRun(url, duration, threads) {
  const result = spawnSync('wrk', [`-t${threads}`, `-c${CONNECTIONS}`, `-d${duration}`, '--latency', url], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`wrk failed: ${result.stderr}`);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(result.stdout)?.[1]);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(result.stdout)?.[1] ?? 0);
  if (non2xx > 0) throw new Error(`${url}: ${non2xx} non-2xx responses`);
  return { rps, requests: Number(/(\d+) requests in/.exec(result.stdout)?.[1]) };
}

async function startNginx(root, port, files) {
  const locations = files
    .map(({ uri, file, type }) => `location = ${uri} { default_type ${type}; alias ${join(root, file)}; }`)
    .join('\n    ');
  const conf = `daemon off; worker_processes 1; pid ${root}/nginx.pid; error_log ${root}/error.log;
events { worker_connections 1024; }
http { access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000;
  client_body_temp_path ${root}/tmp; proxy_temp_path ${root}/tmp; fastcgi_temp_path ${root}/tmp; uwsgi_temp_path ${root}/tmp; scgi_temp_path ${root}/tmp;
  server { listen 127.0.0.1:${port}; location / { return 404; }
    ${locations}
  } }`;
  mkdirSync(join(root, 'tmp'), { recursive: true });
  writeFileSync(join(root, 'nginx.conf'), conf);
  const child = spawn('nginx', ['-c', join(root, 'nginx.conf'), '-p', root], { stdio: 'inherit' });
  for (let i = 0; i < 50; i += 1) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { pid: child.pid, stop: () => child.kill('SIGQUIT') };
}

/**
 * Rounds of `a` then `b`, each wrk'd in turn: the median of each, and the median of their ratios a/b.
 * With `watch` (the process ids of a's and b's servers, and of a server both use), also the CPU each of
 * them and wrk used while a and while b was measured, in cores (CPU seconds per second).
 */
function alternate(aUrl, bUrl, threads = '1', watch = undefined) {
  // A short warm-up first, so the JIT and caches are in the state a running site is in.
  wrk(aUrl, '2s', threads);
  wrk(bUrl, '2s', threads);
  const used = {
    a: { wall: 0, wrk: 0, server: 0, shared: 0, requests: 0 },
    b: { wall: 0, wrk: 0, server: 0, shared: 0, requests: 0 },
  };
  const measured = (side, url) => {
    if (!watch) return wrk(url, DURATION, threads);
    const sample = () => ({
      wall: performance.now() / 1000,
      wrk: endedChildrenCpuSeconds(),
      server: treeCpuSeconds(watch[side]),
      shared: treeCpuSeconds(watch.shared),
    });
    const before = sample();
    const { rps, requests } = wrkRun(url, DURATION, threads);
    const after = sample();
    used[side].wall += after.wall - before.wall;
    used[side].wrk += after.wrk - before.wrk;
    used[side].server += cpuSecondsBetween(before.server, after.server);
    used[side].shared += cpuSecondsBetween(before.shared, after.shared);
    used[side].requests += requests;
    return rps;
  };
  const rounds = Array.from({ length: ROUNDS }, () => ({
    a: measured('a', aUrl),
    b: measured('b', bUrl),
  }));
  const ratios = rounds.map((round) => round.a / round.b);
  const cores = (side) => ({
    ...Object.fromEntries(['wrk', 'server', 'shared'].map((key) => [key, used[side][key] / used[side].wall])),
    /** The server's CPU time per request answered, in microseconds: steadier than req/s when neighbours come and go. */
    perRequestUs: (used[side].server / used[side].requests) * 1e6,
  });
  return {
    a: median(rounds.map((round) => round.a)),
    b: median(rounds.map((round) => round.b)),
    ratio: median(ratios),
    range: [Math.min(...ratios), Math.max(...ratios)],
    cores: watch ? { a: cores('a'), b: cores('b') } : undefined,
  };
}

/** /api/deals from WEB_CONCURRENCY=2 beside one process, both on PostgreSQL with the same deals. */
async function measureScaleOut(file, { onePort, twoPort }) {
  if (!postgresAvailable()) {
    return [row('2 processes vs 1 on PostgreSQL (/api/deals)', 'skipped', 'PostgreSQL 15 missing', false)];
  }
  const postgres = startPostgres();
  const dataDir = freshDataDir('scale');
  const servers = [];
  try {
    importDeals(dataDir, file, { DATABASE_URL: postgres.url });
    const env = (count) => ({ DATABASE_URL: postgres.url, WEB_CONCURRENCY: String(count) });
    servers.push(await startServer({ port: onePort, dataDir, env: env(1) }));
    servers.push(await startServer({ port: twoPort, dataDir, env: env(2) }));
    const [one, two] = servers;
    // Where the machine's cores went in each half: wrk and PostgreSQL run on the same cores as the servers,
    // so on a machine with few cores two processes cannot have two cores to themselves.
    const result = alternate(`${two.url}/api/deals`, `${one.url}/api/deals`, SCALE_THREADS, {
      a: [two.pid],
      b: [one.pid],
      shared: [postgres.pid()],
    });
    const goal = 2 * BUDGETS.perProcessScaling;
    const share = ({ server, wrk: load, shared }) =>
      `servers ${server.toFixed(2)}, wrk ${load.toFixed(2)}, PostgreSQL ${shared.toFixed(2)}`;
    return [
      row(
        `2 processes vs 1, /api/deals on PostgreSQL: ${Math.round(result.a)} vs ${Math.round(result.b)} req/s (rounds ${result.range.map((r) => r.toFixed(2)).join('–')}; cores used of ${coreCount()}, 2 processes: ${share(result.cores.a)}; 1 process: ${share(result.cores.b)})`,
        result.ratio.toFixed(2),
        `>= ${goal.toFixed(2)}x`,
        result.ratio >= goal,
        'x',
      ),
    ];
  } finally {
    for (const server of servers) await server.stop();
    postgres.stop();
  }
}

export async function measureServer({ port = 4605, nginxPort = 4606, clusterPort = 4602 } = {}) {
  const dataDir = freshDataDir('server');
  const file = join(dataDir, 'bench-deals.json');
  writeFileSync(file, JSON.stringify(makeDeals(1000)));
  importDeals(dataDir, file);
  const server = await startServer({ port, dataDir });
  const root = join(dataDir, 'nginx');
  mkdirSync(root, { recursive: true });
  // nginx's workers drop root privileges; they must be able to read the bodies.
  chmodSync(dataDir, 0o755);
  chmodSync(root, 0o755);
  let stopNginx = () => {};
  try {
    const full = await fetch(`${server.url}/api/deals`);
    const token = full.headers.get('x-sync-token') ?? '';
    const deals = await full.clone().json();
    const targets = [
      { name: '/api/deals', uri: '/api/deals', type: 'application/json' },
      {
        name: '/api/deals?since=…',
        uri: `/api/deals?since=${encodeURIComponent(token)}`,
        type: 'application/json',
      },
      { name: 'HTML of /', uri: '/', type: 'text/html' },
      { name: 'HTML of a deal page', uri: `/deal/${encodeURIComponent(deals[0].id)}`, type: 'text/html' },
    ];
    const files = [];
    for (const [index, target] of targets.entries()) {
      const body = Buffer.from(await (await fetch(`${server.url}${target.uri}`)).arrayBuffer());
      const name = `body-${index}`;
      writeFileSync(join(root, name), body);
      // nginx matches locations on the path only, so each target gets its own path there.
      files.push({ uri: `/t${index}`, file: name, type: target.type, bytes: body.length });
    }
    const nginx = await startNginx(root, nginxPort, files);
    stopNginx = nginx.stop;
    const rows = [];
    for (const [index, target] of targets.entries()) {
      const result = alternate(`${server.url}${target.uri}`, `http://127.0.0.1:${nginxPort}/t${index}`, '1', {
        a: [server.pid],
        b: [nginx.pid],
        shared: [],
      });
      // The cores each side and wrk used: on a machine with few cores wrk itself may be what limits.
      const cores = ({ server: used, wrk: load }) => `${used.toFixed(2)} + wrk ${load.toFixed(2)}`;
      const perRequest = `${Math.round(result.cores.a.perRequestUs)} vs ${Math.round(result.cores.b.perRequestUs)} µs`;
      rows.push(
        row(
          `${target.name} (${Math.round(files[index].bytes / 1024)} KB): ${Math.round(result.a)} vs nginx ${Math.round(result.b)} req/s (rounds ${result.range.map((r) => r.toFixed(2)).join('–')}; cores ${cores(result.cores.a)} vs ${cores(result.cores.b)}; CPU per request ${perRequest})`,
          result.ratio.toFixed(2),
          `>= ${BUDGETS.serverThroughputRatio}x`,
          result.ratio >= BUDGETS.serverThroughputRatio,
          'x',
        ),
      );
    }
    const rss = rssMb(server.pid);
    rows.push(
      row(
        'server RSS after load, 1,000 deals',
        Math.round(rss),
        `<= ${BUDGETS.serverRssMb} MB`,
        rss <= BUDGETS.serverRssMb,
        ' MB',
      ),
    );
    stopNginx();
    await server.stop();
    rows.push(...(await measureScaleOut(file, { onePort: port, twoPort: clusterPort })));
    return rows;
  } finally {
    stopNginx();
    await server.stop();
  }
}

// BENCH_PORT (and the two after it) lets several people run the benchmark on one machine at once.
const benchPort = Number(process.env.BENCH_PORT ?? 0);
const ports = benchPort ? { port: benchPort, nginxPort: benchPort + 1, clusterPort: benchPort + 2 } : {};
if (import.meta.url === `file://${process.argv[1]}`) printTable(await measureServer(ports));
