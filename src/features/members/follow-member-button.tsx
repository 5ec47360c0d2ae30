// Follow a member from their profile: their next deals then count for "For you" and the member's follows
// list. Shown to signed-in members on someone else's profile once their follows are read on this device.
import { changeFollow } from '@lib/member-follows';
import { showToast } from '@lib/toast';
import { useMemberFollows } from '@lib/use-mutes';
import { FOLLOW_MESSAGES, followingLabel, followLabel } from '@shared/discovery/follows-texts';
import type { MemberProfile } from '@shared/discovery/member-profile';

export function FollowMemberButton({ profile }: { profile: MemberProfile }) {
  const member = useMemberFollows();
  if (!member || member.memberId === profile.id) return null;
  const following = member.follows.some((entry) => entry.kind === 'member' && entry.target === profile.id);
  const press = async () => {
    const result = await changeFollow(member.memberId, {
      list: 'follows',
      action: following ? 'remove' : 'add',
      kind: 'member',
      target: profile.id,
      label: profile.name,
    }).catch(() => null);
    if (result === null) showToast('error', FOLLOW_MESSAGES.refused);
    else if (result.type === 'refused') showToast('error', result.reason);
  };
  return (
    <button type="button" className="btn btn--secondary" aria-pressed={following} onClick={press}>
      {(following ? followingLabel : followLabel)(profile.name)}
    </button>
  );
}
