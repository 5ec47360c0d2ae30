import { PageShell } from '@components/page-shell';
import { PagedDealGrid } from '@components/paged-deal-grid';
import { TabPanel, Tabs } from '@components/tabs';
import { useDealsInCategory } from '@lib/db/deal-queries';
import { DEALS_PAGE_TABS } from '@shared/categories';
import { sortDeals } from '@shared/deal-rules';
import { PAGES } from '@shared/pages';
import { CATEGORY_TABS_LABEL, dealsFound } from '@shared/screen-texts';
import { useAtomValue } from 'jotai';
import { type ReactNode, useMemo, useState } from 'react';
import { ListingMessage } from './listing-message';
import { listingStatus } from './listing-status';
import { ListingToolbar } from './listing-toolbar';
import { SortSelect } from './sort-select';
import { viewModeAtom } from './state';
import type { SyncStatus } from './sync-status';
import { useListingParams } from './use-listing-params';
import './listing.css';

const ID_PREFIX = 'deals-tabs';
const PANEL_ID = 'deals-tabs-panel';
const TABS = DEALS_PAGE_TABS.map(({ slug, label }) => ({ id: slug, label }));

interface DealsScreenProps {
  sync: SyncStatus;
  /** How fresh the prices are; the app supplies it. */
  pricesNote?: ReactNode;
}

/** "Today's Best Deals": category tabs and a sort, both kept in the address. */
export function DealsScreen({ sync, pricesNote }: DealsScreenProps) {
  const { sort, category, setSort, setCategory } = useListingParams();
  // A category without a tab (e.g. ?category=books from a shared link) still filters; 'All Deals' is shown.
  const deals = useDealsInCategory(category);
  const mode = useAtomValue(viewModeAtom);
  const sorted = useMemo(() => (deals ? sortDeals(deals, sort) : undefined), [deals, sort]);
  const [now] = useState(() => new Date());
  const status = listingStatus(sorted, sync.syncing);
  const selectedTab = TABS.some((tab) => tab.id === category) ? category : 'all';

  return (
    <PageShell page={PAGES.deals} className="listing-page">
      <Tabs
        label={CATEGORY_TABS_LABEL}
        tabs={TABS}
        selected={selectedTab}
        onSelect={setCategory}
        idPrefix={ID_PREFIX}
        sharedPanelId={PANEL_ID}
        className="tabs--pills"
      />
      <TabPanel idPrefix={ID_PREFIX} tabIdValue={selectedTab} id={PANEL_ID} className="listing-panel">
        <ListingToolbar
          note={pricesNote}
          count={status === 'loading' ? null : dealsFound(sorted?.length ?? 0)}
        >
          <SortSelect value={sort} onChange={setSort} />
        </ListingToolbar>
        {status === 'ready' && sorted ? (
          <PagedDealGrid key={`${category}:${sort}`} deals={sorted} now={now} mode={mode} />
        ) : (
          <ListingMessage status={status === 'ready' ? 'empty' : status} error={sync.error} />
        )}
      </TabPanel>
    </PageShell>
  );
}
