#!/usr/bin/env node
// The load benchmark: wrk with 200 connections for 60 s on /api/deals, the HTML of / and of a deal page,
// with 1,000 deals, on PGlite and on PostgreSQL. Reports requests/s, p99 latency and errors (socket errors
// and non-2xx answers; the budget is 0), the server's memory right after its first start (an empty data
// directory: the database is created, migrated and seeded) and after a start with 1,000 deals, and after
// the load. Needs Debian's wrk and PostgreSQL 15, and a production build (DIST_DIR, default dist).
// Options (environment): LOAD_PORT (default 4710), LOAD_PG_PORT (4711), LOAD_CONNECTIONS (200),
// LOAD_DURATION (60s), LOAD_MODES (pglite,postgres), LOAD_THREADS (2).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUDGETS, printTable, row } from './budgets.mjs';
import { makeDeals } from './lib/deal-factory.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { freshDataDir, importDeals, rssMb, startServer } from './lib/server.mjs';

const PORT = Number(process.env.LOAD_PORT ?? 4710);
const PG_PORT = Number(process.env.LOAD_PG_PORT ?? 4711);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const DURATION = process.env.LOAD_DURATION ?? '60s';
const THREADS = Number(process.env.LOAD_THREADS ?? 2);
const MODES = (process.env.LOAD_MODES ?? 'pglite,postgres').split(',');

const toMs = (value, unit) => Number(value) * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit];

/** wrk's figures for one target: requests/s, p99 in ms, socket errors and non-2xx/3xx answers. */
export function parseWrk(output) {
  const p99 = /^\s*99%\s+([\d.]+)(us|ms|s|m)\s*$/m.exec(output);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]),
    p99Ms: p99 ? toMs(p99[1], p99[2]) : Number.NaN,
    socketErrors: socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    non2xx: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0),
  };
}

function wrk(url) {
  const result = spawnSync(
    'wrk',
    [`-t${THREADS}`, `-c${CONNECTIONS}`, `-d${DURATION}`, '--timeout', '10s', '--latency', url],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`wrk failed: ${result.stderr}`);
  return parseWrk(result.stdout);
}

/** Lets the process settle (timers, lazy work after start) before its memory is read. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 2000));

async function measureMode(mode) {
  const postgres = mode === 'postgres' ? startPostgres(PG_PORT) : undefined;
  const dataDir = freshDataDir(`load-${mode}`);
  const env = postgres ? { DATABASE_URL: postgres.url } : {};
  const rows = [];
  try {
    // The first start: an empty database is created, migrated and seeded.
    const first = await startServer({ port: PORT, dataDir, env });
    await settle();
    const firstRss = rssMb(first.pid);
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

    const file = join(dataDir, 'bench-deals.json');
    writeFileSync(file, JSON.stringify(makeDeals(1000)));
    importDeals(dataDir, file, env);
    const server = await startServer({ port: PORT, dataDir, env });
    await settle();
    const startRss = rssMb(server.pid);
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
      const [deal] = await (await fetch(`${server.url}/api/deals?limit=1`)).json();
      const targets = [
        ['/api/deals', '/api/deals'],
        ['HTML of /', '/'],
        ['HTML of a deal page', `/deal/${encodeURIComponent(deal.id)}`],
      ];
      for (const [name, path] of targets) {
        const figures = wrk(`${server.url}${path}`);
        const errors = figures.socketErrors + figures.non2xx;
        console.log(
          `${mode} ${name}: ${Math.round(figures.rps)} req/s, p99 ${figures.p99Ms.toFixed(1)} ms, ${errors} errors`,
        );
        rows.push(
          row(
            `${mode}: ${name}, ${CONNECTIONS} connections × ${DURATION}: errors`,
            errors,
            '0',
            errors === 0,
          ),
        );
        rows.push(
          row(
            `${mode}: ${name}: p99 (${Math.round(figures.rps)} req/s)`,
            figures.p99Ms.toFixed(0),
            'reported',
            true,
            ' ms',
          ),
        );
      }
      const afterRss = rssMb(server.pid);
      rows.push(
        row(
          `${mode}: RSS after the load`,
          Math.round(afterRss),
          `<= ${BUDGETS.serverRssMb} MB`,
          afterRss <= BUDGETS.serverRssMb,
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
