// The Subscribe dialog for a signed-in member: the alerts they have already (each with a link to edit it on
// /account/alerts), a new alert rule with every condition and budget, and the way to all of their rules. A
// rule saved while this device's notifications could not be turned on stays open to say what was saved and
// how to allow them.
import { paths } from '@config/paths';
import { useOnlineStatus } from '@lib/online-status';
import { showToast } from '@lib/toast';
import { SUBSCRIBE_TEXTS } from '@shared/account/account-texts';
import {
  ALERTS_PAGE_TEXTS,
  PUSH_REFUSED_TEXTS,
  type PushRefusal,
  savedWithoutThisDevice,
  VISITOR_ALERT_TEXTS,
} from '@shared/alerts/alert-texts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { refreshAlertRules } from './alert-api';
import { AlertRuleForm } from './alert-rule-form';
import { MemberRuleLinks } from './member-rule-links';
import { browserTimeZone, defaultRuleValues } from './rule-form-values';
import { useAlertRules, useRuleWriter } from './use-alert-rules';
import { pushPossible, usePushDevice } from './use-push-device';

export function MemberSubscribeForm({ memberId, onDone }: { memberId: string; onDone: () => void }) {
  const save = useRuleWriter(memberId);
  const rules = useAlertRules(memberId);
  const online = useOnlineStatus();
  const { device } = usePushDevice();
  // The rule saved, and why this device gets none of its notifications yet.
  const [savedWithout, setSavedWithout] = useState<{ email: boolean; refusal: PushRefusal } | null>(null);
  const doneButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The form's Save has gone with the form: the dialog's way out takes the focus.
    if (savedWithout) doneButton.current?.focus();
  }, [savedWithout]);
  useEffect(() => {
    // The copy kept on this device shows at once; a failure leaves it as it is.
    if (online) refreshAlertRules(memberId).catch(() => {});
  }, [online, memberId]);
  // The defaults depend on whether this device can get notifications: read before the form starts.
  if (!device) return <p className="page-loading">{ALERTS_PAGE_TEXTS.loading}</p>;
  const manage = (
    <p className="subscribe-form__more">
      <Link to={paths.accountAlerts} onClick={onDone}>
        {VISITOR_ALERT_TEXTS.manage}
      </Link>
    </p>
  );
  if (savedWithout) {
    // The rule is kept: the form for a new one would save it twice.
    return (
      <>
        <MemberRuleLinks views={rules?.views ?? []} onFollow={onDone} />
        <div className="alert-form">
          <p className="alert-status alert-status--success" role="status">
            {savedWithoutThisDevice(savedWithout.email)}
          </p>
          <p className="alert-status alert-status--error" role="alert">
            {PUSH_REFUSED_TEXTS.member[savedWithout.refusal]}
          </p>
          <div className="subscribe-form__actions">
            <button ref={doneButton} type="button" className="btn btn--primary" onClick={onDone}>
              {VISITOR_ALERT_TEXTS.done}
            </button>
          </div>
        </div>
        {manage}
      </>
    );
  }
  return (
    <>
      <MemberRuleLinks views={rules?.views ?? []} onFollow={onDone} />
      <p>{VISITOR_ALERT_TEXTS.memberIntro}</p>
      <AlertRuleForm
        compact
        categoriesLegend={SUBSCRIBE_TEXTS.legend}
        initial={defaultRuleValues({ timeZone: browserTimeZone(), pushPossible: pushPossible(device) })}
        submitLabel={SUBSCRIBE_TEXTS.save}
        cancelLabel={SUBSCRIBE_TEXTS.cancel}
        onCancel={onDone}
        onSave={async (rule, refusal) => {
          const problems = await save(null, rule);
          if (problems) return problems;
          if (refusal) setSavedWithout({ email: rule.email, refusal });
          else {
            showToast('success', ALERTS_PAGE_TEXTS.saved);
            onDone();
          }
          return null;
        }}
      />
      {manage}
    </>
  );
}
