// At most one request per host per interval (a second): a round over a shop's hundred deals asks that shop
// once a second, not a hundred times at once. Each request takes the host's next free slot; requests to
// other hosts do not wait for it.

export interface HostPacer {
  /** Resolves when a request to `host` may start. */
  turn(host: string): Promise<void>;
}

export interface PacerOptions {
  intervalMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createHostPacer({
  intervalMs = 1000,
  now = Date.now,
  sleep = sleepFor,
}: PacerOptions = {}): HostPacer {
  /** When each host's next request may start. */
  const nextFree = new Map<string, number>();
  return {
    async turn(host) {
      const key = host.toLowerCase();
      const at = now();
      const slot = Math.max(at, nextFree.get(key) ?? at);
      nextFree.set(key, slot + intervalMs);
      if (slot > at) await sleep(slot - at);
    },
  };
}
