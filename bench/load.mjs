#!/usr/bin/env node
// The load benchmark: wrk with 200 connections for 60 s on /api/deals, the HTML of / and of a deal page,
// with 1,000 deals, on PGlite and on PostgreSQL. Reports requests/s, p99 latency and errors (socket errors,
// time-outs at wrk's 2 s and non-2xx answers; the budget is 0) per target; the server's memory right after
// its first start (an empty data directory: the database is created, migrated and seeded with the sample
// deals), after a start with 1,000 deals, and at its highest during and after the load: the resident memory
// of the server's process tree read from /proc every second, beside V8's heap as the server reports it
// (bench/lib/memory-probe.mjs, loaded into the server for the benchmark only). And the bytes of the HTML of
// /, a deal page, /search?q=… and /faq, raw and with brotli, with the sample deals and with 1,000 deals,
// beside the answers the app's takeover fetches for each. Beside each target, its floor: a bare node:http
// server sending the same bytes while using as much CPU per request as ours did, under the same wrk — how
// many time-outs Node's HTTP itself has at that cost on this machine, accepting one new connection per
// event-loop turn while it answers every ready request (bench/lib/bare-node.mjs). Ours begins a few requests a
// turn (decision 55), so it is expected to do better than its floor, not merely as well.
// Needs Debian's wrk and PostgreSQL 15, and a production build (DIST_DIR, default dist).
// Options (environment): LOAD_PORT (default 4710), LOAD_PG_PORT (4711), LOAD_CONNECTIONS (200),
// LOAD_DURATION (60s), LOAD_TIMEOUT (2s), LOAD_QUIET (5, seconds sampled after the load), LOAD_MODES
// (pglite,postgres), LOAD_THREADS (2), LOAD_BARE_PORT (4712).
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUDGETS, printTable, row } from './budgets.mjs';
import { identityAnswer, startBareNode } from './lib/bare-node.mjs';
import { cpuSecondsBetween, treeCpuSeconds } from './lib/cpu-time.mjs';
import { makeDeals } from './lib/deal-factory.mjs';
import { readProbe, startMemorySampler, treeRssMb } from './lib/memory-sampler.mjs';
import { pageWeight } from './lib/page-weight.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { freshDataDir, importDeals, startServer } from './lib/server.mjs';

const PORT = Number(process.env.LOAD_PORT ?? 4710);
const PG_PORT = Number(process.env.LOAD_PG_PORT ?? 4711);
const BARE_PORT = Number(process.env.LOAD_BARE_PORT ?? 4712);
/** How long the bare server's own CPU per answer is measured before it is given ours. */
const CALIBRATION = '5s';
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const DURATION = process.env.LOAD_DURATION ?? '60s';
const TIMEOUT = process.env.LOAD_TIMEOUT ?? '2s';
const QUIET_S = Number(process.env.LOAD_QUIET ?? 5);
const THREADS = Number(process.env.LOAD_THREADS ?? 2);
const MODES = (process.env.LOAD_MODES ?? 'pglite,postgres').split(',');

/** The home page's HTML with the sample deals before the app fetched its answers (2026-11-28): 175 KB. */
const HOME_HTML_BEFORE_KB = 175;

const PROBE = fileURLToPath(new URL('./lib/memory-probe.mjs', import.meta.url));

const toMs = (value, unit) => Number(value) * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit];

/** wrk's figures for one target: requests/s, p99 in ms, socket errors and non-2xx/3xx answers. */
export function parseWrk(output) {
  const p99 = /^\s*99%\s+([\d.]+)(us|ms|s|m)\s*$/m.exec(output);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]),
    requests: Number(/(\d+) requests in/.exec(output)?.[1] ?? 0),
    p99Ms: p99 ? toMs(p99[1], p99[2]) : Number.NaN,
    socketErrors: socket ? socket.slice(1, 4).reduce((sum, n) => sum + Number(n), 0) : 0,
    timeouts: socket ? Number(socket[4]) : 0,
    non2xx: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0),
  };
}

/**
 * The event loop's longest delay in the server's probe readings (each reading covers the second before it),
 * and how many of those seconds had a delay over 100 ms: a stall holds every request the process has.
 */
function longestStall(readings) {
  return {
    ms: Math.round(Math.max(0, ...readings.map((reading) => reading.loopDelayMaxMs))),
    secondsOver100: readings.filter((reading) => reading.loopDelayMaxMs > 100).length,
  };
}

/**
 * The server's own slowest answer in the probe's readings and how many took over a second: a time-out wrk
 * counts with no slow answer here was spent before the server read the request, or after it sent the answer.
 */
function slowestAnswers(readings) {
  return {
    ms: Math.round(Math.max(0, ...readings.map((reading) => reading.longestAnswerMs ?? 0))),
    overOneSecond: readings.reduce((sum, reading) => sum + (reading.slowAnswers ?? 0), 0),
  };
}

/** wrk, run without blocking this process: the memory sampler reads /proc meanwhile. */
function wrk(url, duration = DURATION) {
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', [
      `-t${THREADS}`,
      `-c${CONNECTIONS}`,
      `-d${duration}`,
      '--timeout',
      TIMEOUT,
      '--latency',
      url,
    ]);
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      err += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(parseWrk(out)) : reject(new Error(`wrk failed: ${err}`)),
    );
  });
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Lets the process settle (timers, lazy work after start) before its memory is read. */
const settle = () => wait(2000);

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The pages whose weight is reported; the deal page and the search are the first listed deal's. */
async function weighPages(url, label) {
  const [deal] = await (await fetch(`${url}/api/deals?limit=1`)).json();
  const word = deal.title.split(/\s+/).find((part) => part.length > 3) ?? deal.title;
  const pages = [
    ['/', '/'],
    ['a deal page', `/deal/${encodeURIComponent(deal.id)}`],
    ['/search?q=…', `/search?q=${encodeURIComponent(word.toLowerCase())}`],
    ['/faq', '/faq'],
  ];
  const rows = [];
  const weights = {};
  for (const [name, path] of pages) {
    const weight = await pageWeight(url, path);
    weights[name] = weight;
    const answers = weight.answers
      ? `; its answers, fetched by the app: ${kb(weight.answers.raw)} KB (${kb(weight.answers.br)} KB br)`
      : '';
    console.log(`${label} HTML of ${path}: ${kb(weight.raw)} KB raw, ${kb(weight.br)} KB br${answers}`);
    rows.push(
      row(
        `${label}: HTML of ${name}, raw / brotli`,
        `${kb(weight.raw)} / ${kb(weight.br)}`,
        'reported',
        true,
        ' KB',
      ),
    );
  }
  return { rows, weights };
}

/** wrk on `url` while the CPU time of the process tree under `pid` is read: the figures and µs per request. */
async function wrkWithCpu(url, pid, duration = DURATION) {
  const before = treeCpuSeconds([pid]);
  const figures = await wrk(url, duration);
  const cpuUs = (cpuSecondsBetween(before, treeCpuSeconds([pid])) * 1e6) / Math.max(1, figures.requests);
  return { ...figures, cpuUs };
}

/**
 * The floor for one target: a bare node:http server sending the very bytes ours sent, made to use as much CPU
 * per request as ours did (its own cost measured first, the rest burnt before each answer), under the same
 * wrk. Node's HTTP at that CPU per request, on this machine, with nothing of ours: its time-outs are those of
 * a server that shares no turn (decision 55).
 */
async function measureFloor(root, url, oursCpuUs) {
  const answer = await identityAnswer(url);
  const { pathname, search } = new URL(url);
  const path = pathname + search;
  const bareUrl = `http://127.0.0.1:${BARE_PORT}${path}`;
  const answers = [{ path, ...answer }];
  const plain = await startBareNode(root, BARE_PORT, answers);
  let ownUs;
  try {
    ownUs = (await wrkWithCpu(bareUrl, plain.pid, CALIBRATION)).cpuUs;
  } finally {
    await plain.stop();
  }
  const spinUs = Math.max(0, Math.round(oursCpuUs - ownUs));
  const spinning = await startBareNode(root, BARE_PORT, answers, { spinUs });
  try {
    return { spinUs, ...(await wrkWithCpu(bareUrl, spinning.pid)) };
  } finally {
    await spinning.stop();
  }
}

async function measureMode(mode) {
  const postgres = mode === 'postgres' ? startPostgres(PG_PORT) : undefined;
  const dataDir = freshDataDir(`load-${mode}`);
  const env = postgres ? { DATABASE_URL: postgres.url } : {};
  const rows = [];
  try {
    // The first start: an empty database is created, migrated and seeded with the sample deals.
    const first = await startServer({ port: PORT, dataDir, env });
    await settle();
    const firstRss = treeRssMb(first.pid);
    const sample = await weighPages(first.url, `${mode}, sample deals`);
    await first.stop();
    rows.push(
      row(
        `${mode}: RSS right after the first start`,
        Math.round(firstRss),
        `<= ${BUDGETS.serverRssMb} MB`,
        firstRss <= BUDGETS.serverRssMb,
        ' MB',
      ),
    );
    const homeKb = sample.weights['/'].raw / 1024;
    rows.push(
      row(
        `${mode}, sample deals: HTML of /, raw`,
        homeKb.toFixed(1),
        `<= ${HOME_HTML_BEFORE_KB / 2} KB (half of ${HOME_HTML_BEFORE_KB})`,
        homeKb <= HOME_HTML_BEFORE_KB / 2,
        ' KB',
      ),
      ...sample.rows,
    );

    const file = join(dataDir, 'bench-deals.json');
    writeFileSync(file, JSON.stringify(makeDeals(1000)));
    importDeals(dataDir, file, env);
    const probeFile = join(dataDir, 'memory-probe.jsonl');
    const server = await startServer({
      port: PORT,
      dataDir,
      env: { ...env, MEMORY_PROBE_FILE: probeFile },
      nodeArgs: ['--import', PROBE],
    });
    await settle();
    const startRss = treeRssMb(server.pid);
    rows.push(
      row(
        `${mode}: RSS after a start with 1,000 deals`,
        Math.round(startRss),
        `<= ${BUDGETS.serverRssMb} MB`,
        startRss <= BUDGETS.serverRssMb,
        ' MB',
      ),
    );
    try {
      rows.push(...(await weighPages(server.url, `${mode}, 1,000 deals`)).rows);
      const [deal] = await (await fetch(`${server.url}/api/deals?limit=1`)).json();
      const targets = [
        ['/api/deals', '/api/deals'],
        ['HTML of /', '/'],
        ['HTML of a deal page', `/deal/${encodeURIComponent(deal.id)}`],
      ];
      const sampler = startMemorySampler(server.pid, { probeFile });
      for (const [name, path] of targets) {
        sampler.phase(name);
        const from = Date.now();
        const figures = await wrkWithCpu(`${server.url}${path}`, server.pid);
        const errors = figures.socketErrors + figures.timeouts + figures.non2xx;
        const top = sampler.highest([name]);
        const readings = readProbe(probeFile).filter((reading) => reading.at >= from);
        const stall = longestStall(readings);
        const slowest = slowestAnswers(readings);
        console.log(
          `${mode} ${name}: ${Math.round(figures.rps)} req/s, p99 ${figures.p99Ms.toFixed(1)} ms, ` +
            `${figures.socketErrors} socket errors, ${figures.timeouts} time-outs, ${figures.non2xx} non-2xx; ` +
            `highest RSS ${Math.round(top.rssMb)} MB; longest event-loop stall ${stall.ms} ms ` +
            `(${stall.secondsOver100} seconds with one over 100 ms); the server's slowest answer ` +
            `${slowest.ms} ms (${slowest.overOneSecond} over 1 s); CPU ${Math.round(figures.cpuUs)} µs a request`,
        );
        sampler.phase(`floor for ${name}`);
        const floor = await measureFloor(dataDir, `${server.url}${path}`, figures.cpuUs);
        const floorErrors = floor.socketErrors + floor.timeouts + floor.non2xx;
        console.log(
          `bare node:http at ${Math.round(floor.cpuUs)} µs a request (${floor.spinUs} µs burnt), ${name}: ` +
            `${Math.round(floor.rps)} req/s, p99 ${floor.p99Ms.toFixed(1)} ms, ${floor.timeouts} time-outs, ` +
            `${floor.socketErrors} socket errors`,
        );
        rows.push(
          row(
            `${mode}: ${name}, ${CONNECTIONS} connections × ${DURATION}: errors and time-outs (${TIMEOUT})`,
            errors,
            '0',
            errors === 0,
          ),
          row(
            `${mode}: ${name}: p99 (${Math.round(figures.rps)} req/s, ${Math.round(figures.cpuUs)} µs CPU a request)`,
            figures.p99Ms.toFixed(0),
            'reported',
            true,
            ' ms',
          ),
          row(
            `… bare node:http at the same CPU a request (${Math.round(floor.cpuUs)} µs): errors and time-outs, p99`,
            `${floorErrors}, ${floor.p99Ms.toFixed(0)} ms`,
            'reported',
            true,
          ),
        );
      }
      sampler.phase('after');
      await wait(QUIET_S * 1000);
      sampler.stop();
      const during = sampler.highest(targets.map(([name]) => name));
      const after = sampler.highest(['after']);
      const heap = (reading) =>
        reading
          ? `${Math.round(reading.heapUsedMb)} used of ${Math.round(reading.heapTotalMb)}`
          : 'not reported';
      rows.push(
        row(
          `${mode}: highest RSS under load (${during.readings} readings; at ${during.phase})`,
          Math.round(during.rssMb),
          `<= ${BUDGETS.serverRssMb} MB`,
          during.rssMb <= BUDGETS.serverRssMb,
          ' MB',
        ),
        row(`${mode}: … V8 heap at that reading, MB`, heap(during.heapAtPeak), 'reported', true),
        row(
          `${mode}: … largest V8 heap under load, MB (RSS then ${Math.round(during.largestHeap?.rssMb ?? 0)})`,
          heap(during.largestHeap),
          'reported',
          true,
        ),
        row(
          `${mode}: highest RSS in the ${QUIET_S} s after the load`,
          Math.round(after.rssMb),
          `<= ${BUDGETS.serverRssMb} MB`,
          after.rssMb <= BUDGETS.serverRssMb,
          ' MB',
        ),
      );
    } finally {
      await server.stop();
    }
  } finally {
    postgres?.stop();
  }
  return rows;
}

export async function measureLoad() {
  const rows = [];
  for (const mode of MODES) rows.push(...(await measureMode(mode)));
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await measureLoad();
  printTable(rows);
  process.exit(rows.every((r) => r.pass) ? 0 : 1);
}
