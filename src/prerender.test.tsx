// @vitest-environment node
// The server's renderer, run as the server runs it (no window, no storage): every route of the route table
// renders its frame and heading, and hands over only the body (the server writes the head).
import { existsSync } from 'node:fs';
import { LOADING_DEALS } from '@shared/screen-texts';
import { ROUTE_CASES } from '@tests/e2e/layout-support';
import { makeDeal } from '@tests/factories/deal-factory';
import { describe, expect, it } from 'vitest';
import { renderPage } from './prerender';

const ORIGIN = 'https://rarefinds.test';
const decodeEntities = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const headingOf = (html: string) => {
  const inner = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  return inner === undefined ? undefined : decodeEntities(inner.replace(/<[^>]+>/g, ''));
};

describe('the server renderer', () => {
  for (const route of ROUTE_CASES) {
    it(`renders ${route.url} (${route.pattern}) with the page frame`, async () => {
      const { html, screenSource } = await renderPage(`${ORIGIN}${route.url}`);
      expect(html.startsWith('<div class="site"')).toBe(true);
      expect(html).toContain('<main id="main"');
      expect(html).toContain('<footer');
      if (route.page) expect(headingOf(html)).toBe(route.page.title);
      // Head tags are the server's to write; none may appear in the body.
      expect(html).not.toMatch(/<title|<meta |rel="canonical"/);
      expect(existsSync(screenSource)).toBe(true);
    });
  }

  it('renders a deal page with the deal it is given, as the app will show it', async () => {
    const deal = makeDeal({ id: 'tv-1', title: 'OLED TV <65">' });
    const { html } = await renderPage(`${ORIGIN}/deal/tv-1`, { deal });
    expect(headingOf(html)).toBe(deal.title);
    expect(html).toContain(`href="/go/tv-1"`);
    expect(html).not.toContain(LOADING_DEALS);
    // Structured data is drawn as the browser draws it, with the page's own origin.
    expect(html).toContain(`"url":"${ORIGIN}/deal/tv-1"`);
  });

  it('renders a deal whose texts hold markup as inert text, in the page and in its JSON-LD', async () => {
    const hostile = '</script><img src=x onerror=alert(1)> <!-- \u2028';
    const deal = makeDeal({ id: 'evil-1', title: hostile, description: hostile, store: hostile });
    const { html } = await renderPage(`${ORIGIN}/deal/evil-1`, { deal });
    expect(html).not.toContain('<img src=x');
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, text] of scripts) expect(text).not.toMatch(/[<\u2028]/);
    const product = scripts.map((match) => JSON.parse(match[1]!)).find((data) => data['@type'] === 'Product');
    expect(product?.name).toBe(hostile);
    expect(headingOf(html)).toBe(hostile);
  });

  it('renders a search with its query and a deal page without its deal in its loading state', async () => {
    expect(headingOf((await renderPage(`${ORIGIN}/search?q=headphones`)).html)).toBe(
      'Search results for "headphones"',
    );
    const deal = await renderPage(`${ORIGIN}/deal/some-deal`);
    expect(deal.html).toContain(LOADING_DEALS);
    expect(deal.screenSource).toBe('src/app/routes/deal.tsx');
  });
});
