// The signed-in member's watched products on this device (the `watches` table, version 10), so
// /account/watches opens offline as last seen. Each row names the member it belongs to: another member
// signing in here never sees them, and signing out forgets them (clearAccountData). When the list was last
// fetched is kept beside it in the settings row 'watchesFetched'.
import type { WatchView } from '@shared/watch/watch';
import { db, type WatchRow } from './database';
import { readSetting, writeSetting } from './settings-store';

const FETCHED_KEY = 'watchesFetched';

export interface StoredWatches {
  watches: WatchView[];
  /** Epoch ms of the server's last list; null when this device never had one for the member. */
  fetchedAt: number | null;
}

/** The member's watches as last known here, in the server's order (one added here first). */
export async function readWatches(memberId: string): Promise<StoredWatches> {
  const [rows, fetched] = await Promise.all([
    db.watches.where('memberId').equals(memberId).toArray(),
    readSetting(FETCHED_KEY) as Promise<{ memberId?: string; fetchedAt?: number } | undefined>,
  ]);
  rows.sort((a, b) => a.position - b.position);
  return {
    watches: rows.map((row) => row.watch),
    fetchedAt: fetched?.memberId === memberId ? Number(fetched.fetchedAt) || 0 : null,
  };
}

/** Keeps the server's list for the member, in its order, in place of whatever this device held. */
export async function saveWatches(
  memberId: string,
  watches: readonly WatchView[],
  now: number = Date.now(),
): Promise<void> {
  await db.transaction('rw', db.watches, db.settings, async () => {
    await db.watches.clear();
    await db.watches.bulkPut(
      watches.map((watch, position): WatchRow => ({ id: watch.id, memberId, position, watch })),
    );
    await writeSetting(FETCHED_KEY, { memberId, fetchedAt: now });
  });
}

/**
 * Puts the server's answer to one watch's write into the copy here (a new or changed watch, or `removedId`
 * gone), so the list shows it before the next fetch brings the same.
 */
export async function applyWatchAnswer(
  memberId: string,
  change: { watch: WatchView } | { removedId: string },
): Promise<void> {
  await db.transaction('rw', db.watches, async () => {
    if ('removedId' in change) {
      await db.watches.delete(change.removedId);
      return;
    }
    const { watch } = change;
    const kept = await db.watches.get(watch.id);
    if (kept && kept.memberId === memberId) {
      await db.watches.put({ ...kept, watch });
      return;
    }
    const first = await db.watches.where('memberId').equals(memberId).toArray();
    const position = Math.min(0, ...first.map((row) => row.position)) - 1;
    await db.watches.put({ id: watch.id, memberId, position, watch });
  });
}

/** Forgets every watch kept here (signing out). Runs inside clearAccountData's transaction. */
export async function clearWatches(): Promise<void> {
  await db.watches.clear();
  await db.settings.delete(FETCHED_KEY);
}
