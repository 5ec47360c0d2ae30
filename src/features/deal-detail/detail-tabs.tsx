import { TabPanel, Tabs } from '@components/tabs';
import type { Deal } from '@shared/deal/deal';
import { DETAIL_TABS, type DetailTab } from '@shared/site/screen-texts';
import { type ReactNode, useEffect, useState } from 'react';
import { OverviewPanel } from './overview-panel';
import { type MemberReviews, ReviewsPanel } from './reviews-panel';
import { SpecificationsPanel } from './specifications-panel';

const ID_PREFIX = 'deal-tabs';

const PANELS: Record<DetailTab, (deal: Deal, members?: MemberReviews) => ReactNode> = {
  overview: (deal) => <OverviewPanel deal={deal} />,
  specifications: (deal) => <SpecificationsPanel deal={deal} />,
  reviews: (deal, members) => <ReviewsPanel deal={deal} members={members} />,
};

/** Each panel's id is its tab's name, so the address names the panel: /deal/{id}#reviews. */
const panelIdOf = (tab: DetailTab): string => tab;

/** The tab an address's fragment names: its own, Overview for none, and null for another fragment. */
function tabOfFragment(hash: string): DetailTab | null {
  const name = hash.replace(/^#/, '');
  if (name === '') return 'overview';
  return DETAIL_TABS.find((tab) => panelIdOf(tab.id) === name)?.id ?? null;
}

/**
 * Overview (the default), Specifications and Reviews. Every panel is on the page, so each tab controls a
 * panel that exists and the reviews are part of the page for everyone who reads it.
 *
 * The tabs are links to their panels (#overview, #specifications, #reviews). Without script the address
 * chooses the panel shown (deal-detail.css: the targeted panel, else Overview). The server cannot see the
 * fragment, so the page is drawn, and the app first draws it, with Overview selected and no panel hidden;
 * then the app takes the fragment's tab and from there on hides the other panels itself, keeping the
 * fragment in step (replaced, so tabs add no history) and following it when it changes.
 */
export function DetailTabs({ deal, members }: { deal: Deal; members?: MemberReviews }) {
  // null: not chosen by the app yet; the page's CSS shows what the address names.
  const [chosen, setChosen] = useState<DetailTab | null>(null);

  useEffect(() => {
    setChosen(tabOfFragment(window.location.hash) ?? 'overview');
    const follow = () => {
      const named = tabOfFragment(window.location.hash);
      if (named) setChosen(named);
    };
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);

  const select = (tab: DetailTab) => {
    setChosen(tab);
    window.history.replaceState(window.history.state, '', `#${panelIdOf(tab)}`);
  };

  const shown = chosen ?? 'overview';
  return (
    <section className={`deal-tabs${chosen ? ' deal-tabs--chosen' : ''}`}>
      <Tabs
        label="Deal information"
        tabs={DETAIL_TABS}
        selected={shown}
        onSelect={select}
        idPrefix={ID_PREFIX}
        linkedPanelId={panelIdOf}
        selectionKnown={chosen !== null}
      />
      {DETAIL_TABS.map(({ id }) => (
        <TabPanel
          key={id}
          idPrefix={ID_PREFIX}
          tabIdValue={id}
          id={panelIdOf(id)}
          hidden={chosen !== null && id !== chosen}
        >
          {PANELS[id](deal, members)}
        </TabPanel>
      ))}
    </section>
  );
}
