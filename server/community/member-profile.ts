// A member's public profile: found by handle, unless they hid it or their account is disabled; their
// reputation and badges worked out from their record now, and kept on their row for the lists that rank by it.
import { badgesOf, type MemberProfile, reputationOf } from '../../src/shared/discovery/member-profile.ts';
import type { Database } from '../db/client.ts';
import {
  findMemberByHandle,
  memberRecord,
  profileComments,
  profileDeals,
  storeReputation,
} from '../db/member-profile-repository.ts';

export async function readMemberProfile(
  db: Database,
  handle: string,
  now: Date,
): Promise<MemberProfile | undefined> {
  const member = await findMemberByHandle(db, handle);
  if (!member?.handle || member.profileHidden || member.disabledAt) return undefined;
  const [record, deals, comments] = await Promise.all([
    memberRecord(db, member.id),
    profileDeals(db, member.id, now),
    profileComments(db, member.id),
  ]);
  const reputation = reputationOf(record);
  await storeReputation(db, member.id, reputation);
  return {
    id: member.id,
    handle: member.handle,
    name: member.name,
    joinedAt: member.createdAt.toISOString(),
    reputation,
    badges: badgesOf(record, now),
    deals,
    comments,
  };
}
