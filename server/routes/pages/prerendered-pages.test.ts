// Pages arrive already drawn when the build has a page renderer: the markup inside #root, the screen's
// stylesheets and chunks in the head, and the renderer's own files never sent to browsers.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAGE_ANSWERS_SCRIPT_ID, type PageAnswersReference } from '../../../src/shared/site/page-answers.ts';
import {
  PREFETCHED_CHUNKS_SCRIPT_ID,
  SCREEN_CHUNKS_SCRIPT_ID,
} from '../../../src/shared/site/screen-chunks.ts';
import { makeDeal } from '../../../tests/factories/deal-factory.ts';
import { saveDeals } from '../../catalog/save-deals.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { signedInMember } from '../../test-support/account-client.ts';
import {
  addRendererFixture,
  createDistFixture,
  FIXTURE_APP_CHUNK,
  FIXTURE_APP_STYLE,
  FIXTURE_ASSET,
  FIXTURE_SCREEN_CHUNK,
  FIXTURE_SCREEN_STYLE,
  FIXTURE_SEARCH_CHUNK,
  FIXTURE_SEARCH_STYLE,
} from '../../test-support/dist-fixture.ts';
import { imported } from '../../test-support/price-sightings.ts';
import { startTestServer, type TestServer } from '../../test-support/test-app.ts';
import { openTestDatabase } from '../../test-support/test-database.ts';

const renders = () => (globalThis as { fixtureRenders?: number }).fixtureRenders ?? 0;

/** What a drawn page names in script#page-answers: its moment, and where its answers are. */
function referenceOf(html: string): PageAnswersReference {
  const script = new RegExp(
    `<script type="application/json" id="${PAGE_ANSWERS_SCRIPT_ID}">([^<]*)</script>`,
  ).exec(html);
  if (!script) throw new Error('The page names no answers.');
  return JSON.parse(script[1]!);
}

describe('server-rendered pages', () => {
  let database: DatabaseHandle;
  let server: TestServer;

  beforeAll(async () => {
    const dist = createDistFixture();
    addRendererFixture(dist);
    database = await openTestDatabase('pglite');
    server = await startTestServer('pglite', { database, env: { DIST_DIR: dist } });
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });
  beforeEach(() => {
    (globalThis as { fixtureRenders?: number }).fixtureRenders = 0;
  });

  const get = (url: string) => server.app.inject({ method: 'GET', url });

  it('sends the page markup inside the root element, with the screen’s stylesheet in the head and its chunks named', async () => {
    const response = await get('/faq');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<div id="root"><div class="site"><h1>Rendered /faq</h1></div></div>');
    const head = html.slice(0, html.indexOf('</head>'));
    // The app's stylesheet too: the drawn page is styled before the app's code has loaded.
    expect(head).toContain(`<link rel="stylesheet" crossorigin href="${FIXTURE_APP_STYLE}">`);
    expect(head).toContain(`<link rel="stylesheet" crossorigin href="${FIXTURE_SCREEN_STYLE}">`);
    // The chunks the takeover runs, the screen's then the app's, are named for the entry to ask for once
    // the page has painted, not preloaded.
    expect(head).toContain(
      `<script type="application/json" id="${SCREEN_CHUNKS_SCRIPT_ID}">["${FIXTURE_SCREEN_CHUNK}","/assets/react-Yy.js","${FIXTURE_APP_CHUNK}"]</script>`,
    );
    expect(head).not.toContain('rel="modulepreload" fetchpriority="low"');
    // What the entry and the app load anyway is not announced twice.
    expect(head).not.toContain('href="/assets/shared-Zz.js"');
    expect(head).not.toContain('href="/assets/react-Yy.js"');
    expect(head).not.toContain(`href="${FIXTURE_ASSET}">`);
    // The search screen's code and stylesheet are named for the entry to fetch after the page's load, on
    // every page; nothing but the page's own stylesheets is asked for while it loads.
    expect(head).toContain(
      `<script type="application/json" id="${PREFETCHED_CHUNKS_SCRIPT_ID}">["${FIXTURE_SEARCH_CHUNK}","${FIXTURE_SEARCH_STYLE}"]</script>`,
    );
    expect(head).not.toContain('rel="prefetch"');
  });

  it('draws a signed-in member’s page for them alone, with their name, and keeps it in no cache', async () => {
    const member = await signedInMember(server, { name: 'Ana <Lima>', email: 'drawn@example.com' });
    const drawn = await member.get('/faq');
    expect(drawn.headers['cache-control']).toBe('private, no-cache');
    expect(drawn.headers.vary).toMatch(/cookie/);
    expect(drawn.body).toContain('<p>Signed in as Ana Lima</p><h1>Rendered /faq</h1>');
    expect(drawn.body).toMatch(
      /<script type="application\/json" id="page-member">\{"id":"[^"]+","name":"Ana \\u003cLima\\u003e"\}<\/script>/,
    );
    // A visitor's page never shows the member, even right after.
    const visitor = await get('/faq');
    expect(visitor.body).not.toContain('Signed in as');
    expect(visitor.body).not.toContain('page-member');
    expect(visitor.headers['cache-control']).toBe('no-cache');
    // The shell the service worker keeps for every later visit is a visitor's, whoever fetches it.
    const shell = await member.get('/index.html');
    expect(shell.body).not.toContain('Signed in as');
    expect(shell.headers['set-cookie']).toBeUndefined();
  });

  it('clears the app’s note of a member when it draws the page for a visitor (a sign-in that ended)', async () => {
    const stale = await server.app.inject({
      method: 'GET',
      url: '/careers',
      headers: { cookie: 'rarefinds.member=%7B%22id%22%3A%22x%22%2C%22name%22%3A%22Old%22%7D' },
    });
    expect(stale.headers['set-cookie']).toBe('rarefinds.member=; Path=/; Max-Age=0; SameSite=Lax');
    expect(stale.body).not.toContain('page-member');
  });

  it('renders a page once, but an address with a query each time (its markup can depend on the query)', async () => {
    await get('/about');
    await get('/about');
    expect(renders()).toBe(1);
    const first = await get('/search?q=tv');
    const second = await get('/search?q=radio');
    expect(first.body).toContain('<h1>Rendered /search?q=tv</h1>');
    expect(second.body).toContain('<h1>Rendered /search?q=radio</h1>');
    expect(renders()).toBe(3);
  });

  it('draws a listing from the live deals and names the answers it was drawn from, which the app fetches', async () => {
    await saveDeals(
      server.db,
      [
        makeDeal({ id: 'lamp', title: 'Desk lamp', category: 'home-garden' }),
        makeDeal({
          id: 'gone',
          title: 'Ended rug',
          category: 'home-garden',
          expiryDate: '2020-01-01T00:00:00Z',
        }),
      ],
      imported(),
    );
    const html = (await get('/category/home-garden')).body;
    expect(html).toContain('<li>Desk lamp</li>');
    expect(html).not.toContain('Ended rug');
    // The page names its answers and its moment; the answers themselves are not in it.
    const reference = referenceOf(html);
    expect(Date.parse(reference.at)).not.toBeNaN();
    expect(html).not.toContain('list:home-garden');
    const answers = await get(reference.href);
    expect(answers.statusCode).toBe(200);
    expect(answers.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answers.json().answers).toEqual({ 'list:home-garden': ['lamp'] });
    // A page that shows deals is drawn again when they change (here at once: API_CACHE_MS is 0).
    await saveDeals(
      server.db,
      [makeDeal({ id: 'chair', title: 'Garden chair', category: 'home-garden' })],
      imported(),
    );
    expect((await get('/category/home-garden')).body).toContain('<li>Garden chair</li>');
  });

  it('answers for a version of a page’s answers with an ETag, kept by browsers while that version is asked for', async () => {
    await saveDeals(
      server.db,
      [makeDeal({ id: 'vase', title: 'Glass vase', category: 'home-garden' })],
      imported(),
    );
    const reference = referenceOf((await get('/category/home-garden')).body);
    const first = await get(reference.href);
    expect(first.headers['cache-control']).toBe('public, max-age=600');
    expect(first.headers.etag).toMatch(/^W\//);
    const again = await server.app.inject({
      method: 'GET',
      url: reference.href,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    // The same answers drawn again are the same version, at the same address.
    expect(referenceOf((await get('/category/home-garden')).body).href).toBe(reference.href);
  });

  it('draws a page’s answers again when they are no longer kept, and says so when its deals changed since', async () => {
    const reference = referenceOf((await get('/category/home-garden')).body);
    await saveDeals(
      server.db,
      [makeDeal({ id: 'bench', title: 'Oak bench', category: 'home-garden' })],
      imported(),
    );
    // The page's version is still kept: the app draws what the page showed.
    const kept = await get(reference.href);
    expect(kept.json().answers['list:home-garden']).not.toContain('bench');
    // Another server process never drew that page: it draws it now, from the deals as they are.
    const other = await startTestServer('pglite', { database, env: { DIST_DIR: server.env.DIST_DIR } });
    try {
      const drawnAgain = await other.app.inject({ method: 'GET', url: reference.href });
      expect(drawnAgain.statusCode).toBe(200);
      expect(drawnAgain.json().answers['list:home-garden']).toContain('bench');
      expect(drawnAgain.headers['cache-control']).toBe('no-cache');
    } finally {
      await other.close();
    }
  });

  it('refuses an address that is no page, and says a page drawn from no answers has none', async () => {
    expect((await get('/api/page-answers?page=%2F%2Fevil.example&v=x')).statusCode).toBe(400);
    expect((await get('/api/page-answers?page=%2Fcategory%2Fhome-garden')).statusCode).toBe(400);
    expect((await get('/api/page-answers?page=%2Ffaq&v=x')).statusCode).toBe(404);
    // A page without answers names none.
    expect((await get('/faq')).body).not.toContain('id="page-answers"');
  });

  it('asks for the deal’s picture from the head, ahead of the screen’s code', async () => {
    await saveDeals(
      server.db,
      [makeDeal({ id: 'kettle', title: 'Steel kettle', image: '/images/deals/kettle-1.svg' })],
      imported(),
    );
    const html = (await get('/deal/kettle')).body;
    const head = html.slice(0, html.indexOf('</head>'));
    const preload = '<link rel="preload" as="image" fetchpriority="high" href="/images/deals/kettle-1.svg">';
    expect(head).toContain(preload);
    expect(head.indexOf(preload)).toBeLessThan(head.indexOf(`id="${SCREEN_CHUNKS_SCRIPT_ID}"`));
    // A page with no picture marked high priority asks for none.
    expect((await get('/faq')).body).not.toContain('rel="preload" as="image"');
  });

  it('gives a later page of a listing its own canonical address', async () => {
    const html = (await get('/category/home-garden?page=2&sort=priceAsc')).body;
    expect(html).toContain('rel="canonical" href="https://rarefinds.test/category/home-garden?page=2"');
  });

  it('answers 404 with the not-found head when the drawn screen found nothing there', async () => {
    // The address looks like a listing's page, but the listing has no page 9.
    const response = await get('/category/home-garden?page=9');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title data-rh="true">Page not found | RareFinds</title>');
    expect(response.body).toContain('<h1>Rendered /category/home-garden?page=9</h1>');
  });

  it('still sends the app when a page cannot be rendered on the server, and logs why', async () => {
    const response = await get('/broken');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root"></div>');
    expect(server.logs.some((line) => line.msg.includes('could not be rendered on the server'))).toBe(true);
  });

  it('never sends the renderer or the build manifest', async () => {
    expect((await get('/server/prerender.js')).statusCode).toBe(404);
    expect((await get('/.vite/manifest.json')).statusCode).toBe(404);
  });
});
