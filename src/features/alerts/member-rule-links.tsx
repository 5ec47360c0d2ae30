// The member's alerts already set, in the Subscribe dialog: each named as on /account/alerts, with an Edit
// link that opens its form there. A new alert still waiting to be sent has no page to edit it on yet.
import { paths } from '@config/paths';
import {
  ALERTS_PAGE_TEXTS,
  describeRule,
  EDIT_RULE_PARAM,
  VISITOR_ALERT_TEXTS,
} from '@shared/alerts/alert-texts';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useStoreNames } from './store-names';
import type { RuleView } from './use-alert-rules';

export const editRulePath = (ruleId: string) =>
  `${paths.accountAlerts}?${EDIT_RULE_PARAM}=${encodeURIComponent(ruleId)}`;

export function MemberRuleLinks({ views, onFollow }: { views: readonly RuleView[]; onFollow: () => void }) {
  const headingId = useId();
  const storeNameOf = useStoreNames();
  if (views.length === 0) return null;
  return (
    <section className="subscribe-rules" aria-labelledby={headingId}>
      <h3 id={headingId} className="subscribe-rules__title">
        {VISITOR_ALERT_TEXTS.memberRules}
      </h3>
      <ul className="subscribe-rules__list">
        {views.map((view) => {
          const title = describeRule(view.rule, storeNameOf);
          return (
            <li key={view.key} className="subscribe-rules__item">
              <span>{title}</span>
              {view.serverId ? (
                <Link
                  to={editRulePath(view.serverId)}
                  onClick={onFollow}
                  aria-label={VISITOR_ALERT_TEXTS.editRule(title)}
                >
                  {ALERTS_PAGE_TEXTS.edit}
                </Link>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
