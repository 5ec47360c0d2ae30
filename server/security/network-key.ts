// A voter's network as the console's vote-ring check compares it: the address's /24 (IPv4) or /48 (IPv6),
// hashed with this database's id, so accounts on one network match without the database keeping anyone's
// address.
import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/** The network part of an address; undefined for what is no address. */
export function networkPrefix(address: string): string | undefined {
  const plain = address.replace(/^::ffff:/i, '');
  if (isIPv4(plain)) return plain.split('.').slice(0, 3).join('.');
  if (isIPv6(plain)) {
    const [head = '', tail = ''] = plain.toLowerCase().split('::');
    const left = head ? head.split(':') : [];
    const right = tail ? tail.split(':') : [];
    const groups = plain.includes('::')
      ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
      : left;
    return groups
      .slice(0, 3)
      .map((group) => group.replace(/^0+(?=.)/, ''))
      .join(':');
  }
  return undefined;
}

export function networkKey(address: string, salt: string): string | null {
  const prefix = networkPrefix(address);
  return prefix ? createHash('sha256').update(`${salt}\n${prefix}`).digest('base64url').slice(0, 22) : null;
}
