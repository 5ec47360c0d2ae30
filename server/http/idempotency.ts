// Writes that arrive at most once in effect. The site's outbox sends each write with an Idempotency-Key made
// when the person acted, and sends it again when an answer was lost. The key is stored with the write's
// answer in the write's own transaction: a replay gets the stored answer and changes nothing; the same key
// with another request is refused (422). A write without a key simply runs once, in a transaction.
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import type { Transaction } from '../db/transaction.ts';
import { badRequest, HttpError } from './http-error.ts';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** Long enough for a UUID, short enough to index; no characters that need quoting. */
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;

export interface WriteAnswer {
  status: number;
  body: unknown;
}

/** The request's key, if it sent one; a malformed key is refused rather than ignored. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
    throw badRequest('The Idempotency-Key header must be 8 to 200 letters, digits or . _ : -');
  }
  return key;
}

/** What makes two requests the same: method, path with query, and body. */
export const requestHash = (request: FastifyRequest): string =>
  createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('base64url');

/** Placeholder answer while the write runs; never seen outside its transaction. */
const RUNNING = { status: 0, response: {} };

/**
 * Runs `write` once for the request's key within `scope` (whose keys these are: a member id, or 'visitor').
 * The key row is taken first in the transaction: a concurrent request with the same key waits for it on
 * PostgreSQL (PGlite runs one transaction at a time), then finds the stored answer.
 */
export async function writeOnce(
  db: Database,
  request: FastifyRequest,
  scope: string,
  write: (tx: Transaction) => Promise<WriteAnswer>,
): Promise<WriteAnswer & { replayed: boolean }> {
  const key = idempotencyKeyOf(request);
  if (!key) return { ...(await db.transaction(write)), replayed: false };
  const hash = requestHash(request);
  return db.transaction(async (tx) => {
    const taken = await tx
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash: hash, ...RUNNING })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (taken.length === 0) return replay(tx, scope, key, hash);
    const answer = await write(tx);
    await tx
      .update(idempotencyKeys)
      .set({ status: answer.status, response: answer.body ?? null })
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    return { ...answer, replayed: false };
  });
}

async function replay(tx: Transaction, scope: string, key: string, hash: string) {
  const [stored] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  if (!stored || stored.requestHash !== hash) {
    throw new HttpError(422, 'This Idempotency-Key was already used for a different request.');
  }
  return { status: stored.status, body: stored.response, replayed: true };
}

/**
 * Whether the request replays a write `scope` has already had answered under the same key and body. Such a
 * replay changes nothing, so it is no new hit against a rate limit.
 */
async function isAnsweredReplay(db: Database, request: FastifyRequest, scope: string): Promise<boolean> {
  const key = idempotencyKeyOf(request);
  if (!key) return false;
  const [stored] = await db
    .select({ requestHash: idempotencyKeys.requestHash, status: idempotencyKeys.status })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return (
    stored !== undefined && stored.status !== RUNNING.status && stored.requestHash === requestHash(request)
  );
}

/**
 * Runs `limit` (a rate-limit guard) unless the request replays an answered write: an outbox that sends a
 * write again after losing its answer gets the stored answer from writeOnce, not a 429 for a write that
 * already took effect.
 */
export async function limitUnlessReplay(
  db: Database,
  request: FastifyRequest,
  scope: string,
  limit: () => Promise<void>,
): Promise<void> {
  if (await isAnsweredReplay(db, request, scope)) return;
  await limit();
}

/** Sends a write's answer, saying whether it is a stored one. */
export function sendWriteAnswer(reply: FastifyReply, answer: WriteAnswer & { replayed: boolean }) {
  return reply.code(answer.status).header('idempotent-replayed', String(answer.replayed)).send(answer.body);
}

/** Forgets keys stored before `olderThan`: a client retries for minutes or days, not for weeks. */
export async function purgeIdempotencyKeys(db: Database, olderThan: Date): Promise<number> {
  const removed = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, olderThan))
    .returning({ key: idempotencyKeys.key });
  return removed.length;
}
