// A deal whose every text holds markup (as a member's submission may) comes out of every output as inert
// text: the page's head and its structured data, the answers the page hands to the app, RSS, the sitemap and
// the API's JSON. (The page body React draws is covered in src/prerender.test.tsx.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deal } from '../../src/shared/deal/deal.ts';
import { PAGE_ANSWERS_SCRIPT_ID, unpackPageAnswers } from '../../src/shared/site/page-answers.ts';
import { makeDeal } from '../../tests/factories/deal-factory.ts';
import { saveDeals } from '../catalog/save-deals.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { SPECULATION_RULES_TEXT } from '../html/speculation-rules.ts';
import { addRendererFixture, createDistFixture } from '../test-support/dist-fixture.ts';
import { imported } from '../test-support/price-sightings.ts';
import { startTestServer, type TestServer } from '../test-support/test-app.ts';
import { DATABASE_KINDS, openTestDatabase } from '../test-support/test-database.ts';

const HOSTILE = '</script><img src=x onerror=alert(1)> <!-- <script>alert(2)</script> \u2028 & "';
const HOSTILE_ID = 'evil"<id>&';

/** The text of every <script> element in an HTML page, by its opening tag. */
const scriptsOf = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map((match) => ({
    tag: match[1] ?? '',
    text: match[2] ?? '',
  }));

describe.each(DATABASE_KINDS)('hostile deal texts on %s', (kind) => {
  let database: DatabaseHandle;
  // A build without a page renderer puts the structured data in the head; one with a renderer draws the
  // page and hands the app the answers it was drawn from.
  let server: TestServer;
  let drawing: TestServer;
  let deal: Deal;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    server = await startTestServer(kind, { database, env: { DIST_DIR: createDistFixture() } });
    const dist = createDistFixture();
    addRendererFixture(dist);
    drawing = await startTestServer(kind, { database, env: { DIST_DIR: dist } });
    deal = makeDeal({
      id: HOSTILE_ID,
      title: HOSTILE,
      description: HOSTILE,
      store: HOSTILE,
      features: [HOSTILE],
      specifications: { [HOSTILE]: HOSTILE },
      warranty: HOSTILE,
      rating: 4,
      reviewCount: 1,
      reviews: [
        {
          id: 'review-1',
          rating: 5,
          text: HOSTILE,
          author: HOSTILE,
          date: '2026-01-01T00:00:00.000Z',
          helpful: 0,
        },
      ],
    });
    await saveDeals(server.db, [deal], imported());
  });
  afterAll(async () => {
    await server.close();
    await drawing.close();
    await database.close();
  });

  const get = (url: string) => server.app.inject({ method: 'GET', url });

  it('keeps the deal page free of injected markup, with every script still holding the same data', async () => {
    const response = await get(`/deal/${encodeURIComponent(HOSTILE_ID)}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).not.toMatch(/<img src=x|<script>alert/);
    expect(html).toContain(`<title data-rh="true">&lt;/script&gt;&lt;img src=x`);
    const scripts = scriptsOf(html).filter((script) => !/\bsrc=/.test(script.tag));
    const jsonLd = scripts.filter((script) => script.tag.includes('application/ld+json'));
    expect(jsonLd.length).toBeGreaterThan(0);
    for (const script of jsonLd) expect(script.text).not.toMatch(/[<\u2028]/);
    const product = jsonLd
      .map((script) => JSON.parse(script.text))
      .find((data) => data['@type'] === 'Product');
    expect(product.name).toBe(HOSTILE);
  });

  it("names the drawn deal page's answers as inert data, and hands them to the app as JSON", async () => {
    const response = await drawing.app.inject({
      method: 'GET',
      url: `/deal/${encodeURIComponent(HOSTILE_ID)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/<img src=x|<script>alert/);
    const reference = scriptsOf(response.body).find((script) =>
      script.tag.includes(`id="${PAGE_ANSWERS_SCRIPT_ID}"`),
    );
    expect(reference).toBeDefined();
    expect(reference!.text).not.toMatch(/[<\u2028]/);
    const answers = await drawing.app.inject({ method: 'GET', url: JSON.parse(reference!.text).href });
    expect(answers.headers['content-type']).toMatch(/^application\/json/);
    expect(answers.headers['x-content-type-options']).toBe('nosniff');
    expect(answers.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    // Every text comes back as it was (the answer adds the deal's community figures).
    expect(unpackPageAnswers(answers.json())[`deal:${HOSTILE_ID}`]).toMatchObject(deal);
  });

  it('keeps every text of the deal, the address and the search out of the speculation rules', async () => {
    for (const url of [
      `/deal/${encodeURIComponent(HOSTILE_ID)}`,
      `/search?q=${encodeURIComponent(HOSTILE)}`,
      `/category/all?sort=${encodeURIComponent(HOSTILE)}`,
      `/${encodeURIComponent(HOSTILE)}`,
    ]) {
      for (const app of [server.app, drawing.app]) {
        const html = (await app.inject({ method: 'GET', url })).body;
        const rules = scriptsOf(html).filter((script) => script.tag.includes('speculationrules'));
        expect(
          rules.map((script) => script.text),
          url,
        ).toEqual([SPECULATION_RULES_TEXT]);
      }
    }
  });

  it('escapes the deal in RSS and its address in the sitemap', async () => {
    const feed = (await get('/feed.xml')).body;
    expect(feed).not.toMatch(/<img src=x|<script>|<!-- /);
    expect(feed).toContain('<title>&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; &lt;!--');
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`/deal/${encodeURIComponent(HOSTILE_ID)}</loc>`);
    expect(sitemap).not.toContain('<id>');
  });

  it('sends the deal as JSON data that no browser runs or renders', async () => {
    for (const url of ['/api/deals', `/api/deals/${encodeURIComponent(HOSTILE_ID)}`]) {
      const response = await get(url);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      const body = JSON.parse(response.body);
      expect(Array.isArray(body) ? body[0] : body).toMatchObject(deal);
    }
  });
});
