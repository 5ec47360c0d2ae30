import { PageShell } from '@components/page-shell';
import { TabPanel, Tabs } from '@components/tabs';
import { useDealList } from '@lib/db/deal-queries';
import { DEALS_PAGE_TABS } from '@shared/deal/categories';
import { listingCanonicalPath } from '@shared/deal/deal-list';
import { PAGES } from '@shared/site/pages';
import { CATEGORY_TABS_LABEL } from '@shared/site/screen-texts';
import type { ReactNode } from 'react';
import { isMissingPage, ListingResults, listingJsonLd } from './listing-results';
import { SortSelect } from './sort-select';
import type { SyncStatus } from './sync-status';
import { keptCategory, useListingParams } from './use-listing-params';
import './listing.css';

const ID_PREFIX = 'deals-tabs';
const PANEL_ID = 'deals-tabs-panel';
const TABS = DEALS_PAGE_TABS.map(({ slug, label }) => ({ id: slug, label }));

interface DealsScreenProps {
  sync: SyncStatus;
  /** How fresh the prices are; the app supplies it. */
  pricesNote?: ReactNode;
  /** Shown for a page the listing does not have; the app supplies its not-found screen. */
  notFound?: ReactNode;
  /** The ad place shown after the first row of cards on phones; the app supplies it. */
  adAfterFirstRow?: ReactNode;
}

/** "Today's Best Deals": category tabs and a sort, both kept in the address, a page at a time. */
export function DealsScreen({ sync, pricesNote, notFound = null, adAfterFirstRow }: DealsScreenProps) {
  const { sort, category, page, setSort, setCategory, pageHref } = useListingParams();
  // A category without a tab (e.g. ?category=books from a shared link) still filters; 'All Deals' is shown.
  const list = useDealList({ kind: 'category', slug: category }, sort, page ?? 1);
  if (isMissingPage(list, page)) return notFound;
  const shownPage = page ?? 1;
  const selectedTab = TABS.some((tab) => tab.id === category) ? category : 'all';

  return (
    <PageShell
      page={PAGES.deals}
      className="listing-page"
      seo={{
        path: listingCanonicalPath(PAGES.deals.path, shownPage),
        jsonLd: listingJsonLd(list, shownPage),
      }}
    >
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
        <ListingResults
          list={list}
          page={shownPage}
          pageHref={pageHref}
          sync={sync}
          pricesNote={pricesNote}
          controls={<SortSelect value={sort} onChange={setSort} keep={keptCategory(category)} />}
          listKey={`${category}:${sort}`}
          adAfterFirstRow={adAfterFirstRow}
        />
      </TabPanel>
    </PageShell>
  );
}
