// Deal links are addresses people typed: the link checker never requests one that leads into this machine or
// its network. Each host is resolved here and every address it resolves to must be public (not private,
// loopback, link-local, unique-local, multicast, unspecified or otherwise reserved), unless the host is named
// in LINK_CHECK_ALLOW_HOSTS (tests and benchmarks name their stub shops). The request then connects to the
// address checked here (link-request.ts pins it), so a second, different DNS answer (rebinding) is never used.
import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { isAllowedHost } from '../alerts/push-hosts.ts';

export interface CheckedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host to its addresses, as dns.lookup does ({ all: true }). */
export type HostResolver = (host: string) => Promise<{ address: string; family: number }[]>;

export const systemResolver: HostResolver = (host) => dnsLookup(host, { all: true, verbatim: true });

/** Why an address is not requested, by range; the first that holds names it. */
const NOT_PUBLIC: [kind: string, ranges: [string, number, 'ipv4' | 'ipv6'][]][] = [
  [
    'an unspecified',
    [
      ['0.0.0.0', 8, 'ipv4'],
      ['::', 128, 'ipv6'],
    ],
  ],
  [
    'a loopback',
    [
      ['127.0.0.0', 8, 'ipv4'],
      ['::1', 128, 'ipv6'],
    ],
  ],
  [
    'a private',
    [
      ['10.0.0.0', 8, 'ipv4'],
      ['172.16.0.0', 12, 'ipv4'],
      ['192.168.0.0', 16, 'ipv4'],
      // Carrier-grade NAT: the provider's network, never a shop.
      ['100.64.0.0', 10, 'ipv4'],
    ],
  ],
  [
    'a link-local',
    [
      ['169.254.0.0', 16, 'ipv4'],
      ['fe80::', 10, 'ipv6'],
    ],
  ],
  ['a unique-local', [['fc00::', 7, 'ipv6']]],
  [
    'a multicast',
    [
      ['224.0.0.0', 4, 'ipv4'],
      ['ff00::', 8, 'ipv6'],
    ],
  ],
  [
    'a reserved',
    [
      ['192.0.0.0', 24, 'ipv4'],
      ['192.0.2.0', 24, 'ipv4'],
      ['198.18.0.0', 15, 'ipv4'],
      ['198.51.100.0', 24, 'ipv4'],
      ['203.0.113.0', 24, 'ipv4'],
      ['240.0.0.0', 4, 'ipv4'],
      ['2001:db8::', 32, 'ipv6'],
      ['100::', 64, 'ipv6'],
    ],
  ],
];

const blockLists = NOT_PUBLIC.map(([kind, ranges]) => {
  const list = new BlockList();
  for (const [network, prefix, type] of ranges) list.addSubnet(network, prefix, type);
  return { kind, list };
});

/**
 * What kind of address this is when it is not public ('a loopback', 'a private', …), undefined for a public
 * one. IPv4 addresses written as IPv6 (::ffff:10.0.0.1) are judged as the IPv4 address they are.
 */
export function nonPublicKind(address: string): string | undefined {
  const family = isIP(address);
  if (family === 0) return 'an invalid';
  const type = family === 4 ? 'ipv4' : 'ipv6';
  return blockLists.find(({ list }) => list.check(address, type))?.kind;
}

/** A host the checker will not request, with the reason the check records. */
export class AddressRefused extends Error {}

/** The address literal of a URL's hostname ('[::1]' → '::1'), or undefined for a name. */
const addressLiteral = (hostname: string): string | undefined => {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return isIP(bare) ? bare : undefined;
};

/**
 * The address to connect to for `hostname`: resolved, and public unless `allowHosts` names the host.
 * Throws AddressRefused when any address it resolves to is not public (a name that also points inward is
 * not trusted with its other answers); DNS failures are thrown as they come (the host is unreachable).
 */
export async function checkedAddress(
  hostname: string,
  allowHosts: readonly string[],
  resolve: HostResolver = systemResolver,
): Promise<CheckedAddress> {
  const literal = addressLiteral(hostname);
  const found = literal ? [{ address: literal, family: isIP(literal) }] : await resolve(hostname);
  if (found.length === 0) throw new AddressRefused(`${hostname} has no address`);
  const host = literal ?? hostname;
  if (!isAllowedHost(host, allowHosts)) {
    for (const { address } of found) {
      const kind = nonPublicKind(address);
      if (kind) throw new AddressRefused(`not requested: ${hostname} is ${kind} address (${address})`);
    }
  }
  const first = found[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
