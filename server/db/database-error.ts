// What the database said when it refused a statement, fit to show an operator or to log: the reason only.
// Drizzle wraps the driver's error in one whose message holds the whole statement and every parameter
// (megabytes for a large import, and the data itself); that message is never shown.
import { DrizzleQueryError } from 'drizzle-orm/errors';

const MAX_REASON_LENGTH = 300;

export function databaseReason(error: unknown): string {
  let reason: unknown = error;
  while (reason instanceof DrizzleQueryError) reason = reason.cause ?? 'the database refused the statement';
  const message = reason instanceof Error ? reason.message : String(reason);
  return message.length > MAX_REASON_LENGTH ? `${message.slice(0, MAX_REASON_LENGTH)}…` : message;
}
