import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

interface TabsProps<T extends string> {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  /** Prefix for element ids, unique on the page. */
  idPrefix: string;
  /** Set when every tab shows the same panel (e.g. a filter); otherwise each tab has its own panel. */
  sharedPanelId?: string;
  /**
   * Each tab's panel id, for tabs that are links to their panels (`href="#…"`): without script, following
   * one shows its panel (`:target` in the page's CSS); with the app, a click selects the tab in place.
   */
  linkedPanelId?: (id: T) => string;
  /**
   * Whether the selection is the app's (the default). Linked tabs drawn before the app knows it (the server
   * cannot see the address's fragment) all stay in the tab order, as the links they are without script.
   */
  selectionKnown?: boolean;
  className?: string;
}

export const tabId = (idPrefix: string, id: string) => `${idPrefix}-tab-${id}`;
export const tabPanelId = (idPrefix: string, id: string) => `${idPrefix}-panel-${id}`;

/** A click the browser would open elsewhere (a new tab or window): left to the browser. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * WAI-ARIA tabs: one tab in the tab order, arrow keys, Home and End move between tabs and select them.
 * Tabs are buttons, or links to their panels (`linkedPanelId`) so they also work without script.
 */
export function Tabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  idPrefix,
  sharedPanelId,
  linkedPanelId,
  selectionKnown = true,
  className,
}: TabsProps<T>) {
  const focusTab = (index: number) => {
    const target = tabs[(index + tabs.length) % tabs.length]!;
    onSelect(target.id);
    document.getElementById(tabId(idPrefix, target.id))?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.id === selected);
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    focusTab(next);
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      className={['tabs', className].filter(Boolean).join(' ')}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => {
        const isSelected = tab.id === selected;
        const common = {
          role: 'tab',
          id: tabId(idPrefix, tab.id),
          'aria-selected': isSelected,
          tabIndex: selectionKnown ? (isSelected ? 0 : -1) : undefined,
          className: `tabs__tab${isSelected ? ' tabs__tab--active' : ''}`,
        } as const;
        if (linkedPanelId) {
          const panelId = linkedPanelId(tab.id);
          return (
            <a
              key={tab.id}
              {...common}
              href={`#${panelId}`}
              aria-controls={panelId}
              onClick={(event) => {
                if (opensElsewhere(event)) return;
                event.preventDefault();
                onSelect(tab.id);
              }}
            >
              {tab.label}
            </a>
          );
        }
        return (
          <button
            key={tab.id}
            type="button"
            {...common}
            aria-controls={sharedPanelId ?? tabPanelId(idPrefix, tab.id)}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

interface TabPanelProps {
  idPrefix: string;
  tabIdValue: string;
  /** For a panel shared by all tabs, or one a linked tab points to: its own id. */
  id?: string;
  children: ReactNode;
  className?: string;
  /** A panel of a tab that is not selected: on the page, but not shown. */
  hidden?: boolean;
}

/** The panel a tab controls; labelled by its tab. */
export function TabPanel({ idPrefix, tabIdValue, id, children, className, hidden }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      hidden={hidden}
      id={id ?? tabPanelId(idPrefix, tabIdValue)}
      aria-labelledby={tabId(idPrefix, tabIdValue)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern puts the panel in the tab order.
      tabIndex={0}
      className={['tabs__panel', className].filter(Boolean).join(' ')}
    >
      {children}
    </div>
  );
}
