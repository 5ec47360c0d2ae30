// Hosts that are affiliate networks' or link shorteners' rather than a shop's: a deal whose link goes
// through one says nothing about which shop it is, so no store claims them (store-repository.ts).
const NETWORK_HOSTS = new Set([
  'linksynergy.com',
  'click.linksynergy.com',
  'anrdoezrs.net',
  'jdoqocy.com',
  'tkqlhce.com',
  'dpbolvw.net',
  'kqzyfj.com',
  'awin1.com',
  'shareasale.com',
  'sjv.io',
  'pxf.io',
  'go.skimresources.com',
  'redirect.viglink.com',
  'amzn.to',
  'bit.ly',
  'tinyurl.com',
  'rstyle.me',
  'howl.me',
]);

/** Whether a host is an affiliate network's or a shortener's (or below one). */
export function isNetworkHost(host: string): boolean {
  for (let at = host; at.includes('.'); at = at.slice(at.indexOf('.') + 1))
    if (NETWORK_HOSTS.has(at)) return true;
  return false;
}
