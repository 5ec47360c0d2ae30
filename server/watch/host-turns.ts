// Which page a free reader of a round takes next. Each shop is asked once a second (the reader's pacer), so
// a reader that takes a page of a host asked a moment ago only waits: of the hosts no reader is reading now,
// it takes the one whose turn comes soonest, its pages in their order. A host is read by one reader at a
// time, and is next ready a second after its last read ended (a read may make more than one request: the
// host's robots.txt first). A reader that finds no host free ends: the readers still reading take the rest.
// Pure bookkeeping; the waiting itself is the pacer's.

export interface HostTurns<T> {
  /** The next page to read and its host, now marked busy; undefined when no host is free with pages left. */
  take(): { host: string; item: T } | undefined;
  /** The host's read ended: it is free again, ready one interval from now. */
  release(host: string): void;
}

interface HostQueue<T> {
  host: string;
  items: T[];
  /** The next item's index. */
  next: number;
  /** When the host's next request may start (ms). */
  ready: number;
  busy: boolean;
}

export function hostTurns<T>(
  items: readonly T[],
  hostOf: (item: T) => string,
  { intervalMs = 1000, now = Date.now }: { intervalMs?: number; now?: () => number } = {},
): HostTurns<T> {
  const byHost = new Map<string, HostQueue<T>>();
  for (const item of items) {
    const host = hostOf(item).toLowerCase();
    const queue = byHost.get(host);
    if (queue) queue.items.push(item);
    else byHost.set(host, { host, items: [item], next: 0, ready: 0, busy: false });
  }
  let open = [...byHost.values()];
  return {
    take() {
      let best: HostQueue<T> | undefined;
      for (const queue of open) {
        if (queue.busy) continue;
        if (!best || queue.ready < best.ready) best = queue;
      }
      if (!best) return undefined;
      best.busy = true;
      const item = best.items[best.next++]!;
      // A host with nothing left is no longer looked at.
      if (best.next >= best.items.length) open = open.filter((queue) => queue !== best);
      return { host: best.host, item };
    },
    release(host) {
      const queue = byHost.get(host);
      if (!queue) return;
      queue.busy = false;
      queue.ready = now() + intervalMs;
    },
  };
}
