// The sync token of /api/deals: which database, the last change number and the server time it covers.
import { z } from 'zod';
import { decodeToken, encodeToken } from './opaque-token.ts';

export interface SyncPoint {
  instance: string;
  change: number;
  time: Date;
}

const tokenSchema = z.strictObject({
  i: z.string().min(1).max(64),
  v: z.number().int().min(0),
  t: z.number().int().min(0),
});

export const encodeSyncToken = (point: SyncPoint): string =>
  encodeToken({ i: point.instance, v: point.change, t: point.time.getTime() });

export type SyncTokenCheck = { ok: true; point: SyncPoint } | { ok: false; message: string };

/** Checks a token a client sends back: made here, by this database, and not older than the removal log. */
export function checkSyncToken(
  token: string,
  context: { instance: string; latestChange: number; now: Date; maxAgeMs: number },
): SyncTokenCheck {
  const value = decodeToken(token, tokenSchema);
  if (!value) return { ok: false, message: 'The since token is malformed. Fetch the full list again.' };
  if (
    value.i !== context.instance ||
    value.v > context.latestChange ||
    value.t > context.now.getTime() + 60_000
  ) {
    return { ok: false, message: 'The since token belongs to another database. Fetch the full list again.' };
  }
  if (value.t < context.now.getTime() - context.maxAgeMs) {
    return { ok: false, message: 'The since token is too old. Fetch the full list again.' };
  }
  return { ok: true, point: { instance: value.i, change: value.v, time: new Date(value.t) } };
}
