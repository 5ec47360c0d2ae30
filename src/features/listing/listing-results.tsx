import { HiddenByMutesLine } from '@components/hidden-by-mutes';
import { PagedDealGrid } from '@components/paged-deal-grid';
import { currentOrigin } from '@lib/current-origin';
import { useFirstDrawTime } from '@lib/db/page-answers';
import { useHiddenByMutes } from '@lib/use-mutes';
import { type DealList, dealsOnPage, isPageOf, pageStart } from '@shared/deal/deal-list';
import { dealsFound } from '@shared/site/screen-texts';
import { itemListJsonLd } from '@shared/site/structured-data';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { ListingMessage } from './listing-message';
import { listingStatus } from './listing-status';
import { ListingToolbar } from './listing-toolbar';
import { viewModeAtom } from './state';
import type { SyncStatus } from './sync-status';

interface ListingResultsProps {
  list: DealList | undefined;
  page: number;
  pageHref: (page: number) => string;
  sync: SyncStatus;
  /** Controls before the view switch, e.g. the sort. */
  controls?: ReactNode;
  pricesNote?: ReactNode;
  emptyText?: string;
  /** Accessible name of the list of cards. */
  label?: string;
  /** Changes when the list does (another sort or tab): the grid starts again from its page. */
  listKey?: string;
  /** The ad place shown after the first row of cards on phones; the app supplies it. */
  adAfterFirstRow?: ReactNode;
}

/** A listing's toolbar ('{n} Deals Found', sort, view), then its page of cards, or why there are none. */
export function ListingResults({
  list: listed,
  page,
  pageHref,
  sync,
  controls,
  pricesNote,
  emptyText,
  label,
  listKey,
  adAfterFirstRow,
}: ListingResultsProps) {
  const mode = useAtomValue(viewModeAtom);
  const now = useFirstDrawTime();
  // A member's mutes hide their deals once this device has read them; a visitor sees the list as it is.
  const muted = useHiddenByMutes(listed);
  const list = muted.list;
  const status = listingStatus(list, sync.syncing);
  return (
    <>
      <ListingToolbar note={pricesNote} count={status === 'loading' ? null : dealsFound(list?.total ?? 0)}>
        {controls}
      </ListingToolbar>
      <HiddenByMutesLine hidden={muted.hidden} shown={muted.shown} onToggle={muted.toggle} />
      {status === 'ready' && list ? (
        <PagedDealGrid
          key={listKey}
          list={list}
          page={page}
          pageHref={pageHref}
          now={now}
          mode={mode}
          label={label}
          afterFirstRowOnPhones={adAfterFirstRow}
        />
      ) : (
        <ListingMessage
          status={status === 'ready' ? 'empty' : status}
          error={sync.error}
          emptyText={emptyText}
        />
      )}
    </>
  );
}

/**
 * Whether the address asks for a page the listing does not have (?page=0, or past its end): known once the
 * list is. The screen then says so, as for any unknown address.
 */
export const isMissingPage = (list: DealList | undefined, page: number | undefined): boolean =>
  page === undefined || (list !== undefined && !isPageOf(page, list.total));

/** The page's deals as structured data: their place in the whole list, and its size. */
export const listingJsonLd = (list: DealList | undefined, page: number) =>
  list && list.total > 0
    ? [
        itemListJsonLd(dealsOnPage(list, page), currentOrigin(), {
          firstPosition: pageStart(page) + 1,
          total: list.total,
        }),
      ]
    : [];
