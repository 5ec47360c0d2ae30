// The address guard: only public addresses are requested, unless LINK_CHECK_ALLOW_HOSTS names the host.
import { describe, expect, it } from 'vitest';
import { AddressRefused, checkedAddress, nonPublicKind } from './address-guard.ts';

describe('the address guard', () => {
  it('names every kind of address that is not public', () => {
    const cases: [string, string | undefined][] = [
      ['0.0.0.0', 'an unspecified'],
      ['::', 'an unspecified'],
      ['127.0.0.1', 'a loopback'],
      ['127.8.9.10', 'a loopback'],
      ['::1', 'a loopback'],
      ['10.0.0.1', 'a private'],
      ['172.16.5.4', 'a private'],
      ['172.31.255.255', 'a private'],
      ['192.168.1.1', 'a private'],
      ['100.64.0.1', 'a private'],
      ['169.254.169.254', 'a link-local'],
      ['fe80::1', 'a link-local'],
      ['fd12:3456::1', 'a unique-local'],
      ['fc00::1', 'a unique-local'],
      ['224.0.0.251', 'a multicast'],
      ['ff02::1', 'a multicast'],
      ['255.255.255.255', 'a reserved'],
      ['2001:db8::1', 'a reserved'],
      // IPv4 written as IPv6 is judged as the IPv4 address it is.
      ['::ffff:127.0.0.1', 'a loopback'],
      ['::ffff:10.0.0.1', 'a private'],
      ['not an address', 'an invalid'],
      ['93.184.215.14', undefined],
      ['172.32.0.1', undefined],
      ['2606:2800:220:1::1', undefined],
    ];
    for (const [address, kind] of cases)
      expect({ address, kind: nonPublicKind(address) }).toEqual({ address, kind });
  });

  it('resolves a name and answers the address to connect to', async () => {
    const resolve = async () => [{ address: '93.184.215.14', family: 4 }];
    expect(await checkedAddress('shop.example', [], resolve)).toEqual({
      address: '93.184.215.14',
      family: 4,
    });
    expect(await checkedAddress('[2606:2800:220:1::1]', [])).toEqual({
      address: '2606:2800:220:1::1',
      family: 6,
    });
  });

  it('refuses a name that resolves inward, even among public answers, unless the host is allowed', async () => {
    const resolve = async () => [
      { address: '93.184.215.14', family: 4 },
      { address: '192.168.0.10', family: 4 },
    ];
    await expect(checkedAddress('shop.example', [], resolve)).rejects.toThrow(
      new AddressRefused('not requested: shop.example is a private address (192.168.0.10)'),
    );
    await expect(checkedAddress('127.0.0.1', [])).rejects.toThrow(/is a loopback address/);
    await expect(checkedAddress('[::1]', [])).rejects.toThrow(/is a loopback address/);
    expect(await checkedAddress('127.0.0.1', ['127.0.0.1'])).toEqual({ address: '127.0.0.1', family: 4 });
    const inward = async () => [{ address: '127.0.0.1', family: 4 }];
    expect(await checkedAddress('Shop.Test', ['*.test'], inward)).toEqual({
      address: '127.0.0.1',
      family: 4,
    });
    await expect(checkedAddress('shop.test.evil.example', ['*.test'], inward)).rejects.toThrow(
      AddressRefused,
    );
  });
});
