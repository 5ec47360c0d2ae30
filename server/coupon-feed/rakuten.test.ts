// The Rakuten adapter's reading of the service's XML, and the XML reader under it: no network, no database.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FeedError } from './provider.ts';
import { feedDate, parseRakutenFeed } from './rakuten.ts';
import { parseXml } from './xml.ts';

const sample = readFileSync(new URL('./fixtures/rakuten-coupons.xml', import.meta.url), 'utf8');

const recordingLog = () => {
  const warnings: { fields: Record<string, unknown>; message: string }[] = [];
  return {
    warnings,
    log: {
      info: () => {},
      warn: (fields: object, message: string) =>
        warnings.push({ fields: fields as Record<string, unknown>, message }),
      error: () => {},
    },
  };
};

describe('the Rakuten coupon feed', () => {
  it('reads each offer, decoding entities, and keeps a sale without a code', () => {
    const { log } = recordingLog();
    const { offers, totalPages } = parseRakutenFeed(sample, log);
    expect(totalPages).toBe(1);
    expect(offers.map((offer) => offer.storeName)).toEqual(['Best Buy', 'REI', 'Acme Outdoors']);
    const [laptops, tents, acme] = offers;
    expect(laptops).toEqual({
      sourceKey: '2149:7097.10000034',
      storeName: 'Best Buy',
      code: 'TECH20',
      // Markup in a description is text, kept as written (never rendered as markup).
      title: '20% off laptops & tablets – today’s <b>best</b> price',
      terms: 'Excludes Apple; one per order',
      startsAt: new Date('2026-03-01T00:00:00Z'),
      // The last day the offer runs, through its end.
      endsAt: new Date('2026-04-01T00:00:00Z'),
      url: 'https://click.linksynergy.com/fs-bin/click?id=abcdefghijk&offerid=7097.10000034&type=3&subid=0',
      categories: ['Computer & Electronics', 'Home & Garden'],
    });
    expect(tents).toMatchObject({
      sourceKey: '3001:8801.20000001',
      code: '',
      title: 'Up to 40% off tents & sleeping bags',
      terms: '',
      endsAt: null,
      categories: ['Sports'],
    });
    // No offer id in its address: a key made from the address and code, the same every time.
    expect(acme!.sourceKey).toMatch(/^4100:[0-9a-f]{24}$/);
    expect(parseRakutenFeed(sample, log).offers[2]!.sourceKey).toBe(acme!.sourceKey);
    expect(acme).toMatchObject({
      title: '$10 off $75 at Acme ©',
      startsAt: new Date('2026-03-01T13:00:00Z'),
      endsAt: new Date('2026-07-01T00:00:00Z'),
    });
  });

  it('drops a malformed offer with its reason and keeps the others', () => {
    const { log, warnings } = recordingLog();
    parseRakutenFeed(sample, log);
    expect(warnings).toEqual([
      {
        message: 'Dropped a coupon feed offer',
        fields: { store: 'Acme Outdoors', reason: 'it has no http(s) click address' },
      },
      {
        message: 'Dropped a coupon feed offer',
        fields: { store: 'Odd Dates Co', reason: 'its start date "2026-02-30" is not a date' },
      },
    ]);
  });

  it('refuses an answer that is not a coupon feed, so a round changes nothing', () => {
    const { log } = recordingLog();
    expect(() => parseRakutenFeed('<html><body>Service unavailable', log)).toThrow(FeedError);
    expect(() => parseRakutenFeed('{"offers": []}', log)).toThrow(/not XML/);
    expect(() => parseRakutenFeed('<fault><message>Invalid token</message></fault>', log)).toThrow(
      'the feed answered <fault> instead of a coupon feed: Invalid token',
    );
    expect(parseRakutenFeed('<couponfeed><TotalMatches>0</TotalMatches></couponfeed>', log).offers).toEqual(
      [],
    );
  });

  it('reads a day as UTC, an end through its last moment, and nothing that is no date', () => {
    expect(feedDate('2026-12-31', false)).toEqual(new Date('2026-12-31T00:00:00Z'));
    expect(feedDate('2026-12-31', true)).toEqual(new Date('2027-01-01T00:00:00Z'));
    expect(feedDate('', true)).toBeNull();
    expect(feedDate('2026-13-01', false)).toBeUndefined();
    expect(feedDate('soon', false)).toBeUndefined();
  });
});

describe('the feed XML reader', () => {
  it('reads elements, attributes, CDATA and references, and keeps a lone ampersand', () => {
    const root = parseXml(
      '<?xml version="1.0"?><a x="1 &amp; 2"><b>Tom &amp; Jerry &#65;&#x42; &unknown; R&D</b><c/><![CDATA[<raw> & ]]></a>',
    );
    expect(root.attributes).toEqual({ x: '1 & 2' });
    expect(root.children.map((child) => child.name)).toEqual(['b', 'c']);
    expect(root.children[0]!.text).toBe('Tom & Jerry AB &unknown; R&D');
    expect(root.text).toBe('<raw> & ');
  });

  it('drops control characters a reference would put in text', () => {
    expect(parseXml('<a>x&#0;y&#1;z&#xD800;</a>').text).toBe('xyz\ufffd');
  });

  it.each([
    ['a document type declaration', '<!DOCTYPE a [<!ENTITY x "xx">]><a>&x;</a>', /document type/],
    ['a tag closed out of turn', '<a><b></a></b>', /<\/a> closes <b>/],
    ['a tag left open', '<a><b></b>', /<a> is not closed/],
    ['text outside the root', 'hello <a/>', /outside the root/],
    ['two roots', '<a/><b/>', /second root/],
    ['a broken attribute', '<a x=1></a>', /malformed/],
    ['nothing at all', '   ', /no root/],
  ])('refuses %s', (_name, xml, message) => {
    expect(() => parseXml(xml)).toThrow(message);
  });

  it('refuses nesting deeper than any feed has', () => {
    expect(() => parseXml(`${'<a>'.repeat(100)}${'</a>'.repeat(100)}`)).toThrow(/nest deeper/);
  });
});
