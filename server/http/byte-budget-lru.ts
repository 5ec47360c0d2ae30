// A least-recently-used memory bounded by bytes, without anything it stores: the server keeps finished
// answers (pages, deal lists, feeds, the build's files) whose sizes differ by a factor of a thousand, so a
// bound on their number bounds nothing. Each value is kept with its size; keeping one that would pass the
// budget lets go of the least recently used until it fits, and a value larger than the whole budget is
// not kept at all. Sizes may grow after a value is kept (a compressed form made later): resize says so.

export class ByteBudgetLru<V> {
  /** Maps iterate in insertion order: the first entry is the least recently used. */
  readonly #entries = new Map<string, { value: V; bytes: number }>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {
    if (!(maxBytes >= 0)) throw new RangeError(`A byte budget must be 0 or more, not ${maxBytes}.`);
  }

  /** Bytes of every value kept. */
  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The value kept under `key`, which becomes the most recently used. */
  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** The value kept under `key`, without making it recent. */
  peek(key: string): V | undefined {
    return this.#entries.get(key)?.value;
  }

  /**
   * Keeps `value` of `bytes` under `key` as the most recently used, letting go of the least recently used
   * until the budget holds. Returns false (and keeps nothing under `key`) when the value alone passes it.
   */
  set(key: string, value: V, bytes: number): boolean {
    this.delete(key);
    if (bytes > this.maxBytes) return false;
    this.#entries.set(key, { value, bytes });
    this.#bytes += bytes;
    this.#fit(key);
    return true;
  }

  /** The value under `key` now takes `bytes`; others (or itself, when it alone passes) are let go to fit. */
  resize(key: string, bytes: number): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#bytes += bytes - entry.bytes;
    entry.bytes = bytes;
    if (bytes > this.maxBytes) {
      this.delete(key);
      return;
    }
    this.#fit(key);
  }

  delete(key: string): boolean {
    const entry = this.#entries.get(key);
    if (!entry) return false;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
    return true;
  }

  /** Keys from the least to the most recently used. */
  keys(): string[] {
    return [...this.#entries.keys()];
  }

  /** Lets go of the least recently used entries, never `keep`, until the budget holds. */
  #fit(keep: string): void {
    for (const [key, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) return;
      if (key === keep) continue;
      this.#entries.delete(key);
      this.#bytes -= entry.bytes;
    }
  }
}
