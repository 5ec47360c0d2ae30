// Pages and files on PGlite and PostgreSQL: deal pages, drawn from the stored deals, run on both; what no
// database decides (static pages' head tags, redirects, revalidation, caching, compression, security
// headers, refused writes) runs on PGlite only (itOnce), as do the proxy and ad-build suites below.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGES } from '../../../src/shared/site/pages.ts';
import { DEAL_NOT_FOUND } from '../../../src/shared/site/screen-texts.ts';
import { CURRENCY, pageTitle } from '../../../src/shared/site/site.ts';
import { PAGE_ENTRY_HEADER } from '../../../src/shared/worker-protocol/page-entry.ts';
import { makeDeal } from '../../../tests/factories/deal-factory.ts';
import { saveDeals } from '../../catalog/save-deals.ts';
import { BUILD_SETTINGS_FILE } from '../../html/build-settings.ts';
import { escapeHtml } from '../../html/escape.ts';
import { SPECULATION_RULES } from '../../html/speculation-rules.ts';
import { createDistFixture, FIXTURE_ASSET, FIXTURE_ASSET_BODY } from '../../test-support/dist-fixture.ts';
import { imported } from '../../test-support/price-sightings.ts';
import { startTestServer, TEST_ORIGIN, type TestServer } from '../../test-support/test-app.ts';
import { DATABASE_KINDS, itOnce } from '../../test-support/test-database.ts';

const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, 'g'))?.length ?? 0;
const attribute = (html: string, selector: RegExp) => selector.exec(html)?.[1];
const titleOf = (html: string) => attribute(html, /<title[^>]*>([^<]*)<\/title>/);
const metaContent = (html: string, key: string) =>
  attribute(html, new RegExp(`<meta [^>]*(?:name|property)="${key}" content="([^"]*)"`));
/** The text of each speculation rules script in a page. */
const speculationRulesOf = (html: string) =>
  [...html.matchAll(/<script type="speculationrules">([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script [^>]*type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? ''),
  );

describe.each(DATABASE_KINDS)('pages on %s', (kind) => {
  let server: TestServer;
  const rated = makeDeal({
    id: 'rated-1',
    title: 'Sony WH-1000XM5 <Wireless> Headphones',
    description: 'Industry-leading noise cancelling & 30-hour battery.',
    currentPrice: 279.99,
    originalPrice: 399.99,
    rating: 4.7,
    reviewCount: 2310,
    image: '/images/deals/sample.svg',
    specifications: { Brand: 'Sony' },
  });
  const unrated = makeDeal({ id: 'unrated-1', title: 'Garden hose', category: 'home-garden' });
  const ended = makeDeal({ id: 'ended-1', expiryDate: '2020-01-01T00:00:00Z' });

  beforeAll(async () => {
    server = await startTestServer(kind);
    await saveDeals(server.db, [rated, unrated, ended], imported());
  });
  afterAll(() => server.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers });

  itOnce(kind)('serves the home page with its own head tags once each, replacing the defaults', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(count(html, /<title/)).toBe(1);
    expect(titleOf(html)).toBe(pageTitle(PAGES.home.title));
    expect(count(html, /name="description"/)).toBe(1);
    expect(metaContent(html, 'description')).toBe(PAGES.home.description);
    expect(count(html, /rel="canonical"/)).toBe(1);
    expect(html).toContain(`<link data-rh="true" rel="canonical" href="${TEST_ORIGIN}/">`);
    expect(metaContent(html, 'robots')).toBe('index, follow');
    expect(metaContent(html, 'og:image')).toBe(`${TEST_ORIGIN}/icons/og-image.png`);
    expect(html).not.toContain('<!--app-head-->');
    expect(html).toContain('<div id="root"></div>');
    expect(jsonLdOf(html).map((data) => data['@type'])).toEqual(['WebSite', 'Organization']);
  });

  itOnce(kind)('gives each static page its title, description and canonical link', async () => {
    for (const meta of [PAGES.about, PAGES.faq, PAGES.contact, PAGES.deals]) {
      const html = (await get(meta.path)).body;
      expect(titleOf(html)).toBe(escapeHtml(pageTitle(meta.title)));
      expect(metaContent(html, 'og:url')).toBe(`${TEST_ORIGIN}${meta.path}`);
    }
  });

  itOnce(kind)(
    'sends an address with a trailing slash to the address without it, keeping the query',
    async () => {
      const trailing = await get('/about/');
      expect(trailing.statusCode).toBe(301);
      expect(trailing.headers.location).toBe('/about');
      const withQuery = await get('/category/electronics//?sort=priceAsc');
      expect(withQuery.statusCode).toBe(301);
      expect(withQuery.headers.location).toBe('/category/electronics?sort=priceAsc');
      // Never to another site: '//host/' is not taken for a path with a slash to remove.
      for (const url of ['//evil.example/', '/\\evil.example/']) {
        expect((await get(url)).headers.location, url).toBeUndefined();
      }
    },
  );

  itOnce(kind)('revalidates pages cheaply: an unchanged page answers 304 to its ETag', async () => {
    const first = await get('/faq');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await get('/faq', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/faq', { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
    // A missing page is never "not modified".
    const missing = await get('/no/such/page');
    expect((await get('/no/such/page', { 'if-none-match': String(missing.headers.etag) })).statusCode).toBe(
      404,
    );
  });

  itOnce(kind)('serves the offline shell at /index.html: the home page head and an empty root', async () => {
    const shell = await get('/index.html');
    expect(shell.statusCode).toBe(200);
    expect(titleOf(shell.body)).toBe(pageTitle(PAGES.home.title));
    expect(shell.body).toContain('<div id="root"></div>');
  });

  itOnce(kind)(
    'gives every page one set of speculation rules the policy admits by hash; the offline shell none',
    async () => {
      for (const url of ['/', '/faq', '/deals/today', '/search?q=sony', '/deal/rated-1', '/no/such/page']) {
        const response = await get(url);
        const rules = speculationRulesOf(response.body);
        expect(rules, url).toHaveLength(1);
        expect(JSON.parse(rules[0] ?? ''), url).toEqual(SPECULATION_RULES);
        const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(
          String(response.headers['content-security-policy']),
        );
        const sources = scriptSrc?.[1]?.split(' ') ?? [];
        expect(sources, url).toContain(sha256Source(rules[0] ?? ''));
        // Nothing that would admit other inline scripts, or other rules.
        expect(sources, url).not.toContain("'unsafe-inline'");
        expect(sources, url).not.toContain("'inline-speculation-rules'");
        expect(
          sources.filter((source) => source.startsWith("'sha256-")),
          url,
        ).toHaveLength(1);
      }
      expect(speculationRulesOf((await get('/index.html')).body)).toEqual([]);
    },
  );

  itOnce(kind)("names its build's entry script on every page, for the service worker", async () => {
    // The fixture's index.html is the project's source: its module script is the entry.
    for (const url of ['/', '/faq', '/deal/rated-1', '/no/such/page', '/index.html']) {
      expect((await get(url)).headers[PAGE_ENTRY_HEADER], url).toBe('/src/main.tsx');
    }
    for (const url of ['/api/deals', FIXTURE_ASSET, '/robots.txt']) {
      expect((await get(url)).headers[PAGE_ENTRY_HEADER], url).toBeUndefined();
    }
  });

  it('links the deals feed from every page', async () => {
    for (const url of ['/', '/faq', '/deal/rated-1', '/no/such/page']) {
      expect((await get(url)).body, url).toContain(
        '<link rel="alternate" type="application/rss+xml" title="RareFinds: newest deals" href="/feed.xml" />',
      );
    }
  });

  it('describes a deal page with Open Graph tags and Product/Offer data in USD', async () => {
    const response = await get('/deal/rated-1');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(titleOf(html)).toBe('Sony WH-1000XM5 &lt;Wireless&gt; Headphones | RareFinds');
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:title')).toBe('Sony WH-1000XM5 &lt;Wireless&gt; Headphones | RareFinds');
    expect(metaContent(html, 'og:image')).toBe(`${TEST_ORIGIN}/images/deals/sample.svg`);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'og:description')).toBe(
      'Industry-leading noise cancelling &amp; 30-hour battery.',
    );
    const [product, breadcrumbs] = jsonLdOf(html);
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, item: `${TEST_ORIGIN}/` },
        { position: 2, name: 'Electronics', item: `${TEST_ORIGIN}/category/electronics` },
        { position: 3, item: `${TEST_ORIGIN}/deal/rated-1` },
      ],
    });
    expect(product).toMatchObject({
      '@type': 'Product',
      name: rated.title,
      brand: { '@type': 'Brand', name: 'Sony' },
      offers: {
        '@type': 'Offer',
        price: '279.99',
        priceCurrency: CURRENCY,
        url: `${TEST_ORIGIN}/deal/rated-1`,
      },
    });
    // The deal lists no reviews, so its source's 2,310 are not claimed.
    expect(product).not.toHaveProperty('aggregateRating');
    // The title's '<' is escaped inside the script, so the JSON cannot close it.
    expect(html).toContain('\\u003cWireless\\u003e');
  });

  it('invents no rating for a deal without one', async () => {
    const [product] = jsonLdOf((await get('/deal/unrated-1')).body);
    expect(product['@type']).toBe('Product');
    expect(product).not.toHaveProperty('aggregateRating');
  });

  it('answers unknown and ended deals with 404 and the app, so the app shows its not-found screen', async () => {
    for (const url of ['/deal/no-such-deal', '/deal/ended-1']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<div id="root"></div>');
      expect(titleOf(response.body)).toBe(pageTitle(DEAL_NOT_FOUND));
      expect(metaContent(response.body, 'robots')).toBe('noindex, follow');
    }
  });

  itOnce(kind)('names category pages and answers unknown categories and routes with 404', async () => {
    const category = await get('/category/electronics');
    expect(category.statusCode).toBe(200);
    expect(titleOf(category.body)).toBe('Electronics Deals | RareFinds');
    const alias = await get('/deals/home-garden');
    expect(alias.statusCode).toBe(200);
    expect(metaContent(alias.body, 'og:url')).toBe(`${TEST_ORIGIN}/category/home-garden`);
    expect((await get('/deals/today')).statusCode).toBe(200);
    expect((await get('/category/all')).statusCode).toBe(200);
    expect((await get('/category/space-travel')).statusCode).toBe(404);
    const unknown = await get('/no/such/page');
    expect(unknown.statusCode).toBe(404);
    expect(titleOf(unknown.body)).toBe(pageTitle(PAGES.notFound.title));
    expect(unknown.body).toContain('<div id="root"></div>');
  });

  itOnce(kind)('asks search engines not to index search results', async () => {
    const html = (await get('/search?q=sony')).body;
    expect(metaContent(html, 'robots')).toBe('noindex, follow');
    expect(attribute(html, /rel="canonical" href="([^"]*)"/)).toBe(`${TEST_ORIGIN}/search`);
    // Its title names the search, as the app's does: a page read without the app has it too (the query
    // written as text, never as markup).
    expect(titleOf(html)).toBe(pageTitle('Search results for &quot;sony&quot;'));
  });

  itOnce(kind)('caches hashed assets forever and the worker, manifest and HTML never', async () => {
    const asset = await get(FIXTURE_ASSET);
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe(FIXTURE_ASSET_BODY);
    expect((await get('/sw.js')).headers['cache-control']).toBe('no-cache');
    expect((await get('/manifest.webmanifest')).headers['cache-control']).toBe('no-cache');
    expect((await get('/images/deals/sample.svg')).headers['cache-control']).toBe('public, max-age=3600');
    const missing = await get('/assets/missing-chunk.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
  });

  itOnce(kind)('compresses with brotli and gzip', async () => {
    const br = await get(FIXTURE_ASSET, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(FIXTURE_ASSET_BODY);
    const gzipped = await get(FIXTURE_ASSET, { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(FIXTURE_ASSET_BODY);
    // A client that holds the file already is told so.
    const again = await get(FIXTURE_ASSET, { 'if-none-match': br.headers.etag as string });
    expect(again.statusCode).toBe(304);
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<div id="root"></div>');
  });

  itOnce(kind)(
    'sends a CSP that admits EmailJS, images and the worker but no ad host without ads, and a strict referrer policy',
    async () => {
      const headers = (await get('/')).headers;
      const csp = String(headers['content-security-policy']);
      // The app's own files, and the pages' speculation rules by their hash: no other inline script.
      const [rules = ''] = speculationRulesOf((await get('/')).body);
      expect(csp).toContain(`script-src 'self' ${sha256Source(rules)};`);
      expect(csp).not.toMatch(/google|doubleclick/);
      expect(csp).toMatch(/frame-src 'none'/);
      expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.emailjs\.com/);
      expect(csp).toMatch(/img-src 'self' data: blob: https:/);
      expect(csp).toMatch(/worker-src 'self'/);
      expect(headers['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
      expect(headers['permissions-policy']).toMatch(/geolocation=\(\), /);
      expect(headers['permissions-policy']).toMatch(/payment=\(\)/);
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(headers['cross-origin-embedder-policy']).toBeUndefined();
      expect(headers['strict-transport-security']).toBeUndefined();
      // The same headers on every page, the not-found page too.
      const missing = (await get('/no-such-page')).headers;
      expect(missing['content-security-policy']).toBe(csp);
      expect(missing['x-content-type-options']).toBe('nosniff');
    },
  );

  itOnce(kind)(
    "sends the API's JSON with a policy that lets nothing in it load, run or be framed",
    async () => {
      for (const url of ['/api/deals', '/api/deals/no-such-deal', '/api/no-such-thing']) {
        const headers = (await get(url)).headers;
        expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
        expect(headers['x-frame-options']).toBe('DENY');
        expect(headers['x-content-type-options']).toBe('nosniff');
        expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(headers['cross-origin-resource-policy']).toBe('same-site');
      }
    },
  );

  itOnce(kind)(
    'refuses writes: 405 for methods, 415 for unknown content types, 413 for oversized bodies',
    async () => {
      const put = await server.app.inject({ method: 'PUT', url: '/about' });
      expect(put.statusCode).toBe(405);
      const xml = await server.app.inject({
        method: 'POST',
        url: '/api/deals',
        headers: { 'content-type': 'application/xml' },
        payload: '<deal/>',
      });
      expect(xml.statusCode).toBe(415);
      expect(JSON.parse(xml.body).message).toMatch(/Unsupported Media Type/);
      const huge = await server.app.inject({
        method: 'POST',
        url: '/api/deals',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ title: 'x'.repeat(server.env.BODY_LIMIT_BYTES + 10) }),
      });
      expect(huge.statusCode).toBe(413);
      const broken = await server.app.inject({
        method: 'POST',
        url: '/api/deals',
        headers: { 'content-type': 'application/json' },
        payload: '{"title":',
      });
      expect(broken.statusCode).toBe(400);
    },
  );
});

describe('behind a TLS proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { env: { TRUST_PROXY: '1', RATE_LIMIT_MAX: '3' } });
  });
  afterAll(() => server.close());

  it('sends HSTS only when the proxy says the request came over HTTPS', async () => {
    const secure = await server.app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await server.app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('limits each client address, by the address the proxy forwards', async () => {
    const from = (ip: string) =>
      server.app.inject({ url: '/api/deals', remoteAddress: '10.0.0.1', headers: { 'x-forwarded-for': ip } });
    for (let index = 0; index < 3; index++) expect((await from('203.0.113.7')).statusCode).toBe(200);
    const limited = await from('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(JSON.parse(limited.body).message).toMatch(/Rate limit exceeded/);
    expect((await from('203.0.113.8')).statusCode).toBe(200);
  });

  it('takes the client address the proxy saw, whatever the client wrote before it', async () => {
    const from = (forwardedFor: string) =>
      server.app.inject({
        url: '/api/deals',
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': forwardedFor },
      });
    // A client claiming to be loopback, or a new address on every request, is still the one client.
    for (let index = 0; index < 3; index++) {
      expect((await from(`127.0.0.1, 198.51.100.${index}, 203.0.113.5`)).statusCode).toBe(200);
    }
    expect((await from('127.0.0.1, 203.0.113.5')).statusCode).toBe(429);
  });

  it('exempts no address, not even loopback as the proxy saw it', async () => {
    const fromLoopback = () =>
      server.app.inject({
        url: '/healthz',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '::1' },
      });
    for (let index = 0; index < 3; index++) expect((await fromLoopback()).statusCode).toBe(200);
    expect((await fromLoopback()).statusCode).toBe(429);
  });
});

describe('behind proxies named by address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { env: { TRUST_PROXY: '10.0.0.0/8', RATE_LIMIT_MAX: '2' } });
  });
  afterAll(() => server.close());

  it('believes X-Forwarded-For only from those addresses', async () => {
    const request = (remoteAddress: string, forwardedFor: string) =>
      server.app.inject({ url: '/api/deals', remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });
    // Through the proxy: the client's own address counts.
    expect((await request('10.1.2.3', '203.0.113.9')).statusCode).toBe(200);
    expect((await request('10.1.2.3', '203.0.113.9')).statusCode).toBe(200);
    expect((await request('10.1.2.3', '203.0.113.9')).statusCode).toBe(429);
    // Straight from the internet: the header is ignored and the sender's address counts.
    expect((await request('198.51.100.20', '203.0.113.9')).statusCode).toBe(200);
  });
});

describe('without a proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { env: { RATE_LIMIT_MAX: '2' } });
  });
  afterAll(() => server.close());

  it('does not limit this machine itself, and ignores X-Forwarded-For', async () => {
    for (let index = 0; index < 4; index++) {
      const local = await server.app.inject({ url: '/healthz', remoteAddress: '127.0.0.1' });
      expect(local.statusCode).toBe(200);
    }
    const remote = (forwardedFor: string) =>
      server.app.inject({
        url: '/healthz',
        remoteAddress: '198.51.100.30',
        headers: { 'x-forwarded-for': forwardedFor },
      });
    expect((await remote('127.0.0.1')).statusCode).toBe(200);
    expect((await remote('127.0.0.2')).statusCode).toBe(200);
    expect((await remote('::1')).statusCode).toBe(429);
  });
});

describe('a build that shows ads', () => {
  let server: TestServer;
  beforeAll(async () => {
    const dist = createDistFixture();
    mkdirSync(join(dist, 'server'), { recursive: true });
    writeFileSync(
      join(dist, BUILD_SETTINGS_FILE),
      JSON.stringify({ adScriptUrl: 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js' }),
    );
    server = await startTestServer('pglite', { env: { DIST_DIR: dist } });
  });
  afterAll(() => server.close());

  it("gets a page policy that admits AdSense's loader folder, not its whole host", async () => {
    const csp = String((await server.app.inject({ url: '/' })).headers['content-security-policy']);
    expect(csp).toMatch(
      /script-src 'self' 'sha256-[^']+' https:\/\/pagead2\.googlesyndication\.com\/pagead\/ /,
    );
    expect(csp).toMatch(/frame-src [^;]*https:\/\/googleads\.g\.doubleclick\.net/);
  });
});
