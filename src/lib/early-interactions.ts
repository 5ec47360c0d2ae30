// Between the first paint of a server-drawn page and the app taking it over, its buttons and forms have
// no behaviour yet. Clicks on controls and form submissions are held, and replayed once the app is in
// charge, so none is lost. What was typed into a field meanwhile is handed to the app first: React takes
// a field over with the app's own state, which knows nothing of it. Links need no help: they load the
// next page from the server, except a link marked as needing the connection (Get This Deal), which
// offline only the app can answer.

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

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A field whose value is typed or chosen (a box's click is held like a button's). */
const typedField = (target: EventTarget | null): Field | null => {
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return target;
  if (target instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(target.type))
    return target;
  return null;
};

/**
 * Sets a field's value as typing does, and tells the app. React keeps the last value it saw of a text
 * field, and calls the app only when the field's value differs from it: the field is emptied through
 * React's setter first, then given the typed value through the element's own, past React's.
 */
function retype(field: Field, value: string): void {
  if (!(field instanceof HTMLSelectElement)) field.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

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
  const typed = new Map<Field, string>();
  const noteTyped = (event: Event) => {
    const field = typedField(event.target);
    if (field && root.contains(field)) typed.set(field, field.value);
  };
  document.addEventListener('click', holdClick, true);
  document.addEventListener('submit', holdSubmit, true);
  document.addEventListener('input', noteTyped, true);
  document.addEventListener('change', noteTyped, true);
  return () => {
    document.removeEventListener('click', holdClick, true);
    document.removeEventListener('submit', holdSubmit, true);
    document.removeEventListener('input', noteTyped, true);
    document.removeEventListener('change', noteTyped, true);
    for (const [field, value] of typed) if (field.isConnected) retype(field, value);
    typed.clear();
    for (const replay of held.splice(0)) replay();
  };
}
