// What a watch notice says through the alerts: its title and line by its reason, prices in the currency the
// page stated (never converted), the member's watches as its page, a tag of its own; and a digest that holds
// notices says so, while one of deals alone reads as before.
import { describe, expect, it } from 'vitest';
import { WATCH_PAGES } from '../../src/shared/watch/watch.ts';
import { makeDeal } from '../../tests/factories/deal-factory.ts';
import {
  alertPayload,
  dealItem,
  digestPayload,
  itemPayload,
  mailItem,
  type WatchNoticeFacts,
  watchNoticeItem,
} from './alert-content.ts';

const ORIGIN = 'https://rarefinds.test';
const notice = (over: Partial<WatchNoticeFacts> = {}): WatchNoticeFacts => ({
  id: 7,
  reason: 'drop',
  price: 19.99,
  previousPrice: 24.99,
  currency: 'USD',
  dealId: null,
  productName: 'Kettle',
  host: 'shop.example',
  image: 'https://shop.example/kettle.jpg',
  ...over,
});

describe('a watch notice as an alert item', () => {
  it('says what happened, at which price and where, and leads to the member’s watches', () => {
    expect(itemPayload(watchNoticeItem(notice()), ORIGIN, 3)).toEqual({
      dealId: 'watch-notice:7',
      title: 'Price drop: Kettle',
      body: '$19.99 (was $24.99) at shop.example',
      image: 'https://shop.example/kettle.jpg',
      url: WATCH_PAGES.account,
      tag: 'deal-watch-notice:7',
      unseen: 3,
    });
    expect(mailItem(watchNoticeItem(notice()), ORIGIN)).toEqual({
      title: 'Price drop: Kettle',
      priceLine: '$19.99 (was $24.99) at shop.example',
      url: `${ORIGIN}${WATCH_PAGES.account}`,
    });
  });

  it('has a title for every reason, and the unreadable page’s own line', () => {
    const titles = (
      ['drop', 'target', 'percent', 'lowest', 'back_in_stock', 'unreadable', 'deal'] as const
    ).map((reason) => watchNoticeItem(notice({ reason })).title);
    expect(titles).toEqual([
      'Price drop: Kettle',
      'Below your target: Kettle',
      'Price drop: Kettle',
      'Lowest in 90 days: Kettle',
      'Back in stock: Kettle',
      'We cannot read this page any more: Kettle',
      'Now a deal on RareFinds: Kettle',
    ]);
    expect(watchNoticeItem(notice({ reason: 'unreadable' })).line).toBe(
      'The page at shop.example failed twice in a row. We keep trying; you can remove the watch in your account.',
    );
    expect(watchNoticeItem(notice({ reason: 'back_in_stock', previousPrice: null })).line).toBe(
      '$19.99 at shop.example',
    );
    expect(watchNoticeItem(notice({ reason: 'back_in_stock', price: null })).line).toBe('shop.example');
  });

  it('states prices in the page’s currency, never converted', () => {
    expect(watchNoticeItem(notice({ currency: 'EUR' })).line).toBe('€19.99 (was €24.99) at shop.example');
    expect(watchNoticeItem(notice({ currency: 'GBP', previousPrice: null })).line).toBe(
      '£19.99 at shop.example',
    );
    expect(watchNoticeItem(notice({ currency: null })).line).toBe('19.99 (was 24.99) at shop.example');
  });

  it('leads to the deal a watched product became, and to the watches otherwise', () => {
    expect(watchNoticeItem(notice({ reason: 'deal', dealId: 'kettle-1' })).path).toBe('/deal/kettle-1');
    expect(watchNoticeItem(notice()).path).toBe(WATCH_PAGES.account);
  });

  it('makes the site’s own images absolute and leaves out what a notification cannot load', () => {
    expect(itemPayload(watchNoticeItem(notice({ image: '/images/x.svg' })), ORIGIN, 0).image).toBe(
      `${ORIGIN}/images/x.svg`,
    );
    expect(itemPayload(watchNoticeItem(notice({ image: null })), ORIGIN, 0)).not.toHaveProperty('image');
    expect(
      itemPayload(watchNoticeItem(notice({ image: 'data:image/png;base64,AAAA' })), ORIGIN, 0),
    ).not.toHaveProperty('image');
  });
});

describe('digests', () => {
  const deal = makeDeal({ id: 'sony', title: 'Sony WH-1000XM5', store: 'Kettle Shop', currentPrice: 249.99 });

  it('of deals alone read as before', () => {
    const other = makeDeal({ id: 'lamp', title: 'Lamp' });
    expect(digestPayload([dealItem(deal), dealItem(other)], ORIGIN, 2)).toMatchObject({
      dealId: 'sony',
      title: '2 deals match your alerts',
      body: 'Sony WH-1000XM5, $249.99 at Kettle Shop, and 1 more',
    });
    expect(digestPayload([dealItem(deal)], ORIGIN, 1)).toEqual(alertPayload(deal, ORIGIN, 1));
  });

  it('with watch notices say they hold updates', () => {
    expect(digestPayload([watchNoticeItem(notice()), dealItem(deal)], ORIGIN, 2)).toMatchObject({
      dealId: 'watch-notice:7',
      title: '2 updates on your alerts and watches',
      body: 'Price drop: Kettle, $19.99 (was $24.99) at shop.example, and 1 more',
      url: WATCH_PAGES.account,
    });
  });
});
