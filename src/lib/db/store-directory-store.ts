// The store directory (src/shared/store/store.ts) as this device last fetched it: the deal sync's worker
// stores it after each sync (saveStoreDirectory), and the store pages read it here, so they open offline.
// A page the server drew came with its part of the directory among its answers (page-answers.ts): the
// screens show that until the device's copy is at least as new.
import type { StoreDirectory } from '@shared/store/store';
import { db, type StoreDirectoryRow } from './database';

export async function saveStoreDirectory(
  directory: StoreDirectory,
  etag: string | null,
  now: number = Date.now(),
): Promise<void> {
  await db.storeDirectory.put({ key: 'current', ...directory, etag, fetchedAt: now });
}

/** The directory as last fetched, or undefined when this device never fetched it. */
export async function readStoreDirectory(): Promise<StoreDirectoryRow | undefined> {
  return db.storeDirectory.get('current');
}

/** The entity tag of the copy held, for a conditional fetch. */
export async function storeDirectoryEtag(): Promise<string | null> {
  return (await readStoreDirectory())?.etag ?? null;
}
