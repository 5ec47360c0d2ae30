// Between the first paint of a server-drawn page and the app taking it over, its buttons and forms have
// no behaviour yet. Clicks on controls and form submissions are held, and replayed once the app is in
// charge, so none is lost. Links need no help: they load the next page from the server, except a link
// marked as needing the connection (Get This Deal), which offline only the app can answer.

const CONTROLS =
  'button:not([type="submit"]), summary, [role="button"], [role="tab"], input[type="checkbox"], input[type="radio"]';

/** Marks a link whose target needs the network: offline, its click waits for the app to explain. */
export const NEEDS_CONNECTION_ATTRIBUTE = 'data-needs-connection';

const heldTarget = (target: Element | null): HTMLElement | null => {
  const control = target?.closest<HTMLElement>(CONTROLS);
  if (control) return control;
  // Online, the link is left to the browser: a replayed click would open no new tab (no user gesture).
  return navigator.onLine ? null : (target?.closest<HTMLElement>(`a[${NEEDS_CONNECTION_ATTRIBUTE}]`) ?? null);
};

/** Holds clicks and submissions inside `root`; the returned function replays them and stops holding. */
export function holdEarlyInteractions(root: HTMLElement): () => void {
  const held: (() => void)[] = [];
  const holdClick = (event: MouseEvent) => {
    const control = heldTarget(event.target as Element | null);
    if (!control || !root.contains(control)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(() => control.click());
  };
  const holdSubmit = (event: SubmitEvent) => {
    const form = event.target as HTMLFormElement;
    if (!root.contains(form)) return;
    event.preventDefault();
    event.stopPropagation();
    // Replayed without the app (it failed to load), this is the form's own submission to its action.
    held.push(() => form.requestSubmit());
  };
  document.addEventListener('click', holdClick, true);
  document.addEventListener('submit', holdSubmit, true);
  return () => {
    document.removeEventListener('click', holdClick, true);
    document.removeEventListener('submit', holdSubmit, true);
    for (const replay of held.splice(0)) replay();
  };
}
