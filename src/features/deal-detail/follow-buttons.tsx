// A member's Follow and Mute for the deal's store and category, in a compact row near the store's name. A
// press shows at once and is sent through the outbox, so it works offline too. Until the member's follows
// are read on this device (the server's page, drawn alike for everyone, and the app's first moments) the
// buttons claim no state, and a press means "follow" or "mute": it is done once the follows are read, unless
// it is so already.
import { UNKNOWN_STATE_ATTRIBUTE } from '@lib/early-interactions';
import { memberAtom } from '@lib/member/member-state';
import { changeFollow } from '@lib/member-follows';
import { showToast } from '@lib/toast';
import { type MemberFollows, useMemberFollows } from '@lib/use-mutes';
import { categoryName } from '@shared/deal/categories';
import type { Deal } from '@shared/deal/deal';
import {
  FOLLOW_MESSAGES,
  followingLabel,
  followLabel,
  mutedLabel,
  muteLabel,
} from '@shared/discovery/follows-texts';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import './follow-buttons.css';

interface Toggle {
  list: 'follows' | 'mutes';
  kind: 'store' | 'category';
}

const TOGGLES: readonly Toggle[] = [
  { list: 'follows', kind: 'store' },
  { list: 'mutes', kind: 'store' },
  { list: 'follows', kind: 'category' },
  { list: 'mutes', kind: 'category' },
];

const nameOf = (deal: Deal, { kind }: Toggle) =>
  kind === 'store' ? deal.store : categoryName(deal.category);

const targetOf = (deal: Deal, { kind }: Toggle, member: MemberFollows) =>
  kind === 'store' ? member.storeSlugOf(deal) : deal.category;

const holds = (deal: Deal, toggle: Toggle, member: MemberFollows) =>
  member[toggle.list].some(
    (entry) => entry.kind === toggle.kind && entry.target === targetOf(deal, toggle, member),
  );

async function press(deal: Deal, toggle: Toggle, member: MemberFollows): Promise<void> {
  const result = await changeFollow(member.memberId, {
    list: toggle.list,
    action: holds(deal, toggle, member) ? 'remove' : 'add',
    kind: toggle.kind,
    target: targetOf(deal, toggle, member),
    label: nameOf(deal, toggle),
  }).catch(() => null);
  if (result === null) showToast('error', FOLLOW_MESSAGES.refused);
  else if (result.type === 'refused') showToast('error', result.reason);
}

export function FollowButtons({ deal }: { deal: Deal }) {
  const signedIn = useAtomValue(memberAtom) !== null;
  const member = useMemberFollows();
  // A press made before the member's follows were read.
  const [pressedUnknown, setPressedUnknown] = useState<Toggle | null>(null);
  useEffect(() => {
    if (!member || !pressedUnknown) return;
    setPressedUnknown(null);
    if (!holds(deal, pressedUnknown, member)) void press(deal, pressedUnknown, member);
  }, [deal, member, pressedUnknown]);
  if (!signedIn) return null;

  return (
    <div className="deal-detail__follows">
      {TOGGLES.map((toggle) => {
        const on = member ? holds(deal, toggle, member) : undefined;
        const name = nameOf(deal, toggle);
        const label =
          toggle.list === 'follows'
            ? (on ? followingLabel : followLabel)(name)
            : (on ? mutedLabel : muteLabel)(name);
        return (
          <button
            key={`${toggle.list}-${toggle.kind}`}
            type="button"
            className="btn btn--secondary btn--small"
            aria-pressed={on}
            {...{ [UNKNOWN_STATE_ATTRIBUTE]: on === undefined ? '' : undefined }}
            onClick={() => (member ? void press(deal, toggle, member) : setPressedUnknown(toggle))}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
