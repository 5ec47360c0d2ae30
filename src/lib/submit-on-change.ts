// A GET form marked to submit on change (a listing's sort) works before the app is there: a new choice
// loads the server's page for it. Once the app is on its way it keeps the choice in the address itself, so
// the form is left alone. Part of the entry: no React.

export const SUBMIT_ON_CHANGE_ATTRIBUTE = 'data-submit-on-change';

/** Submits a marked form when one of its fields changes, while `isAppStarting()` is false. */
export function submitOnChange(root: HTMLElement, isAppStarting: () => boolean): void {
  root.addEventListener('change', (event) => {
    if (isAppStarting()) return;
    const field = event.target as HTMLInputElement | HTMLSelectElement;
    const form = field.form;
    if (form?.hasAttribute(SUBMIT_ON_CHANGE_ATTRIBUTE)) form.requestSubmit();
  });
}
