// One alert rule on /account/alerts: what it matches and how it is delivered, whether it is on or
// paused, and its Edit, Pause or Resume, and Delete. Each change is kept in the outbox and shows at once.
import { showToast } from '@lib/toast';
import {
  ALERTS_PAGE_TEXTS,
  describeDelivery,
  describeRule,
  describeStores,
  type StoreNameOf,
} from '@shared/alerts/alert-texts';
import { useId } from 'react';
import { queueRuleDelete, queueRuleUpdate } from './alert-requests';
import { ruleFields } from './rule-form-values';
import type { RuleView } from './use-alert-rules';

interface RuleCardProps {
  view: RuleView;
  onEdit: () => void;
  /** The names of the stores the rule follows, where this device knows them. */
  storeNameOf?: StoreNameOf;
}

export function RuleCard({ view, onEdit, storeNameOf }: RuleCardProps) {
  const titleId = useId();
  const { rule, serverId, pending } = view;
  const title = describeRule(rule, storeNameOf);
  // A named rule's title is its name: the stores it follows are said beneath it.
  const stores = rule.name.trim() ? describeStores(rule.stores, storeNameOf) : '';

  const togglePause = () => {
    if (serverId) void queueRuleUpdate(serverId, ruleFields(rule, { paused: !rule.paused }));
  };
  const remove = () => {
    if (!serverId) return;
    void queueRuleDelete(serverId).then(() => showToast('info', ALERTS_PAGE_TEXTS.deleted));
  };

  return (
    <li className="alert-rule card">
      <div className="alert-rule__head">
        <h3 id={titleId} className="alert-rule__title">
          {title}
        </h3>
        <span className={`badge ${rule.paused ? 'badge--warning' : 'badge--success'}`}>
          {rule.paused ? ALERTS_PAGE_TEXTS.paused : ALERTS_PAGE_TEXTS.active}
        </span>
      </div>
      {stores ? <p className="alert-rule__stores">{stores}</p> : null}
      <p className="alert-rule__delivery">{describeDelivery(rule)}</p>
      {pending ? (
        <p className="alert-rule__pending" role="status">
          {ALERTS_PAGE_TEXTS.pending}
        </p>
      ) : null}
      {/* A new rule waiting to be sent has no id yet: it can be changed once the server has it. */}
      {serverId ? (
        <div className="alert-rule__actions">
          <button
            type="button"
            className="btn btn--secondary btn--small"
            onClick={onEdit}
            aria-describedby={titleId}
          >
            {ALERTS_PAGE_TEXTS.edit}
          </button>
          <button
            type="button"
            className="btn btn--secondary btn--small"
            onClick={togglePause}
            aria-describedby={titleId}
          >
            {rule.paused ? ALERTS_PAGE_TEXTS.resume : ALERTS_PAGE_TEXTS.pause}
          </button>
          <button
            type="button"
            className="btn btn--danger btn--small"
            onClick={remove}
            aria-describedby={titleId}
          >
            {ALERTS_PAGE_TEXTS.delete}
          </button>
        </div>
      ) : null}
    </li>
  );
}
