// A throw-away PostgreSQL 15 server for a benchmark, in a temporary directory: on 127.0.0.1 at the given
// port, or reached through its Unix socket only when no port is given. PostgreSQL refuses to run as root:
// its programs then run as `postgres`.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const PG_USER = 'postgres';
const isRoot = process.getuid?.() === 0;

function run(program, args) {
  const [command, commandArgs] = isRoot
    ? ['runuser', ['-u', PG_USER, '--', join(PG_BIN, program), ...args]]
    : [join(PG_BIN, program), args];
  return execFileSync(command, commandArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export const postgresAvailable = () =>
  ['initdb', 'pg_ctl'].every((program) => existsSync(join(PG_BIN, program)));

/** Starts the server with one database, `rarefinds`; returns its connection string and a stop function. */
export function startPostgres(port) {
  const root = mkdtempSync(join(tmpdir(), 'rarefinds-bench-pg-'));
  const dataDir = join(root, 'data');
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', PG_USER], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', PG_USER], { encoding: 'utf8' }).trim());
    chownSync(root, uid, gid);
  }
  run('initdb', ['-D', dataDir, '-U', PG_USER, '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  run('pg_ctl', [
    'start',
    '-D',
    dataDir,
    '-w',
    '-t',
    '60',
    '-l',
    join(root, 'server.log'),
    '-o',
    port === undefined
      ? `-c listen_addresses='' -k ${root} -F -c max_connections=200`
      : `-p ${port} -h 127.0.0.1 -k ${root} -c max_connections=200`,
  ]);
  run('psql', [
    '-h',
    root,
    ...(port === undefined ? [] : ['-p', String(port)]),
    '-U',
    PG_USER,
    '-d',
    'postgres',
    '-c',
    'create database rarefinds',
  ]);
  return {
    /** The postmaster's process id: it and its children are the server (for CPU accounting). */
    pid: () => Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]),
    url:
      port === undefined
        ? `postgresql://${PG_USER}@/rarefinds?host=${encodeURIComponent(root)}`
        : `postgresql://${PG_USER}@127.0.0.1:${port}/rarefinds`,
    stop() {
      try {
        run('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w']);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
