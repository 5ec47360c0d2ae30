import { LOADING_DEALS, NO_DEALS_IN_CATEGORY, SYNC_FAILED_NOTICE } from '@shared/site/screen-texts';
import type { ListingStatus } from './listing-status';

interface ListingMessageProps {
  status: Exclude<ListingStatus, 'ready'>;
  error: string | null;
  emptyText?: string;
}

/** 'Loading deals...' or the empty message; a failed sync says so beside an empty list. */
export function ListingMessage({ status, error, emptyText = NO_DEALS_IN_CATEGORY }: ListingMessageProps) {
  if (status === 'loading') {
    return (
      <p className="empty-state listing-message listing-message--loading" role="status">
        <span className="listing-message__spinner" aria-hidden="true" />
        {LOADING_DEALS}
      </p>
    );
  }
  return (
    <div className="empty-state listing-message listing-message--empty">
      <p role="status">{emptyText}</p>
      {error ? (
        <p className="notice notice--error listing-message__error" role="alert">
          {SYNC_FAILED_NOTICE} {error}
        </p>
      ) : null}
    </div>
  );
}
