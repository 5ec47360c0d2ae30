// Run as a process of its own by server/db/pglite-creation.ts: creates and migrates a new PGlite database in
// the directory its argument names, then exits (0 when done).
import { createPgliteDatabase } from './client.ts';

const [dataDir] = process.argv.slice(2);
if (!dataDir) throw new Error('Usage: create-pglite-database <data directory>');
await createPgliteDatabase(dataDir);
