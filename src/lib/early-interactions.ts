// Between the first paint of a server-drawn page and the app taking it over, its buttons and forms have
// no behaviour yet. Clicks on controls and form submissions are held, and replayed once the app is in
// charge, so none is lost. Links need no help: they load the next page from the server.

const CONTROLS =
  'button:not([type="submit"]), summary, [role="button"], [role="tab"], input[type="checkbox"], input[type="radio"]';

/** Holds clicks and submissions inside `root`; the returned function replays them and stops holding. */
export function holdEarlyInteractions(root: HTMLElement): () => void {
  const held: (() => void)[] = [];
  const holdClick = (event: MouseEvent) => {
    const control = (event.target as Element | null)?.closest<HTMLElement>(CONTROLS);
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
