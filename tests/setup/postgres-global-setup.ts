// Starts a throw-away PostgreSQL 15 server for the server test suites, on 127.0.0.1 and a free port, in a
// temporary directory, and makes the migrated PGlite database that the suites' in-memory databases are
// copied from. The suites run once on PGlite and once on this server. Missing binaries fail the run: the
// PostgreSQL half of the suites is never skipped silently.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPgliteDatabase, migratedPgliteCopy } from '../../server/db/client.ts';
import { freePort } from '../support/free-port.ts';
import './provided-context.ts';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const PG_USER = 'postgres';

/** PostgreSQL refuses to run as root: run its programs as the unprivileged postgres user then. */
function run(program: string, args: string[]): string {
  const isRoot = process.getuid?.() === 0;
  const [command, commandArgs] = isRoot
    ? ['runuser', ['-u', PG_USER, '--', join(PG_BIN, program), ...args]]
    : [join(PG_BIN, program), args];
  return execFileSync(command, commandArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export default async function setup(project: TestProject) {
  for (const program of ['initdb', 'pg_ctl', 'postgres']) {
    if (!existsSync(join(PG_BIN, program))) {
      throw new Error(
        `PostgreSQL 15 is required for the server tests but ${join(PG_BIN, program)} is missing. Install it with: apt-get install postgresql`,
      );
    }
  }
  const root = mkdtempSync(join(tmpdir(), 'rarefinds-pg-'));
  const dataDir = join(root, 'data');
  if (process.getuid?.() === 0) {
    const ids = execFileSync('id', ['-u', PG_USER], { encoding: 'utf8' }).trim();
    const gid = execFileSync('id', ['-g', PG_USER], { encoding: 'utf8' }).trim();
    chownSync(root, Number(ids), Number(gid));
  }
  const port = await freePort();
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
    `-p ${port} -h 127.0.0.1 -k ${root} -F -c max_connections=200`,
  ]);
  project.provide('postgresUrl', `postgresql://${PG_USER}@127.0.0.1:${port}/postgres`);

  // One migrated PGlite database, copied by every suite that opens one in memory (server/db/client.ts).
  const pgliteCopyPath = join(root, 'pglite-migrated.tar');
  writeFileSync(pgliteCopyPath, new Uint8Array(await (await migratedPgliteCopy()).arrayBuffer()));
  project.provide('pgliteCopyPath', pgliteCopyPath);
  // And one migrated PGlite data directory, copied by suites that start a process on one.
  const pgliteDataDir = join(root, 'pglite-migrated-data');
  await createPgliteDatabase(pgliteDataDir);
  project.provide('pgliteDataDir', pgliteDataDir);

  return () => {
    try {
      run('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };
}
