// The writes of one kind for one deal still kept on this device: pending, or refused with a reason.
import { useOutboxEntries } from '@lib/db/use-outbox-entries';
import type { OutboxKind } from '@shared/worker-protocol/outbox-messages';

export function useKeptWrites(kind: OutboxKind, dealId: string) {
  return (useOutboxEntries(kind) ?? []).filter((entry) => entry.payload.dealId === dealId);
}
