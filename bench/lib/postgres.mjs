// A throw-away PostgreSQL 15 server on 127.0.0.1 for a benchmark, in a temporary directory (as the test
// set-up starts one). Run as the unprivileged postgres user when this process is root.
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
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

/** Starts the server; returns the connection string of its `postgres` database and a stop function. */
export function startPostgres(port) {
  const root = mkdtempSync(join(tmpdir(), 'rarefinds-bench-pg-'));
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', PG_USER], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', PG_USER], { encoding: 'utf8' }).trim());
    chownSync(root, uid, gid);
  }
  const dataDir = join(root, 'data');
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
    `-p ${port} -h 127.0.0.1 -k ${root} -c max_connections=200`,
  ]);
  return {
    url: `postgresql://${PG_USER}@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w']);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
