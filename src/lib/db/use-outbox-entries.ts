// The outbox as a live React value, apart from the store so the service worker's copy of the store
// carries no React.
import type { OutboxKind } from '@shared/worker-protocol/outbox-messages';
import { useLiveQuery } from 'dexie-react-hooks';
import { listOutbox, type OutboxEntry } from './outbox-store';

/** Kept writes of a kind, oldest first; undefined while loading. */
export const useOutboxEntries = (kind?: OutboxKind): OutboxEntry[] | undefined =>
  useLiveQuery(() => listOutbox(kind), [kind]);
