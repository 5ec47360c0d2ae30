// Signed-in devices on the account page: where the member is signed in, and signing out one or all others.
import type { AccountOverview } from '@shared/account/account-api';
import { ACCOUNT_PAGE_TEXTS } from '@shared/account/account-texts';
import { deviceLabel } from '@shared/account/device-label';
import { formatUsDateTime } from '@shared/site/intl-formats';
import { useAccountAction } from './account-action';
import { refreshAccount } from './account-session';
import { endOtherSessions, endSession } from './api/auth-api';
import { FormNotice } from './form-notice';

const formatTime = (iso: string) => formatUsDateTime(new Date(iso));

export function DevicesSection({ overview, online }: { overview: AccountOverview; online: boolean }) {
  const { run, notice, kind, pending } = useAccountAction();
  const others = overview.sessions.filter((session) => !session.current);
  return (
    <section className="account-section card" aria-labelledby="account-devices">
      <h2 id="account-devices">{ACCOUNT_PAGE_TEXTS.devicesHeading}</h2>
      <ul className="account-list">
        {overview.sessions.map((session) => {
          const label = deviceLabel(session.userAgent);
          return (
            <li key={session.id} className="account-list__item">
              <span className="account-list__label">
                <strong>{label}</strong>
                {session.current ? (
                  <span className="account-badge account-badge--ok">{ACCOUNT_PAGE_TEXTS.thisDevice}</span>
                ) : null}{' '}
                <span className="account-list__meta">
                  signed in {formatTime(session.createdAt)}
                  {session.ipAddress ? ` from ${session.ipAddress}` : ''}
                </span>
              </span>
              {session.current ? null : (
                <button
                  type="button"
                  className="btn btn--ghost"
                  aria-label={`${ACCOUNT_PAGE_TEXTS.endSession}: ${label}, ${formatTime(session.createdAt)}`}
                  disabled={pending || !online}
                  onClick={() =>
                    void run(async () => {
                      await endSession(session.id);
                      await refreshAccount();
                    }, ACCOUNT_PAGE_TEXTS.sessionEnded)
                  }
                >
                  {ACCOUNT_PAGE_TEXTS.endSession}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {others.length > 0 ? (
        <button
          type="button"
          className="btn btn--secondary"
          disabled={pending || !online}
          onClick={() =>
            void run(async () => {
              await endOtherSessions();
              await refreshAccount();
            }, ACCOUNT_PAGE_TEXTS.othersEnded)
          }
        >
          {ACCOUNT_PAGE_TEXTS.endOthers}
        </button>
      ) : null}
      <FormNotice kind={kind}>{notice}</FormNotice>
    </section>
  );
}
