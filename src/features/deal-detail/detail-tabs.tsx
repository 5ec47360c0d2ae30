import { TabPanel, Tabs } from '@components/tabs';
import type { Deal } from '@shared/deal/deal';
import { DETAIL_TABS, type DetailTab } from '@shared/site/screen-texts';
import { type ReactNode, useState } from 'react';
import { OverviewPanel } from './overview-panel';
import { type MemberReviews, ReviewsPanel } from './reviews-panel';
import { SpecificationsPanel } from './specifications-panel';

const ID_PREFIX = 'deal-tabs';

const PANELS: Record<DetailTab, (deal: Deal, members?: MemberReviews) => ReactNode> = {
  overview: (deal) => <OverviewPanel deal={deal} />,
  specifications: (deal) => <SpecificationsPanel deal={deal} />,
  reviews: (deal, members) => <ReviewsPanel deal={deal} members={members} />,
};

/**
 * Overview (the default), Specifications and Reviews. Every panel is on the page, the others hidden, so each
 * tab controls a panel that exists and the reviews are part of the page for everyone who reads it.
 */
export function DetailTabs({ deal, members }: { deal: Deal; members?: MemberReviews }) {
  const [tab, setTab] = useState<DetailTab>('overview');
  return (
    <section className="deal-tabs">
      <Tabs
        label="Deal information"
        tabs={DETAIL_TABS}
        selected={tab}
        onSelect={setTab}
        idPrefix={ID_PREFIX}
      />
      {DETAIL_TABS.map(({ id }) => (
        <TabPanel key={id} idPrefix={ID_PREFIX} tabIdValue={id} hidden={id !== tab}>
          {PANELS[id](deal, members)}
        </TabPanel>
      ))}
    </section>
  );
}
