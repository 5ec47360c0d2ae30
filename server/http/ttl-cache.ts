// A short-lived memory of finished answers. Deal lists and pages change rarely and are asked for often;
// keeping each for about a second (never past the moment it would change by itself, such as a listed
// deal ending) spares the database most reads. Writers in other processes are seen within that second.
// Every route's answers share one memory bounded by bytes (AnswerMemory, ANSWER_CACHE_MB): a kept answer
// is let go when it ends or when newer ones need its room, whichever comes first, so no number of
// addresses asked for can grow the process.
import { ByteBudgetLru } from './byte-budget-lru.ts';
import type { ReusableBody } from './reusable-body.ts';

export interface Expiring {
  /** Epoch milliseconds after which the entry is stale. */
  until: number;
}

/** A finished answer kept for reuse; its body (with its compressed forms) is what it costs in memory. */
export interface KeptAnswer extends Expiring {
  body: ReusableBody;
}

/** The one memory of kept answers every route shares, bounded by bytes. */
export type AnswerMemory = ByteBudgetLru<KeptAnswer>;

export const createAnswerMemory = (maxBytes: number): AnswerMemory => new ByteBudgetLru<KeptAnswer>(maxBytes);

export class TtlCache<T extends KeptAnswer> {
  readonly #building = new Map<string, Promise<T>>();

  /** `namespace` keeps this cache's keys apart from the other routes' in the shared memory. */
  constructor(
    readonly memory: AnswerMemory,
    readonly namespace: string,
  ) {}

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
    const name = this.#name(key);
    const entry = this.memory.get(name) as T | undefined;
    if (!entry) return undefined;
    if (entry.until <= nowMs) {
      this.memory.delete(name);
      return undefined;
    }
    return entry;
  }

  set(key: string, entry: T): void {
    const name = this.#name(key);
    if (!this.memory.set(name, entry, entry.body.bytes)) return;
    // Its compressed forms are made later, when a client first asks for one: they count from then on.
    entry.body.onResize(() => {
      if (this.memory.peek(name) === entry) this.memory.resize(name, entry.body.bytes);
    });
  }

  #name(key: string): string {
    return `${this.namespace}\n${key}`;
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
