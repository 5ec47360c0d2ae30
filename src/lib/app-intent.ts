// React on intent (docs/decisions/0039). A page the server drew is complete without the app: its links,
// GET forms (search, sort, filters), menus, FAQ and a deal's tabs work on their own. The app is needed only
// when the shopper reaches for one of its controls (Save, Share, a vote, a review, a dialog, a form that
// posts), so it starts then: on the first pointerdown, keydown or focus on such a control. The control is
// marked busy in that same task, so the tap's next paint answers at once; the click that follows is held
// (early-interactions.ts) and replayed once the app has taken the page over.

/** Marks in the page's performance timeline: the app is on its way; the page's own services have started. */
export const APP_STARTING_MARK = 'rarefinds:app-starting';
export const PAGE_STARTED_MARK = 'rarefinds:page-started';

/**
 * Marks a link the app answers better than the server's page would (Show more adds the next page's deals
 * below those shown; without the app it opens that page): reaching for it starts the app.
 */
export const NEEDS_APP_ATTRIBUTE = 'data-needs-app';

/** What needs the app when reached for: its buttons, the fields of forms it sends, and marked links. */
const APP_CONTROLS = `button, input, select, textarea, [role="button"], [contenteditable="true"], [${NEEDS_APP_ATTRIBUTE}]`;

/**
 * What works without it: a button that opens a popover and a summary that opens its details are the
 * browser's, a link within the page (a deal's tabs, the gallery's images) moves to its target, and a GET
 * form (the header search, a listing's sort) submits to the server's page as it is.
 */
const WORKS_WITHOUT_APP = '[popovertarget], summary, a[href^="#"], form[method="get" i] *';

const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/** The control `target` belongs to when reaching for it needs the app; null otherwise. */
export function appControlOf(target: EventTarget | null, root: Element): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest<HTMLElement>(APP_CONTROLS);
  if (!control || !root.contains(control) || control.matches(WORKS_WITHOUT_APP)) return null;
  return control;
}

/**
 * Calls `start` once, at the first intent on an app control inside `root`, after marking that control
 * busy. Returns the function that takes the busy mark off again (once the app is in charge) and stops
 * listening.
 */
export function startOnIntent(root: HTMLElement, start: () => void): () => void {
  let busy: HTMLElement | null = null;
  const stopListening = () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
  };
  function onIntent(event: Event) {
    const control = appControlOf(event.target, root);
    if (!control) return;
    stopListening();
    busy = control;
    control.setAttribute('aria-busy', 'true');
    start();
  }
  for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, true);
  return () => {
    stopListening();
    busy?.removeAttribute('aria-busy');
    busy = null;
  };
}
