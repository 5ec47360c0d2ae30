// A write's transaction, as the routes and jobs hold it, and its use where the repositories ask for the
// database: drizzle types a transaction apart from the database, though it has the same query API.
import type { Database } from './client.ts';

/** The argument of `db.transaction`'s callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The transaction as the database type the repositories take; their queries then run inside it. */
export const asDatabase = (tx: Transaction): Database => tx as unknown as Database;

/** What a query runs on: the database, or a transaction on it (a read that may run inside a write). */
export type Queryable = Database | Transaction;
