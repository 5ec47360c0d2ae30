// /unsubscribe?token=…: the visible unsubscribe link of an alert e-mail. One button sends what a mail client's
// one-click unsubscribe sends (RFC 8058) with the link's token, then says it is done, or that the link does
// not work. Offline, the unsubscribe is kept and sent once the connection is back.
import { paths } from '@config/paths';
import { discardOutboxEntry } from '@lib/db/outbox-store';
import { keepAndAwait } from '@lib/outbox/await-outcome';
import { ALERTS_PAGE_TEXTS, UNSUBSCRIBE_TEXTS } from '@shared/alerts/alert-texts';
import { ALERT_TOKEN_PARAM } from '@shared/alerts/alerts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { queueUnsubscribe } from './alert-requests';
import './alerts.css';

type State = 'ready' | 'working' | 'done' | 'refused' | 'kept';

const STATUS_TEXT: Record<State, string> = {
  ready: '',
  working: UNSUBSCRIBE_TEXTS.working,
  done: UNSUBSCRIBE_TEXTS.done,
  refused: UNSUBSCRIBE_TEXTS.badToken,
  kept: UNSUBSCRIBE_TEXTS.keptOffline,
};

export function UnsubscribeScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get(ALERT_TOKEN_PARAM)?.trim() ?? '';
  const [state, setState] = useState<State>('ready');

  const unsubscribe = () => {
    setState('working');
    keepAndAwait('alert', () => queueUnsubscribe(token)).then(
      (result) => {
        if (result.type === 'refused') {
          // Nothing to try again: the link itself does not work.
          discardOutboxEntry(result.id).catch(() => {});
          setState('refused');
        } else setState(result.type === 'sent' ? 'done' : 'kept');
      },
      () => setState('refused'),
    );
  };

  return (
    <div className="alert-card card">
      {token ? (
        <>
          <p>{UNSUBSCRIBE_TEXTS.intro}</p>
          {state === 'done' || state === 'kept' ? null : (
            <button
              type="button"
              className="btn btn--primary"
              onClick={unsubscribe}
              disabled={state === 'working'}
            >
              {UNSUBSCRIBE_TEXTS.button}
            </button>
          )}
        </>
      ) : null}
      <p
        className={`alert-status alert-status--${state === 'refused' || !token ? 'error' : state === 'done' ? 'success' : 'info'}`}
        role="status"
      >
        {token ? STATUS_TEXT[state] : UNSUBSCRIBE_TEXTS.noToken}
      </p>
      <p>
        <Link to={paths.home}>{UNSUBSCRIBE_TEXTS.home}</Link>
        {' · '}
        <Link to={paths.accountAlerts}>{ALERTS_PAGE_TEXTS.accountLink}</Link>
      </p>
    </div>
  );
}
