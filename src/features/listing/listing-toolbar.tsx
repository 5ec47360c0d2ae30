import type { ReactNode } from 'react';
import { ViewModeSwitch } from './view-mode-switch';

interface ListingToolbarProps {
  /** '{n} Deals Found', or nothing while the list is loading. */
  count: ReactNode;
  /** Extra controls before the view switch, e.g. the sort select. */
  children?: ReactNode;
  /** A line under the count, e.g. how fresh the prices are. */
  note?: ReactNode;
}

/** The row above a listing: how many deals, then sort and view controls. */
export function ListingToolbar({ count, children, note }: ListingToolbarProps) {
  return (
    <div className="listing-toolbar">
      <div className="listing-toolbar__summary">
        <p className="listing-toolbar__count" aria-live="polite">
          {count}
        </p>
        {note}
      </div>
      <div className="listing-toolbar__controls">
        {children}
        <ViewModeSwitch />
      </div>
    </div>
  );
}
