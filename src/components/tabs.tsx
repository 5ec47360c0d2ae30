import type { KeyboardEvent, ReactNode } from 'react';

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
  className?: string;
}

export const tabId = (idPrefix: string, id: string) => `${idPrefix}-tab-${id}`;
export const tabPanelId = (idPrefix: string, id: string) => `${idPrefix}-panel-${id}`;

/** WAI-ARIA tabs: one tab in the tab order, arrow keys, Home and End move between tabs and select them. */
export function Tabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  idPrefix,
  sharedPanelId,
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
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.id)}
            aria-selected={isSelected}
            aria-controls={sharedPanelId ?? tabPanelId(idPrefix, tab.id)}
            tabIndex={isSelected ? 0 : -1}
            className={`tabs__tab${isSelected ? ' tabs__tab--active' : ''}`}
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
  /** For a panel shared by all tabs: its own id. */
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
