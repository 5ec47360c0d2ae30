// A member's Follow and Mute for the deal's store and category, in a compact row near the store's name. Shown
// once the member's follows are read on this device (so the page the server drew is taken over as drawn);
// a press shows at once and is sent through the outbox, so it works offline too.
import { changeFollow } from '@lib/member-follows';
import { showToast } from '@lib/toast';
import { useMemberFollows } from '@lib/use-mutes';
import { categoryName } from '@shared/deal/categories';
import type { Deal } from '@shared/deal/deal';
import {
  FOLLOW_MESSAGES,
  followingLabel,
  followLabel,
  mutedLabel,
  muteLabel,
} from '@shared/discovery/follows-texts';
import './follow-buttons.css';

interface Toggle {
  list: 'follows' | 'mutes';
  kind: 'store' | 'category';
  target: string;
  name: string;
}

export function FollowButtons({ deal }: { deal: Deal }) {
  const member = useMemberFollows();
  if (!member) return null;
  const store = { target: member.storeSlugOf(deal), name: deal.store };
  const category = { target: deal.category, name: categoryName(deal.category) };
  const toggles: Toggle[] = [
    { list: 'follows', kind: 'store', ...store },
    { list: 'mutes', kind: 'store', ...store },
    { list: 'follows', kind: 'category', ...category },
    { list: 'mutes', kind: 'category', ...category },
  ];
  const holds = ({ list, kind, target }: Toggle) =>
    member[list].some((entry) => entry.kind === kind && entry.target === target);

  const press = async (toggle: Toggle) => {
    const { list, kind, target, name } = toggle;
    const result = await changeFollow(member.memberId, {
      list,
      action: holds(toggle) ? 'remove' : 'add',
      kind,
      target,
      label: name,
    }).catch(() => null);
    if (result === null) showToast('error', FOLLOW_MESSAGES.refused);
    else if (result.type === 'refused') showToast('error', result.reason);
  };

  return (
    <div className="deal-detail__follows">
      {toggles.map((toggle) => {
        const on = holds(toggle);
        const label =
          toggle.list === 'follows'
            ? (on ? followingLabel : followLabel)(toggle.name)
            : (on ? mutedLabel : muteLabel)(toggle.name);
        return (
          <button
            key={`${toggle.list}-${toggle.kind}`}
            type="button"
            className="btn btn--secondary btn--small"
            aria-pressed={on}
            onClick={() => void press(toggle)}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
