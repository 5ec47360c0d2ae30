// The member's watches as /account/watches shows them: as last fetched (kept on this device, so they read
// offline), with the changes still waiting in the outbox laid over them (a removed watch goes, a paused one
// shows paused, new rules show), marked as waiting until the server has them.

import { discardOutboxEntry, type OutboxEntry } from '@lib/db/outbox-store';
import { useCacheQuery } from '@lib/db/use-cache-query';
import { useOutboxEntries } from '@lib/db/use-outbox-entries';
import { type KeptWriteResult, keepAndAwait } from '@lib/outbox/await-outcome';
import { onOutboxEvent } from '@lib/outbox/outbox-events';
import type { WatchView } from '@shared/watch/watch';
import type { UpdateWatchRequest } from '@shared/watch/watch-requests';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { watchOfAnswer } from './watch-answers';
import { keepWatchAnswer, refreshWatches } from './watch-api';
import { queueWatchRemoval, queueWatchUpdate } from './watch-writes';

export interface WatchItem {
  watch: WatchView;
  /** A change to it waits to be sent. */
  pending: boolean;
}

const WATCH_ACTIONS = new Set(['update', 'delete']);

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The changes a kept update holds; null when they no longer read. */
function keptChanges(entry: OutboxEntry): UpdateWatchRequest | null {
  const changes = parseJson(entry.payload.changes ?? '');
  return typeof changes === 'object' && changes !== null && !Array.isArray(changes)
    ? (changes as UpdateWatchRequest)
    : null;
}

/** The stored watches with the waiting changes laid over them, oldest change first (the order they go in). */
export function overlayKeptWrites(
  stored: readonly WatchView[],
  entries: readonly OutboxEntry[],
): WatchItem[] {
  let items: WatchItem[] = stored.map((watch) => ({ watch, pending: false }));
  for (const entry of entries) {
    if (entry.state === 'rejected') continue;
    const { action, watchId } = entry.payload;
    if (action === 'delete') items = items.filter((item) => item.watch.id !== watchId);
    if (action !== 'update') continue;
    const changes = keptChanges(entry);
    if (!changes) continue;
    items = items.map((item) =>
      item.watch.id === watchId ? { watch: { ...item.watch, ...changes }, pending: true } : item,
    );
  }
  return items;
}

/** What an answer put into the kept copy: a watch as the server holds it, a removal, or nothing it could read. */
type TakenIn = { watch: WatchView } | { removedId: string } | null;

/** The answers being taken in or taken in already, by outbox entry. */
const taking = new Map<number, Promise<TakenIn>>();

/**
 * Takes the server's answer to a kept change into the copy on this device (the changed watch, or the removed
 * one gone), once, however many listeners heard it; then the whole list again when online, as a fetch that
 * started before may have kept an older copy meanwhile. Resolves to what it put in.
 */
export function takeInAnswer(
  memberId: string,
  entryId: number,
  payload: Record<string, string>,
  body: string,
): Promise<TakenIn> {
  let done = taking.get(entryId);
  if (!done) {
    done = (async () => {
      const watch = payload.action === 'delete' ? null : watchOfAnswer(parseJson(body));
      const change: TakenIn =
        payload.action === 'delete' && payload.watchId
          ? { removedId: payload.watchId }
          : watch
            ? { watch }
            : null;
      if (change) await keepWatchAnswer(memberId, change);
      if (navigator.onLine)
        await refreshWatches(memberId).catch((error: unknown) =>
          console.warn('The watches could not be fetched again:', error),
        );
      return change;
    })();
    taking.set(entryId, done);
  }
  return done;
}

export interface WatchesShown {
  items: WatchItem[];
  /** Changes the server refused, kept with their reason until the member discards them. */
  refused: OutboxEntry[];
  /** Epoch ms of the last list from the server; null when this device never had one. */
  fetchedAt: number | null;
}

const RULE_FIELDS = [
  'anyDrop',
  'targetPrice',
  'minDropPercent',
  'backInStock',
  'lowest90',
  'paused',
] as const;

/** Whether the kept copy shows what an answer put in (the watch gone, or its rules as the server holds them). */
function showsAnswer(stored: readonly WatchView[], answer: TakenIn): boolean {
  if (!answer) return true;
  if ('removedId' in answer) return !stored.some((watch) => watch.id === answer.removedId);
  const kept = stored.find((watch) => watch.id === answer.watch.id);
  return kept !== undefined && RULE_FIELDS.every((field) => kept[field] === answer.watch[field]);
}

/** A change this page saw waiting and, once its answer is in, what the answer put into the kept copy. */
interface Waiting {
  entry: OutboxEntry;
  answer?: { takenIn: TakenIn; at: number };
}

/**
 * How long a change whose answer is in stays laid over a copy that does not show that answer (another device
 * changed the watch again meanwhile, say).
 */
const LET_GO_MS = 10_000;

type Write = (watchId: string, changes: UpdateWatchRequest | 'remove') => Promise<KeptWriteResult>;

/**
 * The member's watches as shown (undefined while loading), and `write`, which changes or removes one. Answers
 * to changes sent while the page is open (by this page, another tab or the service worker) are taken into the
 * kept list; a change that has left the outbox stays laid over the list until the copy read after its answer
 * is shown, so the page never shows the watch as it was in between.
 */
export function useWatches(memberId: string): { shown: WatchesShown | undefined; write: Write } {
  const stored = useCacheQuery((cache) => cache.readWatches(memberId), [memberId]);
  const entries = useOutboxEntries('watch');
  const waiting = useRef(new Map<number, Waiting>());
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  for (const entry of entries ?? []) {
    if (!WATCH_ACTIONS.has(entry.payload.action ?? '')) continue;
    if (entry.state === 'rejected') waiting.current.delete(entry.id);
    else {
      const seen = waiting.current.get(entry.id);
      if (seen) seen.entry = entry;
      else waiting.current.set(entry.id, { entry });
    }
  }

  /** The answer to a change is in the kept copy: the change is let go once the copy shown shows it. */
  const answered = useCallback((id: number, takenIn: TakenIn) => {
    const kept = waiting.current.get(id);
    if (kept) kept.answer = { takenIn, at: Date.now() };
    redraw();
    setTimeout(redraw, LET_GO_MS + 10);
  }, []);

  useEffect(
    () =>
      onOutboxEvent(({ kind, id, outcome }) => {
        if (kind !== 'watch') return;
        const kept = waiting.current.get(id);
        if (!kept) return;
        if (outcome.type === 'rejected') {
          waiting.current.delete(id);
          redraw();
        }
        if (outcome.type !== 'sent') return;
        takeInAnswer(memberId, id, kept.entry.payload, outcome.body).then(
          (takenIn) => answered(id, takenIn),
          (error: unknown) => {
            console.warn('The watches could not be updated on this device:', error);
            answered(id, null);
          },
        );
      }),
    [memberId, answered],
  );

  /**
   * Changes or removes a watch through the outbox and waits for how its first attempt ended: a refusal is let
   * go (the card says why, and the list is fetched again); a change kept for later counts as made, as it is
   * sent by itself once it can be.
   */
  const write = useCallback<Write>(
    async (watchId, changes) => {
      const payload: Record<string, string> =
        changes === 'remove'
          ? { action: 'delete', watchId }
          : { action: 'update', watchId, changes: JSON.stringify(changes) };
      const result = await keepAndAwait('watch', async () => {
        const id = await (changes === 'remove'
          ? queueWatchRemoval(watchId)
          : queueWatchUpdate(watchId, changes));
        // Laid over the list at once, however soon it is sent.
        if (!waiting.current.has(id))
          waiting.current.set(id, { entry: { id, payload, state: 'queued' } as OutboxEntry });
        redraw();
        return id;
      });
      if (result.type === 'sent') {
        answered(result.id, await takeInAnswer(memberId, result.id, payload, result.body).catch(() => null));
      } else if (result.type === 'refused') {
        waiting.current.delete(result.id);
        await discardOutboxEntry(result.id);
        if (navigator.onLine) await refreshWatches(memberId).catch(() => {});
      }
      return result;
    },
    [memberId, answered],
  );

  if (stored === undefined || entries === undefined) return { shown: undefined, write };
  const present = new Set(entries.map((entry) => entry.id));
  const left: OutboxEntry[] = [];
  for (const [id, { entry, answer }] of waiting.current) {
    if (present.has(id)) continue;
    // Let go once the copy shown holds what its answer put in.
    const letGo =
      answer && (showsAnswer(stored.watches, answer.takenIn) || Date.now() - answer.at > LET_GO_MS);
    if (letGo) waiting.current.delete(id);
    else left.push(entry);
  }
  return {
    shown: {
      items: overlayKeptWrites(
        stored.watches,
        [...left, ...entries].sort((a, b) => a.id - b.id),
      ),
      refused: entries.filter((entry) => entry.state === 'rejected'),
      fetchedAt: stored.fetchedAt,
    },
    write,
  };
}
