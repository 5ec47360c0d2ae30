// /account: the signed-in member's account. It reads the copy kept on this device (so it opens offline,
// as last seen) and refreshes it from the server whenever online. Every change needs the network.
import { paths } from '@config/paths';
import { useCacheQuery } from '@lib/db/use-cache-query';
import { memberAtom } from '@lib/member/member-state';
import { useOnlineStatus } from '@lib/online-status';
import { ACCOUNT_ACTIONS, ACCOUNT_PAGE_TEXTS } from '@shared/account/account-texts';
import { ALERTS_PAGE_TEXTS, VISITOR_ALERT_TEXTS } from '@shared/alerts/alert-texts';
import { WATCH_TEXTS } from '@shared/watch/watch-texts';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { refreshAccount } from './account-session';
import { DevicesSection } from './devices-section';
import { FollowsSection } from './follows-section';
import { PasskeysSection } from './passkeys-section';
import { EmailSection, PasswordSection, ProfileSection } from './profile-sections';
import { PublicProfileSection } from './public-profile-section';
import { SubmissionsSection } from './submissions-section';
import { DataSection, DeleteAccountSection } from './your-data-sections';
import './account.css';
import { formatUsDate } from '@shared/site/intl-formats';

export function AccountScreen() {
  const online = useOnlineStatus();
  const member = useAtomValue(memberAtom);
  const stored = useCacheQuery((cache) => cache.readAccountOverview(), []);

  const signedIn = member !== null;
  useEffect(() => {
    // A visitor has no account to fetch (the server would only refuse). A failure leaves the copy on this
    // device as it is; the page says when it is offline.
    if (online && signedIn) refreshAccount().catch(() => {});
  }, [online, signedIn]);

  // Nobody signed in on this device (or someone else than the stored copy is about): no account to show.
  const mine = stored && member && stored.overview.member.id === member.id ? stored : null;
  if (member && stored === undefined) return <p className="page-loading">{ACCOUNT_PAGE_TEXTS.loading}</p>;
  if (!mine) {
    return (
      <div className="account-card card">
        <p>{ACCOUNT_PAGE_TEXTS.signInFirst}</p>
        <Link className="btn btn--primary" to={`${paths.login}?next=${encodeURIComponent(paths.account)}`}>
          {ACCOUNT_ACTIONS.signIn}
        </Link>
      </div>
    );
  }
  const { overview } = mine;
  return (
    <div className="account-page">
      {online ? null : (
        <p className="account-notice account-notice--info" role="status">
          {ACCOUNT_PAGE_TEXTS.offlineCopy}
        </p>
      )}
      <p className="account-page__since">
        {ACCOUNT_PAGE_TEXTS.memberSince} {formatUsDate(new Date(overview.member.createdAt), 'long')}
      </p>
      <ProfileSection overview={overview} online={online} />
      <PublicProfileSection online={online} />
      <EmailSection overview={overview} online={online} />
      <SubmissionsSection overview={overview} />
      <FollowsSection online={online} />
      <section className="account-section card" aria-labelledby="account-alerts">
        <h2 id="account-alerts">{ALERTS_PAGE_TEXTS.accountHeading}</h2>
        <p>{ALERTS_PAGE_TEXTS.accountIntro}</p>
        <Link className="btn btn--secondary" to={paths.accountAlerts}>
          {VISITOR_ALERT_TEXTS.manage}
        </Link>
      </section>
      <section className="account-section card" aria-labelledby="account-watches">
        <h2 id="account-watches">{WATCH_TEXTS.accountSectionHeading}</h2>
        <p>{WATCH_TEXTS.accountSectionIntro}</p>
        <p>
          <Link className="btn btn--secondary" to={paths.accountWatches}>
            {WATCH_TEXTS.manage}
          </Link>{' '}
          <Link className="btn btn--ghost" to={paths.watch}>
            {WATCH_TEXTS.addOne}
          </Link>
        </p>
      </section>
      <PasswordSection overview={overview} online={online} />
      <PasskeysSection overview={overview} online={online} />
      <DevicesSection overview={overview} online={online} />
      <DataSection />
      <DeleteAccountSection overview={overview} online={online} />
    </div>
  );
}
