// /alerts/confirm?token=…: the link of the mail that confirms a visitor's e-mail digest. The page confirms
// it with the link's token as it opens, and says how that went.
import { paths } from '@config/paths';
import { ApiCallError } from '@lib/api-client';
import { CONFIRM_DIGEST_TEXTS } from '@shared/alerts/alert-texts';
import { ALERT_TOKEN_PARAM } from '@shared/alerts/alerts';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { confirmEmailDigest } from './alert-api';
import './alerts.css';

type Outcome = 'confirming' | 'confirmed' | 'failed' | 'offline' | 'no-token';

const OUTCOME_TEXT: Record<Outcome, string> = {
  confirming: CONFIRM_DIGEST_TEXTS.confirming,
  confirmed: CONFIRM_DIGEST_TEXTS.confirmed,
  failed: CONFIRM_DIGEST_TEXTS.failed,
  offline: CONFIRM_DIGEST_TEXTS.offline,
  'no-token': CONFIRM_DIGEST_TEXTS.noToken,
};

// One confirmation per token and page, however often the screen mounts: a link works once.
const confirmations = new Map<string, Promise<unknown>>();
const confirmOnce = (token: string) => {
  let confirming = confirmations.get(token);
  if (!confirming) {
    confirming = confirmEmailDigest(token);
    confirmations.set(token, confirming);
    // A failure for want of a connection may be tried again when the page is opened again.
    confirming.catch((error: unknown) => {
      if (error instanceof ApiCallError && error.isNetworkFailure) confirmations.delete(token);
    });
  }
  return confirming;
};

export function ConfirmDigestScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get(ALERT_TOKEN_PARAM)?.trim() ?? '';
  const [outcome, setOutcome] = useState<Outcome>(token ? 'confirming' : 'no-token');

  useEffect(() => {
    if (!token) {
      setOutcome('no-token');
      return;
    }
    let active = true;
    setOutcome('confirming');
    confirmOnce(token).then(
      () => active && setOutcome('confirmed'),
      (error: unknown) =>
        active && setOutcome(error instanceof ApiCallError && error.isNetworkFailure ? 'offline' : 'failed'),
    );
    return () => {
      active = false;
    };
  }, [token]);

  const tone = outcome === 'confirmed' ? 'success' : outcome === 'confirming' ? 'info' : 'error';
  return (
    <div className="alert-card card">
      <p className={`alert-status alert-status--${tone}`} role="status">
        {OUTCOME_TEXT[outcome]}
      </p>
      <p>
        <Link to={paths.home}>{CONFIRM_DIGEST_TEXTS.home}</Link>
      </p>
    </div>
  );
}
