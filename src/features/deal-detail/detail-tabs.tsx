import { TabPanel, Tabs } from '@components/tabs';
import type { Deal } from '@shared/deal';
import { DETAIL_TABS, type DetailTab } from '@shared/screen-texts';
import { useState } from 'react';
import { OverviewPanel } from './overview-panel';
import { ReviewsPanel } from './reviews-panel';
import { SpecificationsPanel } from './specifications-panel';

const ID_PREFIX = 'deal-tabs';

/** Overview (the default), Specifications and Reviews. */
export function DetailTabs({ deal }: { deal: Deal }) {
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
      <TabPanel idPrefix={ID_PREFIX} tabIdValue={tab}>
        {tab === 'overview' ? <OverviewPanel deal={deal} /> : null}
        {tab === 'specifications' ? <SpecificationsPanel deal={deal} /> : null}
        {tab === 'reviews' ? <ReviewsPanel deal={deal} /> : null}
      </TabPanel>
    </section>
  );
}
