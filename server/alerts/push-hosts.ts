// Push endpoints are addresses a browser hands over: the server only ever calls one on a known push service
// (PUSH_SERVICE_HOSTS), over https, so a made-up subscription cannot point it at an internal address.

/** Whether `host` is one of `allowed` ('*.notify.windows.com' allows every subdomain of notify.windows.com). */
export function isAllowedHost(host: string, allowed: readonly string[]): boolean {
  const name = host.toLowerCase();
  return allowed.some((entry) =>
    entry.startsWith('*.') ? name.endsWith(entry.slice(1)) && name.length > entry.length - 1 : name === entry,
  );
}

/** Whether the endpoint is an https address on an allowed push service. */
export function isAllowedPushEndpoint(endpoint: string, allowed: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && !url.username && !url.password && isAllowedHost(url.hostname, allowed);
}
