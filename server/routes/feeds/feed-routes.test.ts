import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../../src/shared/deal/categories.ts';
import { STATIC_PAGES } from '../../../src/shared/site/pages.ts';
import { makeDeal } from '../../../tests/factories/deal-factory.ts';
import { saveDeals } from '../../catalog/save-deals.ts';
import { imported } from '../../test-support/price-sightings.ts';
import { startTestServer, TEST_ORIGIN, type TestServer } from '../../test-support/test-app.ts';
import { DATABASE_KINDS, itOnce } from '../../test-support/test-database.ts';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
const itemLinks = (xml: string) => [...xml.matchAll(/<item>[\s\S]*?<link>([^<]*)<\/link>/g)].map((m) => m[1]);

describe.each(DATABASE_KINDS)('feeds on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await saveDeals(
      server.db,
      [
        makeDeal({
          id: 'tv',
          title: 'OLED TV & stand',
          category: 'electronics',
          createdAt: '2026-02-02T00:00:00Z',
        }),
        makeDeal({
          id: 'boots',
          title: 'Hiking boots',
          category: 'sports',
          createdAt: '2026-02-03T00:00:00Z',
        }),
        makeDeal({ id: 'old', category: 'sports', expiryDate: '2020-01-01T00:00:00Z' }),
      ],
      imported(),
    );
  });
  afterAll(() => server.close());

  const get = (url: string) => server.app.inject({ method: 'GET', url });

  it('lists every static page, every category and every live deal in sitemap.xml', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urls = locs(response.body);
    expect(urls).toContain(`${TEST_ORIGIN}/`);
    expect(urls).toContain(`${TEST_ORIGIN}/faq`);
    expect(urls).toContain(`${TEST_ORIGIN}/deal/tv`);
    expect(urls).toContain(`${TEST_ORIGIN}/deal/boots`);
    expect(urls).not.toContain(`${TEST_ORIGIN}/deal/old`);
    expect(urls).not.toContain(`${TEST_ORIGIN}/search`);
    for (const category of CATEGORIES) expect(urls).toContain(`${TEST_ORIGIN}/category/${category.slug}`);
    expect(urls.length).toBe(new Set(urls).size);
    expect(urls.length).toBeGreaterThanOrEqual(STATIC_PAGES.length + 2);
  });

  itOnce(kind)('points crawlers to the sitemap in robots.txt', async () => {
    const response = await get('/robots.txt');
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('User-agent: *');
    expect(response.body).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
    expect(response.body).toContain('Disallow: /api/');
  });

  it('publishes the newest live deals as RSS 2.0, escaped', async () => {
    const response = await get('/feed.xml');
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(itemLinks(response.body)).toEqual([`${TEST_ORIGIN}/deal/boots`, `${TEST_ORIGIN}/deal/tv`]);
    expect(response.body).toContain('<title>OLED TV &amp; stand</title>');
    expect(response.body).toContain(`<atom:link href="${TEST_ORIGIN}/feed.xml" rel="self"`);
  });

  it('answers a reader whose copy is current with 304, by ETag or by date', async () => {
    for (const url of ['/sitemap.xml', '/feed.xml', '/feed/sports.xml']) {
      const first = await get(url);
      const etag = String(first.headers.etag);
      const lastModified = String(first.headers['last-modified']);
      expect(etag, url).toMatch(/^W\/"/);
      expect(Date.parse(lastModified), url).not.toBeNaN();
      const again = await server.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      const byDate = await server.app.inject({
        method: 'GET',
        url,
        headers: { 'if-modified-since': lastModified },
      });
      expect(byDate.statusCode, url).toBe(304);
      const stale = await server.app.inject({ method: 'GET', url, headers: { 'if-none-match': 'W/"old"' } });
      expect(stale.statusCode, url).toBe(200);
    }
  });

  it('dates the feed by its deals’ last change, not by the time it is asked for', async () => {
    const first = await get('/feed.xml');
    const buildDate = /<lastBuildDate>([^<]*)<\/lastBuildDate>/.exec(first.body)?.[1];
    expect(buildDate).toBe(first.headers['last-modified']);
    await saveDeals(server.db, [makeDeal({ id: 'kayak', title: 'Kayak', category: 'travel' })], imported());
    // A new deal is a new document once the kept one is due (API_CACHE_MS is 0 in tests).
    const after = await get('/feed.xml');
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(itemLinks(after.body)).toContain(`${TEST_ORIGIN}/deal/kayak`);
  });

  it('publishes one feed per category and 404 for unknown ones', async () => {
    const sports = await get('/feed/sports.xml');
    expect(sports.statusCode).toBe(200);
    expect(itemLinks(sports.body)).toEqual([`${TEST_ORIGIN}/deal/boots`]);
    expect((await get('/feed/space.xml')).statusCode).toBe(404);
    expect((await get('/feed/sports.json')).statusCode).toBe(404);
  });
});
