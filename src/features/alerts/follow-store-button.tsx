import { paths } from '@config/paths';
import { memberAtom } from '@lib/member/member-state';
import { alertRuleInputSchema } from '@shared/alerts/alerts';
import type { StoreEntry } from '@shared/store/store';
import { FOLLOW_SIGN_IN, FOLLOW_STORE, FOLLOWING_STORE } from '@shared/store/store-texts';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAlertRules, useRuleWriter } from './use-alert-rules';

/**
 * "Follow this store": an alert rule naming the store, so its next deals reach the member by their alert
 * settings (channels, quiet hours, daily cap). A visitor is offered to sign in first.
 */
export function FollowStoreButton({ store }: { store: StoreEntry }) {
  const member = useAtomValue(memberAtom);
  if (!member) {
    return (
      <Link
        className="btn btn--secondary"
        to={`${paths.login}?next=${encodeURIComponent(paths.store(store.slug))}`}
      >
        {FOLLOW_SIGN_IN}
      </Link>
    );
  }
  return <MemberFollow memberId={member.id} store={store} />;
}

function MemberFollow({ memberId, store }: { memberId: string; store: StoreEntry }) {
  const rules = useAlertRules(memberId);
  const save = useRuleWriter(memberId);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const following = rules?.views.some((view) => view.rule.stores?.includes(store.slug)) ?? false;
  if (following) return <p role="status">{FOLLOWING_STORE}</p>;

  async function follow() {
    setBusy(true);
    const rule = alertRuleInputSchema.parse({
      name: `Store: ${store.name}`.slice(0, 80),
      stores: [store.slug],
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
    });
    const refused = await save(null, rule);
    setBusy(false);
    if (refused) setProblem(refused.problem ?? Object.values(refused.errors ?? {}).join(' '));
  }

  return (
    <>
      <button type="button" className="btn btn--secondary" onClick={follow} disabled={busy}>
        {FOLLOW_STORE}
      </button>
      {problem ? <p role="alert">{problem}</p> : null}
    </>
  );
}
