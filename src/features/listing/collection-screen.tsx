import { PageShell } from '@components/page-shell';
import { PagedDealGrid } from '@components/paged-deal-grid';
import type { Deal } from '@shared/deal';
import type { PageMeta } from '@shared/pages';
import { dealsFound } from '@shared/screen-texts';
import { useAtomValue } from 'jotai';
import { type ReactNode, useState } from 'react';
import { ListingMessage } from './listing-message';
import { listingStatus } from './listing-status';
import { ListingToolbar } from './listing-toolbar';
import { viewModeAtom } from './state';
import type { SyncStatus } from './sync-status';
import './listing.css';

interface CollectionScreenProps {
  page: PageMeta;
  /** Already in the collection's own order (e.g. trending rank); undefined while the cache loads. */
  deals: readonly Deal[] | undefined;
  sync: SyncStatus;
  emptyText?: string;
  /** How fresh the prices are; the app supplies it. */
  pricesNote?: ReactNode;
}

/** A fixed selection of deals: today only, trending or popular, in the order that defines it. */
export function CollectionScreen({ page, deals, sync, emptyText, pricesNote }: CollectionScreenProps) {
  const mode = useAtomValue(viewModeAtom);
  const [now] = useState(() => new Date());
  const status = listingStatus(deals, sync.syncing);
  return (
    <PageShell page={page} className="listing-page" lead={page.description}>
      <ListingToolbar
        note={pricesNote}
        count={status === 'loading' ? null : dealsFound(deals?.length ?? 0)}
      />
      {status === 'ready' && deals ? (
        <PagedDealGrid deals={deals} now={now} mode={mode} label={page.title} />
      ) : (
        <ListingMessage
          status={status === 'ready' ? 'empty' : status}
          error={sync.error}
          emptyText={emptyText}
        />
      )}
    </PageShell>
  );
}
