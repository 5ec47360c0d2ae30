import { paths } from '@config/paths';
import { rememberClickOut } from '@lib/device-activity';
import { NEEDS_CONNECTION_ATTRIBUTE } from '@lib/early-interactions';
import { useOnlineStatus } from '@lib/online-status';
import { GET_THIS_DEAL, OFFLINE_GET_DEAL } from '@shared/site/screen-texts';
import { useState } from 'react';

/**
 * Opens the store in a new tab through the server's /go redirect (which counts the click). Offline the
 * redirect cannot work, so the shopper gets a clear message instead of a broken tab.
 */
export function GetDealLink({ dealId }: { dealId: string }) {
  const online = useOnlineStatus();
  const [blocked, setBlocked] = useState(false);
  return (
    <div className="get-deal">
      <a
        className="btn btn--primary btn--large get-deal__link"
        href={paths.go(dealId)}
        target="_blank"
        rel="sponsored noopener noreferrer"
        {...{ [NEEDS_CONNECTION_ATTRIBUTE]: '' }}
        onClick={(event) => {
          if (navigator.onLine) {
            // "For you" no longer picks a deal the shopper went to the shop for.
            rememberClickOut(dealId);
            return;
          }
          event.preventDefault();
          setBlocked(true);
        }}
      >
        {GET_THIS_DEAL}
      </a>
      {blocked && !online ? (
        <p className="notice notice--error get-deal__offline" role="alert">
          {OFFLINE_GET_DEAL}
        </p>
      ) : null}
    </div>
  );
}
