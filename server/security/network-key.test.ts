import { describe, expect, it } from 'vitest';
import { networkKey, networkPrefix } from './network-key.ts';

describe('a voter’s network', () => {
  it('is the /24 of an IPv4 address and the /48 of an IPv6 one', () => {
    expect(networkPrefix('203.0.113.10')).toBe('203.0.113');
    expect(networkPrefix('::ffff:203.0.113.77')).toBe('203.0.113');
    expect(networkPrefix('2001:db8:abcd:12::1')).toBe('2001:db8:abcd');
    expect(networkPrefix('2001:db8::1')).toBe('2001:db8:0');
    expect(networkPrefix('not an address')).toBeUndefined();
  });

  it('matches for two addresses of one network and differs across networks and databases, never the address', () => {
    expect(networkKey('203.0.113.10', 'db-1')).toBe(networkKey('203.0.113.200', 'db-1'));
    expect(networkKey('203.0.113.10', 'db-1')).not.toBe(networkKey('198.51.100.10', 'db-1'));
    expect(networkKey('203.0.113.10', 'db-1')).not.toBe(networkKey('203.0.113.10', 'db-2'));
    expect(networkKey('203.0.113.10', 'db-1')).not.toContain('203');
    expect(networkKey('nowhere', 'db-1')).toBeNull();
  });
});
