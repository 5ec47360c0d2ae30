// The verdict rules, pure: what fails a link, what says nothing about it, and pages that no scan may choke on.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeRequestError, endedOnHomePage, linkVerdict, siteOf } from './link-verdict.ts';
import { pageStock, visibleText } from './page-stock.ts';

const URL_ = 'https://www.shop.example/p/kettle-123';
const answered = (status: number, extra: { finalUrl?: string; body?: string; contentType?: string } = {}) =>
  linkVerdict({ kind: 'answered', url: URL_, finalUrl: extra.finalUrl ?? URL_, status, ...extra });

describe('the link verdict', () => {
  it('fails 404 and 410, and says nothing on 429, 5xx and the 4xx shops answer robots', () => {
    expect(answered(404)).toEqual({
      outcome: 'failed',
      reason: '404 Not Found',
      status: 404,
      finalUrl: null,
    });
    expect(answered(410)).toMatchObject({ outcome: 'failed', reason: '410 Gone' });
    for (const [status, reason] of [
      [429, '429 Too Many Requests'],
      [500, '500 Internal Server Error'],
      [503, '503 Service Unavailable'],
      [403, '403 Forbidden'],
      [599, 'HTTP 599'],
    ] as const) {
      expect(answered(status)).toMatchObject({ outcome: 'inconclusive', reason, status });
    }
    expect(answered(200)).toEqual({ outcome: 'ok', reason: null, status: 200, finalUrl: null });
    expect(answered(204)).toMatchObject({ outcome: 'ok' });
  });

  it("fails a link whose redirects end on the same shop's home page, and only then", () => {
    const home = "redirected to the shop's home page";
    expect(answered(200, { finalUrl: 'https://www.shop.example/' })).toEqual({
      outcome: 'failed',
      reason: home,
      status: 200,
      finalUrl: 'https://www.shop.example/',
    });
    expect(answered(200, { finalUrl: 'https://shop.example' })).toMatchObject({ reason: home });
    expect(answered(200, { finalUrl: 'https://shop.example/en-gb/' })).toMatchObject({ reason: home });
    // Another page of the shop, or another shop's home page (an affiliate hop), is no home page of this one.
    expect(answered(200, { finalUrl: 'https://www.shop.example/p/kettle-124' }).outcome).toBe('ok');
    expect(answered(200, { finalUrl: 'https://other.example/' }).outcome).toBe('ok');
    // A link to the home page itself was never a product page.
    expect(endedOnHomePage('https://shop.example/', 'https://www.shop.example/')).toBe(false);
    expect(endedOnHomePage('https://amzn.example/abc', 'https://amzn.example/abc')).toBe(false);
  });

  it('knows sites apart roughly by their registrable name', () => {
    expect(siteOf('www.shop.example')).toBe('shop.example');
    expect(siteOf('m.shop.co.uk')).toBe('shop.co.uk');
    expect(siteOf('shop.com.au')).toBe('shop.com.au');
    expect(siteOf('127.0.0.1')).toBe('127.0.0.1');
  });

  it('fails a page that says it is out of stock, and reads only HTML for it', () => {
    const soldOut = '<html><body><p>This item is currently unavailable.</p></body></html>';
    expect(answered(200, { body: soldOut, contentType: 'text/html' })).toMatchObject({
      outcome: 'failed',
      reason: 'out of stock',
    });
    expect(answered(200, { body: soldOut }).outcome).toBe('failed');
    expect(answered(200, { body: 'Sold out', contentType: 'application/pdf' }).outcome).toBe('ok');
  });

  it('fails redirect loops and long chains, and says nothing when a redirect goes nowhere', () => {
    const base = { url: URL_, finalUrl: URL_, status: 302 };
    expect(linkVerdict({ kind: 'redirect-loop', ...base })).toMatchObject({
      outcome: 'failed',
      reason: 'redirect loop',
    });
    expect(linkVerdict({ kind: 'too-many-redirects', ...base, limit: 5 })).toMatchObject({
      outcome: 'failed',
      reason: 'more than 5 redirects',
    });
    expect(linkVerdict({ kind: 'bad-redirect', ...base, location: undefined })).toMatchObject({
      outcome: 'inconclusive',
      reason: 'a redirect without a Location',
    });
    expect(linkVerdict({ kind: 'bad-redirect', ...base, location: 'intent://x' })).toMatchObject({
      outcome: 'inconclusive',
      reason: 'redirected to a non-web address (intent://x)',
    });
  });

  it('words each way a request gets no answer', () => {
    const code = (value: string) => Object.assign(new Error(value), { code: value });
    expect(describeRequestError(new Error('x'), true, 10_000)).toBe('no answer within 10 s');
    expect(describeRequestError(code('ECONNREFUSED'), false, 10_000)).toBe('connection refused');
    expect(describeRequestError(code('ENOTFOUND'), false, 10_000)).toBe('host not found');
    expect(describeRequestError(code('ECONNRESET'), false, 10_000)).toBe('connection reset');
    expect(describeRequestError(code('CERT_HAS_EXPIRED'), false, 10_000)).toBe('TLS: CERT_HAS_EXPIRED');
    expect(describeRequestError(new Error('socket hang up'), false, 10_000)).toBe(
      'unreachable (socket hang up)',
    );
  });
});

describe('whether a page says it is out of stock', () => {
  const jsonLd = (availability: string) =>
    `<script type="application/ld+json">{"@type":"Product","offers":[{"availability":"${availability}"}]}</script>`;

  it('believes structured data first: one offer on sale is enough', () => {
    expect(pageStock(jsonLd('https://schema.org/OutOfStock'))).toBe('out-of-stock');
    expect(pageStock(jsonLd('http://schema.org/SoldOut'))).toBe('out-of-stock');
    expect(pageStock(jsonLd('OutOfStock'))).toBe('out-of-stock');
    expect(pageStock(jsonLd('Discontinued'))).toBe('out-of-stock');
    expect(
      pageStock(`${jsonLd('https://schema.org/OutOfStock')}${jsonLd('https://schema.org/InStock')}`),
    ).toBe('in-stock');
    expect(pageStock(`${jsonLd('https://schema.org/InStock')}<p>Sold out</p>`)).toBe('in-stock');
    expect(pageStock('<meta property="product:availability" content="out of stock">')).toBe('out-of-stock');
    expect(pageStock('<meta content="instock" property="og:availability">')).toBe('in-stock');
    expect(pageStock('<link itemprop="availability" href="https://schema.org/PreOrder">')).toBe('in-stock');
  });

  it('reads the words a shopper sees, not those in scripts, styles or comments', () => {
    expect(pageStock('<p>Out of Stock</p>')).toBe('out-of-stock');
    expect(pageStock('<p>out-of-stock</p>')).toBe('out-of-stock');
    expect(pageStock('<span>Sold</span>\n  <span>out</span>')).toBe('out-of-stock');
    expect(pageStock('<p>SOLD&nbsp;OUT</p>')).toBe('out-of-stock');
    expect(pageStock('<script>if (x) label = "sold out";</script><p>Add to cart</p>')).toBe('unknown');
    expect(pageStock('<style>.sold-out{}</style><!-- out of stock --><p>In stock</p>')).toBe('unknown');
    expect(pageStock('<p>Selling out fast: only 3 left</p>')).toBe('unknown');
  });

  it('never throws and stays linear on any text, however broken', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (html) => {
        pageStock(html);
        visibleText(html);
      }),
      { numRuns: 300 },
    );
    // What would make a backtracking pattern crawl: thousands of unclosed openings, 256 KB of them.
    for (const piece of ['<script', '<!--', '<', 'schema.org/', '"availability":"', 'content="']) {
      const page = piece.repeat(Math.ceil((256 * 1024) / piece.length));
      expect(['unknown', 'in-stock', 'out-of-stock']).toContain(pageStock(page));
    }
  });

  it('stops reading at an unclosed script or comment', () => {
    expect(visibleText('<p>Kettle</p><script>var a = "<p>sold out</p>";')).toBe(' kettle ');
    expect(visibleText('<p>Lamp</p><!-- sold out')).toBe(' lamp ');
  });
});
