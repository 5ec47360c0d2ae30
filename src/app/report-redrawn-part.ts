// When part of a server-drawn page differs from the app's first render (a setting kept on this device,
// such as the list view or the data source, or the clock having moved on), React draws that part afresh.
// The shopper sees the right page either way, so this is a note for developers, not an error.

/** onRecoverableError for hydrateRoot. */
export function reportRedrawnPart(error: unknown): void {
  console.info('Part of the server-drawn page was drawn again in the browser:', error);
}
