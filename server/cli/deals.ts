// `npm run deals -- <command>`: runs the operator command against the configured database (DATABASE_URL,
// or the PGlite directory DATA_DIR; stop the server first when it uses the same DATA_DIR).
import { openDatabase } from '../db/client.ts';
import { loadEnv } from '../env.ts';
import { runDealsCommand, USAGE } from './deals-command.ts';

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
  console.error((error as Error).message);
}
process.exit(status);
