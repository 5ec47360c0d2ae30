// Forms being filled in, kept in IndexedDB (table drafts) so that a reload, a closed tab or going offline
// never loses what the person typed. A draft is removed once its form is sent or safely queued.
import { db } from './database';

export async function readDraft(key: string): Promise<Record<string, string> | undefined> {
  return (await db.drafts.get(key))?.fields;
}

export async function saveDraft(
  key: string,
  fields: Record<string, string>,
  now = Date.now(),
): Promise<void> {
  await db.drafts.put({ key, fields: { ...fields }, updatedAt: now });
}

export async function clearDraft(key: string): Promise<void> {
  await db.drafts.delete(key);
}
