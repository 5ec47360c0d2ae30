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
