import { useOnlineStatus } from '@lib/online-status';
import { OFFLINE_TEXT } from '@shared/site/pwa-texts';
import { PricesAsOf } from './prices-as-of';
import './pwa.css';

/**
 * A pill at the bottom of every page while the browser is offline, saying what the shopper sees
 * (deals saved on this device) and how fresh those prices are. The live region is always present
 * so screen readers announce the change when the connection drops.
 */
export function OfflineIndicator() {
  const online = useOnlineStatus();
  return (
    <div className="offline-indicator" role="status">
      {online ? null : (
        <>
          <span className="offline-indicator__dot" aria-hidden="true" />
          <span>{OFFLINE_TEXT}</span>
          <PricesAsOf />
        </>
      )}
    </div>
  );
}
