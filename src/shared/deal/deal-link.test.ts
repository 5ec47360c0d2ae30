import { describe, expect, it } from 'vitest';
import { firstLinkIn, normalizeDealLink, storeFromLink } from './deal-link';

describe('normalizeDealLink', () => {
  it('gives the same key whatever tracking, host case, scheme, fragment or parameter order', () => {
    const key = normalizeDealLink('https://shop.example/p/42?color=red&size=m');
    expect(key).toBe('shop.example/p/42?color=red&size=m');
    for (const variant of [
      'http://WWW.Shop.Example/p/42?size=m&color=red',
      'https://shop.example/p/42/?utm_source=news&utm_MEDIUM=mail&color=red&gclid=x&size=m#reviews',
      'https://shop.example/p/42?fbclid=1&ref=home&tag=aff-20&size=m&color=red',
    ]) {
      expect(normalizeDealLink(variant)).toBe(key);
    }
  });

  it('keeps what names the product: the path’s case and other parameters', () => {
    expect(normalizeDealLink('https://shop.example/P/42')).not.toBe(
      normalizeDealLink('https://shop.example/p/42'),
    );
    expect(normalizeDealLink('https://shop.example/p?id=1')).not.toBe(
      normalizeDealLink('https://shop.example/p?id=2'),
    );
  });

  it('refuses what is not a web link', () => {
    expect(normalizeDealLink('javascript:alert(1)')).toBeUndefined();
    expect(normalizeDealLink('https://user:pw@shop.example/')).toBeUndefined();
    expect(normalizeDealLink('not a link')).toBeUndefined();
  });
});

describe('storeFromLink and firstLinkIn', () => {
  it('takes the store from the host and the link out of shared text', () => {
    expect(storeFromLink('https://www.BestBuy.com/site/tv')).toBe('bestbuy.com');
    expect(storeFromLink('nope')).toBe('');
    expect(firstLinkIn('Look at this! https://shop.example/p/1?x=2. So cheap')).toBe(
      'https://shop.example/p/1?x=2',
    );
    expect(firstLinkIn('no link here')).toBeUndefined();
  });
});
