// The link /watch opens with: ?url= (the header's field, a link), or what another app shared into the
// installed app (?url=, ?text=, ?title=). A shared text often holds the link among words: the first
// http(s) link in it counts.
import { firstLinkIn } from '@shared/deal/deal-link';
import { WATCH_LINK_PARAMS } from '@shared/watch/watch';

/** The product link the page was opened with; empty when none. */
export function linkFromParams(params: URLSearchParams): string {
  const url = params.get(WATCH_LINK_PARAMS.url)?.trim() ?? '';
  if (url) return firstLinkIn(url) ?? url;
  for (const name of [WATCH_LINK_PARAMS.text, WATCH_LINK_PARAMS.title]) {
    const link = firstLinkIn(params.get(name) ?? '');
    if (link) return link;
  }
  return '';
}
