// `npm run deals -- <command>`: runs the operator command against the configured database (DATABASE_URL,
// or the PGlite directory DATA_DIR; stop the server first when it uses the same DATA_DIR).
import { openDatabase } from '../db/client.ts';
import { databaseReason } from '../db/database-error.ts';
import { loadEnv } from '../env.ts';
import { runDealsCommand, USAGE } from './deals-command.ts';

/**
 * Resolves once everything written to the stream has been handed to the system. Exiting before that loses
 * output a pipe has not taken yet (`npm run deals -- list | less`).
 */
const drained = (stream: NodeJS.WriteStream) =>
  new Promise<void>((resolve) => {
    if (stream.destroyed || !stream.writable) resolve();
    else stream.write('', () => resolve());
  });

// A reader that stops early (`| head`) closes the pipe: stop writing quietly, as other tools do.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
}

const args = process.argv.slice(2);
if (args.length === 0 || args[0] === '--help' || args[0] === 'help') {
  console.log(USAGE);
  process.exit(args.length === 0 ? 1 : 0);
}

let status = 1;
try {
  const env = loadEnv();
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: env.DATA_DIR },
  );
  try {
    status = await runDealsCommand(args, {
      db: database.db,
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
  } finally {
    await database.close();
  }
} catch (error) {
  // The reason only: a failed statement's text and parameters (the imported data) are never printed.
  console.error(databaseReason(error));
}
await drained(process.stdout);
await drained(process.stderr);
process.exit(status);
