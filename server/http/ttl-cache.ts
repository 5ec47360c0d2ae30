// A short-lived memory of finished answers. Deal lists and pages change rarely and are asked for often;
// keeping each for about a second (never past the moment it would change by itself, such as a listed
// deal ending) spares the database most reads. Writers in other processes are seen within that second.
export interface Expiring {
  /** Epoch milliseconds after which the entry is stale. */
  until: number;
}

const MAX_ENTRIES = 500;

export class TtlCache<T extends Expiring> {
  readonly #entries = new Map<string, T>();
  readonly #building = new Map<string, Promise<T>>();

  /**
   * The kept entry for `key`, or the one `build` makes. Requests that miss together share one build: when
   * an entry ends under load, the database answers once, not once per waiting request. `keep` false
   * (reuse switched off) still shares the build but keeps nothing.
   */
  async getOrBuild(key: string, nowMs: number, build: () => Promise<T>, keep = true): Promise<T> {
    const kept = this.get(key, nowMs);
    if (kept) return kept;
    return shareBuild(this.#building, key, async () => {
      const entry = await build();
      if (keep) this.set(key, entry);
      return entry;
    });
  }

  get(key: string, nowMs: number): T | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= nowMs) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, entry: T): void {
    if (this.#entries.size >= MAX_ENTRIES) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, entry);
  }
}

/** The first end date among these deals, in epoch milliseconds (Infinity when none ends). */
export const firstExpiry = (deals: readonly { expiryDate: string | null }[]): number =>
  Math.min(
    ...deals.map((deal) => (deal.expiryDate ? Date.parse(deal.expiryDate) : Number.POSITIVE_INFINITY)),
  );

/** The build already running for `key`, or a new one: callers that ask together share one result. */
export function shareBuild<T>(
  running: Map<string, Promise<T>>,
  key: string,
  build: () => Promise<T>,
): Promise<T> {
  let pending = running.get(key);
  if (!pending) {
    pending = build().finally(() => running.delete(key));
    running.set(key, pending);
  }
  return pending;
}
