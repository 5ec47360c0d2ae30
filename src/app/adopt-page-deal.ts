// A deal page drawn by the server carries the deal it was drawn from (src/shared/page-deal.ts). Placed in
// the history entry's state, where a clicked card puts its deal, it lets the app's first render show the
// same deal as the drawn page instead of a loading screen until the first sync has stored the deals.
import { PAGE_DEAL_SCRIPT_ID } from '@shared/page-deal';

/** Moves the page's deal, if any, into the current history entry; call before the router is created. */
export function adoptPageDeal(): void {
  const script = document.getElementById(PAGE_DEAL_SCRIPT_ID);
  if (!script) return;
  script.remove();
  let deal: unknown;
  try {
    deal = JSON.parse(script.textContent ?? '');
  } catch (error) {
    console.error('The page’s deal could not be read; it loads from the deal cache instead.', error);
    return;
  }
  if (typeof (deal as { id?: unknown } | null)?.id !== 'string') return;
  // The server's copy is the freshest: it replaces a deal kept in this entry by an earlier visit.
  const entry = (window.history.state ?? {}) as { usr?: object };
  window.history.replaceState({ ...entry, usr: { ...entry.usr, deal } }, '');
}
