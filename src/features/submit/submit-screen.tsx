// /submit: a signed-in member with a confirmed address submits a deal. A visitor is asked to sign in
// (and comes back here); a member whose address is not confirmed yet can have the link sent again. Who
// is signed in comes from the copy of the account kept on this device, so the page opens offline too;
// the server checks the same again when the deal arrives. Opened by a share (the manifest's share target), it
// also offers to watch the shared page instead, for a product the member wants cheaper rather than a deal.
import { paths } from '@config/paths';
import { useCacheQuery } from '@lib/db/use-cache-query';
import { memberAtom } from '@lib/member/member-state';
import { SUBMIT_TEXTS } from '@shared/community/submission-texts';
import { WATCH_TEXTS } from '@shared/watch/watch-texts';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { resendVerification } from './api/submission-api';
import { sharedFields } from './share-target';
import { SubmitForm } from './submit-form';
import './submit.css';

export function SubmitScreen() {
  const member = useAtomValue(memberAtom);
  const stored = useCacheQuery((cache) => cache.readAccountOverview(), []);
  const [searchParams] = useSearchParams();
  const shared = useMemo(() => sharedFields(searchParams), [searchParams]);

  if (!member) {
    // The share's fields come back after signing in: the whole address is the way back.
    const back = `${paths.submit}${searchParams.size > 0 ? `?${searchParams}` : ''}`;
    return (
      <div className="submit-gate card">
        <p>{SUBMIT_TEXTS.signInFirst}</p>
        <Link className="btn btn--primary" to={`${paths.login}?next=${encodeURIComponent(back)}`}>
          {SUBMIT_TEXTS.signIn}
        </Link>
      </div>
    );
  }
  const overview = stored && stored.overview.member.id === member.id ? stored.overview : undefined;
  if (!overview) return <p className="page-loading">{SUBMIT_TEXTS.loading}</p>;
  if (!overview.member.emailVerified) return <VerifyFirst email={overview.member.email} />;
  return (
    <>
      {shared?.link ? (
        <p className="notice">
          {WATCH_TEXTS.watchInstead}{' '}
          <Link to={paths.watchProduct(shared.link)}>{WATCH_TEXTS.watchButton}</Link>
        </p>
      ) : null}
      <SubmitForm shared={shared} />
    </>
  );
}

function VerifyFirst({ email }: { email: string }) {
  const [notice, setNotice] = useState('');
  return (
    <div className="submit-gate card">
      <p>{SUBMIT_TEXTS.verifyFirst}</p>
      <button
        type="button"
        className="btn btn--secondary"
        onClick={() =>
          resendVerification(email)
            .then(() => setNotice(SUBMIT_TEXTS.resent))
            .catch((error: unknown) => setNotice((error as Error).message))
        }
      >
        {SUBMIT_TEXTS.resend}
      </button>
      <p role="status">{notice}</p>
    </div>
  );
}
