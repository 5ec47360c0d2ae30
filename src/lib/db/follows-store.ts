// The member's follows and mutes on this device (the settings row 'follows'), so the listings hide muted
// deals and the account page lists them offline too. The row names whose they are: another member signing in
// on this device never sees them, and signing out forgets them.
import type { FollowEntry, FollowsAnswer } from '@shared/discovery/follows';
import { noteMutes } from '../muting-member';
import { db } from './database';
import { readSetting, writeSetting } from './settings-store';

const FOLLOWS_KEY = 'follows';

export interface StoredFollows extends FollowsAnswer {
  memberId: string;
  /** Epoch ms of the server's last answer. */
  fetchedAt: number;
}

const isEntryList = (value: unknown): value is FollowEntry[] =>
  Array.isArray(value) &&
  value.every(
    (entry) =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as FollowEntry).kind === 'string' &&
      typeof (entry as FollowEntry).target === 'string' &&
      typeof (entry as FollowEntry).label === 'string',
  );

/** The member's follows and mutes as last known here, or null when this device holds none of theirs. */
export async function readFollows(memberId: string): Promise<StoredFollows | null> {
  const value = (await readSetting(FOLLOWS_KEY)) as Partial<StoredFollows> | undefined;
  if (!value || value.memberId !== memberId || !isEntryList(value.follows) || !isEntryList(value.mutes))
    return null;
  return value as StoredFollows;
}

/** Keeps the server's answer for the member. */
export async function saveFollows(
  memberId: string,
  answer: FollowsAnswer,
  now: number = Date.now(),
): Promise<void> {
  await writeSetting(FOLLOWS_KEY, {
    memberId,
    follows: answer.follows,
    mutes: answer.mutes,
    fetchedAt: now,
  });
  noteMutes(memberId, answer.mutes.length);
}

export interface FollowChange {
  list: 'follows' | 'mutes';
  action: 'add' | 'remove';
  entry: FollowEntry;
}

/**
 * Lays a change over the copy here at once, before the server has it, so the page shows it (offline too);
 * the server's answer replaces the copy when it comes.
 */
export async function applyFollowChange(memberId: string, change: FollowChange): Promise<void> {
  await db.transaction('rw', db.settings, async () => {
    const current = (await readFollows(memberId)) ?? { memberId, follows: [], mutes: [], fetchedAt: 0 };
    const { list, action, entry } = change;
    const others = current[list].filter((item) => item.kind !== entry.kind || item.target !== entry.target);
    const changed = { ...current, [list]: action === 'add' ? [...others, entry] : others };
    await writeSetting(FOLLOWS_KEY, changed);
    noteMutes(memberId, changed.mutes.length);
  });
}

/** Forgets the follows and mutes kept here (signing out). */
export async function clearFollows(): Promise<void> {
  await db.settings.delete(FOLLOWS_KEY);
}
