// Between the first paint of a server-drawn page and the app taking it over, its app controls have no
// behaviour yet. Clicks on them and submissions of the forms the app sends are held, and replayed once the
// app is in charge, so none is lost; holding one starts the app (app-intent.ts usually has, at the press).
// What was typed into a field meanwhile is handed to the app too, in its turn among them: React takes a
// field over with the app's own state, which knows nothing of it. Links need no help: they load the next page from the server, except
// a link marked as needing the connection (Get This Deal), which offline only the app can answer. What
// works without the app (summaries, popover buttons, GET forms) is left to the browser while the app is not
// starting.
import { appControlOf, NEEDS_APP_ATTRIBUTE } from './app-intent';

/** Clicked controls that do something in the app (a submit button's click is the form's submission). */
const CLICKED_CONTROLS = `button:not([type="submit"]), [role="button"], input[type="checkbox"], input[type="radio"], [${NEEDS_APP_ATTRIBUTE}]`;

/** Marks a link whose target needs the network: offline, its click waits for the app to explain. */
export const NEEDS_CONNECTION_ATTRIBUTE = 'data-needs-connection';

/**
 * Marks a toggle drawn before its state is known (the wishlist heart on the server's page). A press on it
 * means "turn it on": replayed once the app is there, it is dropped if the toggle turned out to be on.
 */
export const UNKNOWN_STATE_ATTRIBUTE = 'data-state-unknown';

const alreadyOn = (control: HTMLElement) => control.getAttribute('aria-pressed') === 'true';

export interface HoldOptions {
  /** Whether the app is on its way (a GET form's submission is then held for it, not sent to the server). */
  isAppStarting?: () => boolean;
  /** Starts the app: something was held that only it can answer. */
  startApp?: () => void;
}

const heldTarget = (target: Element | null, root: HTMLElement): HTMLElement | null => {
  const control = appControlOf(target, root);
  if (control?.matches(CLICKED_CONTROLS)) return control;
  // Online, the link is left to the browser: a replayed click would open no new tab (no user gesture).
  return navigator.onLine ? null : (target?.closest<HTMLElement>(`a[${NEEDS_CONNECTION_ATTRIBUTE}]`) ?? null);
};

/** The address a GET form goes to, its fields encoded as the app's links encode them. */
export function getFormAddress(form: HTMLFormElement): string {
  const fields = [...new FormData(form)].map(
    ([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`,
  );
  const action = new URL(form.action || location.href);
  return `${action.pathname}${fields.length > 0 ? `?${fields.join('&')}` : ''}`;
}

/** A form the browser sends as it is, to the server's page. */
const worksWithoutApp = (form: HTMLFormElement) => form.getAttribute('method')?.toLowerCase() === 'get';

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
export function holdEarlyInteractions(
  root: HTMLElement,
  { isAppStarting = () => true, startApp = () => {} }: HoldOptions = {},
): () => void {
  // What happened, in the order it happened: held clicks and submissions, and each field's last typing
  // (at the place of its last change). In order, so a tab chosen and then a sort reach the app that way.
  const held = new Map<object, () => void>();
  const hold = (event: Event, replay: () => void) => {
    event.preventDefault();
    event.stopPropagation();
    held.set({}, replay);
    startApp();
  };
  const holdClick = (event: MouseEvent) => {
    const control = heldTarget(event.target as Element | null, root);
    if (!control || !root.contains(control)) return;
    const pressedUnknown = control.hasAttribute(UNKNOWN_STATE_ATTRIBUTE);
    hold(event, () => {
      if (!(pressedUnknown && alreadyOn(control))) control.click();
    });
  };
  const holdSubmit = (event: SubmitEvent) => {
    const form = event.target as HTMLFormElement;
    if (!root.contains(form)) return;
    if (worksWithoutApp(form) && !isAppStarting()) {
      // The browser would write spaces as '+'; the address is written as the app writes it ('%20').
      event.preventDefault();
      location.assign(getFormAddress(form));
      return;
    }
    // Replayed without the app (it failed to load), this is the form's own submission to its action.
    hold(event, () => form.requestSubmit());
  };
  const noteTyped = (event: Event) => {
    const field = typedField(event.target);
    if (!field || !root.contains(field)) return;
    const { value } = field;
    held.delete(field);
    held.set(field, () => {
      if (field.isConnected) retype(field, value);
    });
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
    const replays = [...held.values()];
    held.clear();
    for (const replay of replays) replay();
  };
}
