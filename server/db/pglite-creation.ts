// A new PGlite database is created and migrated by a process of its own, which exits when done; the
// server then opens it as on any later start. Creating a database (PostgreSQL's initdb, inside PGlite)
// grows PGlite's WebAssembly memory to about half a gigabyte, and leaves about 70 MB of the process's C
// heap in use for good (freed, but not returned by the allocator): done in the server's own process, a
// first start kept that for as long as the server ran (docs/decisions/0035-memory-bounds.md).
import { fork } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The creating process's module: the source beside this one, or its build beside the server (vite.config.ts). */
const PGLITE_CREATOR = 'create-pglite-database';

export function createPgliteDatabaseApart(dataDir: string): Promise<void> {
  const here = fileURLToPath(import.meta.url);
  // Run from the sources (tests, the operator commands), TypeScript needs its loader in the child too.
  const fromSource = here.endsWith('.ts');
  const entry = join(dirname(here), `${PGLITE_CREATOR}.${fromSource ? 'ts' : 'js'}`);
  return new Promise((resolve, reject) => {
    const child = fork(entry, [dataDir], {
      execArgv: fromSource ? ['--import', 'tsx'] : [],
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`Creating the database in ${dataDir} failed (${signal ?? `exit code ${code}`}).`)),
    );
  });
}
