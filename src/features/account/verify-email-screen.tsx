import { paths } from '@config/paths';
import { ACCOUNT_ACTIONS, ACCOUNT_MESSAGES } from '@shared/account/account-texts';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { refreshAccount } from './account-session';
import { verifyEmail } from './api/auth-api';
import { describeFailure } from './use-account-submit';
import './account.css';

type Outcome = { kind: 'pending' } | { kind: 'done' } | { kind: 'failed'; message: string };

/** The page a confirmation mail links to: it confirms the address with the link's token. */
export function VerifyEmailScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'pending' });

  useEffect(() => {
    let active = true;
    if (!token) {
      setOutcome({ kind: 'failed', message: ACCOUNT_MESSAGES.verifyFailed });
      return;
    }
    verifyEmail(token)
      .then(async () => {
        // A member signed in on this device sees the address confirmed on the account page too.
        await refreshAccount().catch(() => null);
        if (active) setOutcome({ kind: 'done' });
      })
      .catch((error: unknown) => active && setOutcome({ kind: 'failed', message: describeFailure(error) }));
    return () => {
      active = false;
    };
  }, [token]);

  return (
    <div className="account-card card">
      <p
        className={`account-notice account-notice--${outcome.kind === 'failed' ? 'error' : 'info'}`}
        role="status"
      >
        {outcome.kind === 'pending'
          ? ACCOUNT_MESSAGES.verifying
          : outcome.kind === 'done'
            ? ACCOUNT_MESSAGES.verified
            : outcome.message}
      </p>
      <p className="account-card__switch">
        <Link to={paths.login}>{ACCOUNT_ACTIONS.signIn}</Link>
      </p>
    </div>
  );
}
