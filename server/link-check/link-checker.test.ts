// The link checker against a stub shop on 127.0.0.1: each way a shop answers gets its verdict and reason,
// nothing a shop does makes the checker throw or wait past its time-out, and loopback is never requested
// unless LINK_CHECK_ALLOW_HOSTS names the host.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HUGE_BYTES, type StubShop, startStubShop } from '../test-support/stub-shop.ts';
import { createHostPacer } from './host-pacer.ts';
import { createLinkChecker, type LinkChecker, linkCheckUserAgent, MAX_BODY_BYTES } from './link-checker.ts';

const USER_AGENT = linkCheckUserAgent('https://rarefinds.test');

describe('the link checker', () => {
  let shop: StubShop;
  let checker: LinkChecker;
  const at = (path: string) => `${shop.origin()}${path}`;

  beforeAll(async () => {
    shop = await startStubShop({ slowMs: 3_000 });
    checker = createLinkChecker({
      allowHosts: ['127.0.0.1'],
      userAgent: USER_AGENT,
      // A short time-out keeps the slow page's test short; the pacer's own rule is tested on its own.
      timeoutMs: 400,
      pacer: createHostPacer({ intervalMs: 0 }),
    });
  });
  afterAll(() => shop.close());
  beforeEach(() => {
    shop.requests.length = 0;
  });

  it('finds a product page in stock working, reading it with GET after HEAD, as RareFindsLinkCheck', async () => {
    expect(await checker.check(at('/product/kettle'))).toEqual({
      outcome: 'ok',
      reason: null,
      status: 200,
      finalUrl: null,
    });
    expect(shop.requests.map((request) => request.method)).toEqual(['HEAD', 'GET']);
    expect(shop.requests[0]!.userAgent).toBe('RareFindsLinkCheck/1.0 (+https://rarefinds.test)');
  });

  it('fails a link that is gone: 404 and 410', async () => {
    expect(await checker.check(at('/product/gone'))).toMatchObject({
      outcome: 'failed',
      reason: '404 Not Found',
      status: 404,
    });
    expect(await checker.check(at('/product/removed'))).toMatchObject({
      outcome: 'failed',
      reason: '410 Gone',
      status: 410,
    });
  });

  it("fails a link sent to the shop's home page, and follows other redirects to the page", async () => {
    expect(await checker.check(at('/product/moved'))).toEqual({
      outcome: 'failed',
      reason: "redirected to the shop's home page",
      status: 200,
      finalUrl: at('/'),
    });
    expect(await checker.check(at('/product/elsewhere'))).toEqual({
      outcome: 'ok',
      reason: null,
      status: 200,
      finalUrl: at('/product/kettle'),
    });
    // Five redirects are followed; the sixth is one too many.
    expect(await checker.check(at('/hops/5'))).toMatchObject({ outcome: 'ok', finalUrl: at('/hops/0') });
    expect(await checker.check(at('/hops/6'))).toMatchObject({
      outcome: 'failed',
      reason: 'more than 5 redirects',
    });
  });

  it('fails a redirect loop and an endless chain without following them for ever', async () => {
    expect(await checker.check(at('/loop-a'))).toMatchObject({ outcome: 'failed', reason: 'redirect loop' });
    shop.requests.length = 0;
    expect(await checker.check(at('/chain/1'))).toMatchObject({
      outcome: 'failed',
      reason: 'more than 5 redirects',
    });
    expect(shop.requests.length).toBe(6);
  });

  it('fails a product out of stock, by its words or its structured data, not by a neighbour’s', async () => {
    expect(await checker.check(at('/product/toaster'))).toMatchObject({
      outcome: 'failed',
      reason: 'out of stock',
    });
    expect(await checker.check(at('/product/blender'))).toMatchObject({
      outcome: 'failed',
      reason: 'out of stock',
    });
    // The kettle's page says "sold out" of another kettle; its own offer is in stock.
    expect((await checker.check(at('/product/kettle'))).outcome).toBe('ok');
  });

  it('says nothing about a link whose shop is slow, busy, broken or closed', async () => {
    expect(await checker.check(at('/slow'))).toEqual({
      outcome: 'inconclusive',
      reason: 'no answer within 400 ms',
      status: null,
      finalUrl: null,
    });
    expect(await checker.check(at('/busy'))).toMatchObject({
      outcome: 'inconclusive',
      reason: '429 Too Many Requests',
    });
    expect(await checker.check(at('/broken'))).toMatchObject({
      outcome: 'inconclusive',
      reason: '503 Service Unavailable',
    });
    // A port nobody listens on.
    const closed = `http://127.0.0.1:1/product`;
    expect(await checker.check(closed)).toMatchObject({
      outcome: 'inconclusive',
      reason: 'connection refused',
    });
  });

  it('reads at most 256 KB of a huge page and stops the download', async () => {
    // The page's "sold out" comes after 512 KB: never read, so the page counts as working.
    expect((await checker.check(at('/huge'))).outcome).toBe('ok');
    // The checker closed the connection: the shop stopped sending long before the page's end.
    await expect.poll(() => shop.huge.closedEarly).toBe(true);
    expect(shop.huge.sent).toBeGreaterThan(MAX_BODY_BYTES);
    expect(shop.huge.sent).toBeLessThan(HUGE_BYTES / 2);
  });

  it('reads malformed HTML without trouble', async () => {
    expect(await checker.check(at('/product/lamp'))).toMatchObject({ outcome: 'ok', status: 200 });
  });

  it('asks with GET when HEAD is refused', async () => {
    expect(await checker.check(at('/head-refused'))).toMatchObject({ outcome: 'ok', status: 200 });
    expect(shop.requests.map((request) => request.method)).toEqual(['HEAD', 'GET']);
  });

  it('never requests loopback or private addresses unless the host is allowed', async () => {
    const guarded = createLinkChecker({ allowHosts: [], userAgent: USER_AGENT, timeoutMs: 400 });
    expect(await guarded.check(at('/product/kettle'))).toEqual({
      outcome: 'inconclusive',
      reason: 'not requested: 127.0.0.1 is a loopback address (127.0.0.1)',
      status: null,
      finalUrl: null,
    });
    // A public name that resolves inward (or to an inward address among others) is refused just the same.
    const inward = createLinkChecker({
      allowHosts: [],
      userAgent: USER_AGENT,
      resolve: async () => [
        { address: '93.184.215.14', family: 4 },
        { address: '10.1.2.3', family: 4 },
      ],
    });
    expect(await inward.check('https://shop.example/item')).toMatchObject({
      outcome: 'inconclusive',
      reason: 'not requested: shop.example is a private address (10.1.2.3)',
    });
    expect(shop.requests).toEqual([]);
    // An allowed shop that redirects to a host that is not allowed: that hop is not requested.
    const halfAllowed = createLinkChecker({
      allowHosts: ['shop.test'],
      userAgent: USER_AGENT,
      pacer: createHostPacer({ intervalMs: 0 }),
      resolve: async () => [{ address: '127.0.0.1', family: 4 }],
    });
    const away = encodeURIComponent(at('/product/kettle'));
    expect(await halfAllowed.check(`http://shop.test:${shop.port}/redirect?to=${away}`)).toMatchObject({
      outcome: 'inconclusive',
      reason: 'not requested: 127.0.0.1 is a loopback address (127.0.0.1)',
      finalUrl: at('/product/kettle'),
    });
    expect(shop.requests.map((request) => `${request.method} ${request.host}`)).toEqual([
      `HEAD shop.test:${shop.port}`,
    ]);
  });

  it('connects to the address it checked, not to whatever a second DNS answer says', async () => {
    // shop.test exists in no DNS: the request reaches the stub only through the address the guard resolved.
    let lookups = 0;
    const pinned = createLinkChecker({
      allowHosts: ['shop.test'],
      userAgent: USER_AGENT,
      pacer: createHostPacer({ intervalMs: 0 }),
      resolve: async () => {
        lookups += 1;
        return [{ address: '127.0.0.1', family: 4 }];
      },
    });
    expect(await pinned.check(`http://shop.test:${shop.port}/product/kettle`)).toMatchObject({
      outcome: 'ok',
    });
    // Once per request (HEAD, GET): each connects to the address checked for it.
    expect(lookups).toBe(2);
    expect(shop.requests.map((request) => request.host)).toEqual([
      `shop.test:${shop.port}`,
      `shop.test:${shop.port}`,
    ]);
  });

  it('says what is not a web address', async () => {
    expect(await checker.check('ftp://127.0.0.1/file')).toMatchObject({
      outcome: 'inconclusive',
      reason: 'not a web address',
    });
  });
});
