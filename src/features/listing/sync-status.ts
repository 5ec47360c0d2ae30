/** What the listing screens need to know about the deal sync; the app passes it in. */
export interface SyncStatus {
  /** A sync is running (or the first one has not finished). */
  syncing: boolean;
  /** The last sync's error message, if it failed. */
  error: string | null;
}

export const IDLE_SYNC: SyncStatus = { syncing: false, error: null };
