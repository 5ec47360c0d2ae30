// A pasted link is watched only when it is a plain web address; tracking is left out of the link and its key.
import { describe, expect, it } from 'vitest';
import { normalizeDealLink } from '../../src/shared/deal/deal-link.ts';
import { checkProductLink, LINK_REASONS, MAX_LINK_LENGTH } from './product-link.ts';

describe('a product link', () => {
  it('keeps the link without its tracking parameters and fragment, keyed as deal links are', () => {
    const checked = checkProductLink(
      '  https://www.Shop.example/p/Kettle-2?utm_source=news&color=blue&gclid=abc&size=L&ref=x#reviews ',
    );
    expect(checked).toEqual({
      ok: true,
      url: 'https://www.shop.example/p/Kettle-2?color=blue&size=L',
      key: 'shop.example/p/Kettle-2?color=blue&size=L',
    });
    // The key is the deal links' own: the same product pasted with other tracking, or over http, is one.
    const other = checkProductLink('http://shop.example/p/Kettle-2/?size=L&fbclid=1&color=blue&utm_medium=x');
    expect(other.ok && other.key).toBe(checked.ok && checked.key);
    expect(checked.ok && checked.key).toBe(
      normalizeDealLink('https://shop.example/p/Kettle-2?size=L&color=blue'),
    );
  });

  it('refuses what is not a web address, with the reason', () => {
    const cases: [string, string][] = [
      ['javascript:alert(1)', LINK_REASONS.notWeb],
      [' JavaScript:alert(document.cookie)', LINK_REASONS.notWeb],
      ['java\tscript:alert(1)', LINK_REASONS.notWeb],
      ['data:text/html,<script>alert(1)</script>', LINK_REASONS.notWeb],
      ['file:///etc/passwd', LINK_REASONS.notWeb],
      ['ftp://shop.example/kettle', LINK_REASONS.notWeb],
      ['https://user:secret@shop.example/kettle', LINK_REASONS.credentials],
      ['https://user@shop.example/kettle', LINK_REASONS.credentials],
      ['shop.example/kettle', LINK_REASONS.notALink],
      ['not a link at all', LINK_REASONS.notALink],
      ['   ', LINK_REASONS.empty],
      [`https://shop.example/${'a'.repeat(MAX_LINK_LENGTH)}`, LINK_REASONS.tooLong],
    ];
    for (const [link, reason] of cases) {
      expect({ link, answer: checkProductLink(link) }).toEqual({ link, answer: { ok: false, reason } });
    }
  });

  it('takes a link of exactly 2,000 characters', () => {
    const base = 'https://shop.example/';
    const link = `${base}${'a'.repeat(MAX_LINK_LENGTH - base.length)}`;
    expect(link).toHaveLength(2000);
    expect(checkProductLink(link).ok).toBe(true);
  });
});
