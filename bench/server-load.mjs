#!/usr/bin/env node
// wrk on loopback against /api/deals, /api/deals?since=…, the HTML of / and of a deal page, each beside one
// nginx worker and a bare node:http server sending the very same bytes and headers in the same run; reports
// requests/s ratios and the server's RSS after the load. Then, on PostgreSQL, /api/deals from two server
// processes (WEB_CONCURRENCY=2) beside one. The sides take turns for ROUNDS rounds and the median ratio
// counts: this machine's neighbours come and go, and a lull or a burst during one measurement would
// otherwise decide the figure.
// Needs Debian's wrk, nginx and PostgreSQL 15, and a production build in dist/.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUDGETS, printTable, row } from './budgets.mjs';
import { identityAnswer, startBareNode } from './lib/bare-node.mjs';
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
 * Rounds of every side in turn, each wrk'd for DURATION: the median req/s of each side, the median and range
 * of any two sides' ratio over the rounds, and the CPU each side's processes, the processes all sides share
 * (`shared`) and wrk used while that side was measured, in cores (CPU seconds per second).
 */
function alternate(sides, { threads = '1', shared = [] } = {}) {
  // A short warm-up first, so the JIT and caches are in the state a running site is in.
  for (const side of sides) wrk(side.url, '2s', threads);
  const used = sides.map(() => ({ wall: 0, wrk: 0, server: 0, shared: 0, requests: 0 }));
  const measured = (index) => {
    const sample = () => ({
      wall: performance.now() / 1000,
      wrk: endedChildrenCpuSeconds(),
      server: treeCpuSeconds(sides[index].pids),
      shared: treeCpuSeconds(shared),
    });
    const before = sample();
    const { rps, requests } = wrkRun(sides[index].url, DURATION, threads);
    const after = sample();
    const total = used[index];
    total.wall += after.wall - before.wall;
    total.wrk += after.wrk - before.wrk;
    total.server += cpuSecondsBetween(before.server, after.server);
    total.shared += cpuSecondsBetween(before.shared, after.shared);
    total.requests += requests;
    return rps;
  };
  const rounds = Array.from({ length: ROUNDS }, () => sides.map((_, index) => measured(index)));
  return {
    rps: sides.map((_, index) => median(rounds.map((round) => round[index]))),
    ratio(a, b) {
      const ratios = rounds.map((round) => round[a] / round[b]);
      return { median: median(ratios), range: [Math.min(...ratios), Math.max(...ratios)] };
    },
    cores: used.map((total) => ({
      ...Object.fromEntries(['wrk', 'server', 'shared'].map((key) => [key, total[key] / total.wall])),
      /** The CPU time per request answered, in microseconds: steadier than req/s when neighbours come and go. */
      perRequestUs: (total.server / total.requests) * 1e6,
    })),
  };
}

const rangeText = ({ range }) => range.map((r) => r.toFixed(2)).join('–');

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
    const result = alternate(
      [
        { url: `${two.url}/api/deals`, pids: [two.pid] },
        { url: `${one.url}/api/deals`, pids: [one.pid] },
      ],
      { threads: SCALE_THREADS, shared: [postgres.pid()] },
    );
    const ratio = result.ratio(0, 1);
    const goal = 2 * BUDGETS.perProcessScaling;
    const share = ({ server, wrk: load, shared }) =>
      `servers ${server.toFixed(2)}, wrk ${load.toFixed(2)}, PostgreSQL ${shared.toFixed(2)}`;
    return [
      row(
        `2 processes vs 1, /api/deals on PostgreSQL: ${Math.round(result.rps[0])} vs ${Math.round(result.rps[1])} req/s (rounds ${rangeText(ratio)}; cores used of ${coreCount()}, 2 processes: ${share(result.cores[0])}; 1 process: ${share(result.cores[1])})`,
        ratio.median.toFixed(2),
        `>= ${goal.toFixed(2)}x`,
        ratio.median >= goal,
        'x',
      ),
    ];
  } finally {
    for (const server of servers) await server.stop();
    postgres.stop();
  }
}

export async function measureServer({
  port = 4605,
  nginxPort = 4606,
  clusterPort = 4602,
  barePort = 4607,
} = {}) {
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
  let stopBare = () => {};
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
    const answers = [];
    for (const [index, target] of targets.entries()) {
      const { headers, body } = await identityAnswer(`${server.url}${target.uri}`);
      const name = `body-${index}`;
      writeFileSync(join(root, name), body);
      // nginx matches locations on the path only, so each target gets its own path there.
      files.push({ uri: `/t${index}`, file: name, type: target.type, bytes: body.length });
      answers.push({ path: target.uri, headers, body });
    }
    const nginx = await startNginx(root, nginxPort, files);
    stopNginx = nginx.stop;
    const bare = await startBareNode(root, barePort, answers);
    stopBare = bare.stop;
    const rows = [];
    for (const [index, target] of targets.entries()) {
      const result = alternate([
        { url: `${server.url}${target.uri}`, pids: [server.pid] },
        { url: `http://127.0.0.1:${barePort}${target.uri}`, pids: [bare.pid] },
        { url: `http://127.0.0.1:${nginxPort}/t${index}`, pids: [nginx.pid] },
      ]);
      const [ours, bareNode, nginxWorker] = result.cores;
      // The cores each side and wrk used: on a machine with few cores wrk itself may be what limits.
      const cores = ({ server: used, wrk: load }) => `${used.toFixed(2)} + wrk ${load.toFixed(2)}`;
      const perRequest = [ours, bareNode, nginxWorker].map((side) => Math.round(side.perRequestUs));
      const [vsNginx, bareVsNginx, oursVsBare] = [result.ratio(0, 2), result.ratio(1, 2), result.ratio(0, 1)];
      const ratioText = (ratio, than) => `${ratio.median.toFixed(2)}x ${than} (rounds ${rangeText(ratio)})`;
      const [oursRps, bareRps, nginxRps] = result.rps.map(Math.round);
      rows.push(
        row(
          [
            `${target.name} (${Math.round(files[index].bytes / 1024)} KB): ${oursRps} vs nginx ${nginxRps} req/s`,
            `(rounds ${rangeText(vsNginx)}; cores ${cores(ours)} vs ${cores(nginxWorker)}).`,
            `Bare Node ${bareRps} req/s: ${ratioText(bareVsNginx, 'nginx')}, ours ${ratioText(oursVsBare, 'bare Node')}.`,
            `CPU per request, ours / bare Node / nginx: ${perRequest.join(' / ')} µs`,
          ].join(' '),
          vsNginx.median.toFixed(2),
          `>= ${BUDGETS.serverThroughputRatio}x`,
          vsNginx.median >= BUDGETS.serverThroughputRatio,
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
    stopBare();
    await server.stop();
    rows.push(...(await measureScaleOut(file, { onePort: port, twoPort: clusterPort })));
    return rows;
  } finally {
    stopNginx();
    stopBare();
    await server.stop();
  }
}

// BENCH_PORT (and the three after it) lets several people run the benchmark on one machine at once.
const benchPort = Number(process.env.BENCH_PORT ?? 0);
const ports = benchPort
  ? { port: benchPort, nginxPort: benchPort + 1, clusterPort: benchPort + 2, barePort: benchPort + 3 }
  : {};
if (import.meta.url === `file://${process.argv[1]}`) printTable(await measureServer(ports));
