// /account/alerts: the member's alert rules. They are read from the copy kept on this device (so the page
// opens offline, as last seen) and fetched again whenever online; every change goes through the outbox, so
// one made offline is shown at once and arrives once the connection is back.
import { paths } from '@config/paths';
import { discardOutboxEntry, type OutboxEntry } from '@lib/db/outbox-store';
import { memberAtom } from '@lib/member/member-state';
import { useOnlineStatus } from '@lib/online-status';
import { showToast } from '@lib/toast';
import {
  ALERTS_PAGE_TEXTS,
  EDIT_RULE_PARAM,
  PUSH_REFUSED_TEXTS,
  savedWithoutThisDevice,
} from '@shared/alerts/alert-texts';
import { ALERT_LIMITS } from '@shared/alerts/alerts';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { refreshAlertRules } from './alert-api';
import { AlertRuleForm } from './alert-rule-form';
import { PushDeviceSection } from './push-device-section';
import { RuleCard } from './rule-card';
import { browserTimeZone, defaultRuleValues, type RuleFormValues, valuesOfRule } from './rule-form-values';
import { useStoreNames } from './store-names';
import { keptRule, useAlertRules, useRuleWriter } from './use-alert-rules';
import { pushPossible, usePushDevice } from './use-push-device';
import './alerts.css';

export function AlertsScreen() {
  const member = useAtomValue(memberAtom);
  if (!member) {
    return (
      <div className="alert-card card">
        <p>{ALERTS_PAGE_TEXTS.signInFirst}</p>
        <Link
          className="btn btn--primary"
          to={`${paths.login}?next=${encodeURIComponent(paths.accountAlerts)}`}
        >
          {ALERTS_PAGE_TEXTS.signIn}
        </Link>
      </div>
    );
  }
  return <MemberAlerts memberId={member.id} />;
}

/** The form open on the page: a new rule, or the rule of `ruleId`. */
interface Editing {
  key: string;
  ruleId: string | null;
  initial: RuleFormValues;
}

function MemberAlerts({ memberId }: { memberId: string }) {
  const online = useOnlineStatus();
  const data = useAlertRules(memberId);
  const save = useRuleWriter(memberId);
  const { device } = usePushDevice();
  const storeNameOf = useStoreNames();
  const [editing, setEditing] = useState<Editing | null>(null);
  // Why the last rule saved gets no notifications on this device yet, and how to allow them.
  const [pushNote, setPushNote] = useState('');
  const [params, setParams] = useSearchParams();
  const editRequested = params.get(EDIT_RULE_PARAM);

  useEffect(() => {
    // A failure leaves the copy on this device as it is; the page says when it is offline.
    if (online) refreshAlertRules(memberId).catch(() => {});
  }, [online, memberId]);

  // ?edit=<rule id> (the Subscribe dialog's Edit links) opens that rule's form once the rules are here.
  const requested = editRequested ? data?.views.find((view) => view.serverId === editRequested) : undefined;
  useEffect(() => {
    if (!requested) return;
    setEditing({ key: requested.key, ruleId: requested.serverId, initial: valuesOfRule(requested.rule) });
    setParams(
      (current) => {
        current.delete(EDIT_RULE_PARAM);
        return current;
      },
      { replace: true },
    );
  }, [requested, setParams]);

  if (!data) return <p className="page-loading">{ALERTS_PAGE_TEXTS.loading}</p>;
  const { views, refused } = data;
  const atLimit = views.length >= ALERT_LIMITS.rulesPerMember;

  const form = (current: Editing) => (
    <AlertRuleForm
      key={current.key}
      initial={current.initial}
      submitLabel={ALERTS_PAGE_TEXTS.save}
      cancelLabel={ALERTS_PAGE_TEXTS.cancel}
      onCancel={() => setEditing(null)}
      storeNameOf={storeNameOf}
      onSave={async (rule, refusal) => {
        const problems = await save(current.ruleId, rule);
        if (!problems) {
          setEditing(null);
          showToast('success', refusal ? savedWithoutThisDevice(rule.email) : ALERTS_PAGE_TEXTS.saved);
          setPushNote(refusal ? PUSH_REFUSED_TEXTS.member[refusal] : '');
        }
        return problems;
      }}
    />
  );
  const startNew = () =>
    setEditing({
      key: 'new',
      ruleId: null,
      initial: defaultRuleValues({ timeZone: browserTimeZone(), pushPossible: pushPossible(device) }),
    });
  /** A refused write goes back into the form, and out of the outbox: the form holds it now. */
  const editRefused = (entry: OutboxEntry) => {
    const rule = keptRule(entry);
    if (rule) {
      const ruleId = entry.payload.action === 'update' ? (entry.payload.ruleId ?? null) : null;
      setEditing({ key: ruleId ?? 'new', ruleId, initial: valuesOfRule(rule) });
    }
    discardOutboxEntry(entry.id).catch(() => {});
  };

  return (
    <div className="alerts-page">
      {online ? null : (
        <p className="alert-status alert-status--info" role="status">
          {ALERTS_PAGE_TEXTS.offlineCopy}
        </p>
      )}
      <p>{ALERTS_PAGE_TEXTS.intro}</p>
      <p className="alert-status alert-status--error" role="alert">
        {pushNote}
      </p>
      {refused.length > 0 ? (
        <ul className="alert-refused" aria-label={ALERTS_PAGE_TEXTS.refused}>
          {refused.map((entry) => (
            <li key={entry.id} className="notice notice--error">
              <p role="alert">
                {ALERTS_PAGE_TEXTS.refused} {entry.lastError}
              </p>
              <div className="alert-rule__actions">
                {entry.payload.action === 'delete' ? null : (
                  <button
                    type="button"
                    className="btn btn--secondary btn--small"
                    onClick={() => editRefused(entry)}
                  >
                    {ALERTS_PAGE_TEXTS.editAgain}
                  </button>
                )}
                <button
                  type="button"
                  className="btn btn--ghost btn--small"
                  onClick={() => discardOutboxEntry(entry.id).catch(() => {})}
                >
                  {ALERTS_PAGE_TEXTS.discard}
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <section className="alert-section card" aria-labelledby="alerts-rules">
        <h2 id="alerts-rules">{ALERTS_PAGE_TEXTS.rulesHeading}</h2>
        {views.length === 0 ? <p>{ALERTS_PAGE_TEXTS.none}</p> : null}
        <ul className="alert-rules">
          {views.map((view) =>
            editing?.ruleId !== null && editing?.ruleId === view.serverId ? (
              <li key={view.key} className="alert-rule card">
                <h3 className="alert-rule__title">{ALERTS_PAGE_TEXTS.editHeading}</h3>
                {form(editing)}
              </li>
            ) : (
              <RuleCard
                key={view.key}
                view={view}
                storeNameOf={storeNameOf}
                onEdit={() =>
                  setEditing({ key: view.key, ruleId: view.serverId, initial: valuesOfRule(view.rule) })
                }
              />
            ),
          )}
        </ul>
        {editing?.ruleId === null ? (
          <div className="alert-rule card">
            <h3 className="alert-rule__title">{ALERTS_PAGE_TEXTS.newHeading}</h3>
            {form(editing)}
          </div>
        ) : (
          <>
            <button type="button" className="btn btn--primary" onClick={startNew} disabled={atLimit}>
              {ALERTS_PAGE_TEXTS.add}
            </button>
            {atLimit ? <p>{ALERTS_PAGE_TEXTS.limitReached}</p> : null}
          </>
        )}
      </section>
      <PushDeviceSection />
      <p>
        <Link to={paths.account}>{ALERTS_PAGE_TEXTS.backToAccount}</Link>
      </p>
    </div>
  );
}
