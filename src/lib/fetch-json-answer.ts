// One GET of a JSON answer for the device's database, from a worker or a screen: undefined when offline,
// refused or unreadable, so the copy kept from the last visit stands.

export async function fetchJsonAnswer(path: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  } catch {
    return undefined; // Offline.
  }
  if (!response.ok) {
    // The unread answer is let go, or the browser would hold the request open for as long as the page lives.
    await response.body?.cancel().catch(() => {});
    return undefined;
  }
  return response.json().catch(() => undefined);
}
