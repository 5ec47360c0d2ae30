// @vitest-environment node
// The server's renderer, run as the server runs it (no window, no storage): every route of the route table
// renders its frame and heading, and hands over only the body (the server writes the head).
import { existsSync } from 'node:fs';
import { ALERTS_PAGE_TEXTS, CONFIRM_DIGEST_TEXTS, UNSUBSCRIBE_TEXTS } from '@shared/alerts/alert-texts';
import { createListReader } from '@shared/deal/deal-list-reader';
import { type PackedPageAnswers, unpackPageAnswers } from '@shared/site/page-answers';
import { LOADING_DEALS, NO_DEALS_IN_CATEGORY } from '@shared/site/screen-texts';
import { ROUTE_CASES } from '@tests/e2e/support/route-cases';
import { makeDeal } from '@tests/factories/deal-factory';
import { describe, expect, it } from 'vitest';
import { renderPage } from './prerender';

const ORIGIN = 'https://rarefinds.test';
const NOW = new Date();
const inHours = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000).toISOString();
const DEALS = Array.from({ length: 60 }, (_, index) =>
  makeDeal({
    id: `deal-${String(index).padStart(2, '0')}`,
    title: index === 7 ? 'OLED TV <65">' : `Headphones model ${index}`,
    category: index % 2 === 0 ? 'electronics' : 'books',
    createdAt: inHours(-index),
    expiryDate: inHours(48),
  }),
);
const reader = createListReader(DEALS);
const render = (path: string) => renderPage(`${ORIGIN}${path}`, { reader, now: NOW });
const dealLinks = (html: string) => new Set([...html.matchAll(/href="(\/deal\/[^"]+)"/g)].map((m) => m[1]));
const answersOf = (answers: PackedPageAnswers | undefined) => (answers ? unpackPageAnswers(answers) : {});
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
      const { html, screenSource } = await render(route.url);
      expect(html.startsWith('<div class="site"')).toBe(true);
      expect(html).toContain('<main id="main"');
      expect(html).toContain('<footer');
      if (route.drawn) expect(headingOf(html)).toBe(route.drawn.title);
      // Head tags are the server's to write; none may appear in the body.
      expect(html).not.toMatch(/<title|<meta |rel="canonical"/);
      expect(existsSync(screenSource)).toBe(true);
    });
  }

  it('draws a deal page from the live deals, as the app will show it', async () => {
    const { html, answers, notFound } = await render('/deal/deal-07');
    expect(headingOf(html)).toBe('OLED TV <65">');
    expect(html).toContain(`href="/go/deal-07"`);
    expect(html).not.toContain(LOADING_DEALS);
    expect(notFound).toBe(false);
    // Structured data is drawn as the browser draws it, with the page's own origin.
    expect(html).toContain(`"url":"${ORIGIN}/deal/deal-07"`);
    // The answers it hands the app hold the deal it was drawn from, and the similar deals it links.
    expect(answersOf(answers)['deal:deal-07']).toMatchObject({ id: 'deal-07' });
    expect(dealLinks(html).size).toBe(4);
  });

  it('renders a deal whose texts hold markup as inert text, in the page and in its JSON-LD', async () => {
    const hostile = '</script><img src=x onerror=alert(1)> <!-- \u2028';
    const deal = makeDeal({
      id: 'evil-1',
      title: hostile,
      description: hostile,
      store: hostile,
      expiryDate: inHours(48),
    });
    const { html } = await renderPage(`${ORIGIN}/deal/evil-1`, {
      reader: createListReader([...DEALS, deal]),
      now: NOW,
    });
    expect(html).not.toContain('<img src=x');
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, text] of scripts) expect(text).not.toMatch(/[<\u2028]/);
    const product = scripts.map((match) => JSON.parse(match[1]!)).find((data) => data['@type'] === 'Product');
    expect(product?.name).toBe(hostile);
    expect(headingOf(html)).toBe(hostile);
  });

  it('draws the first page of a listing with real deal cards, and hands over the answers it drew from', async () => {
    const { html, answers } = await render('/category/electronics');
    expect(html).not.toContain(LOADING_DEALS);
    expect(html).toContain('30 Deals Found');
    expect(dealLinks(html)).toEqual(
      new Set(DEALS.filter((_, index) => index % 2 === 0).map((deal) => `/deal/${deal.id}`)),
    );
    const carried = answersOf(answers)['list:category/electronics:newest:1'] as {
      total: number;
      deals: unknown[];
    };
    expect(carried.total).toBe(30);
    expect(carried.deals).toHaveLength(30);
  });

  it('draws the page a listing address asks for, and links the next one', async () => {
    const first = await render('/deals');
    expect(dealLinks(first.html).size).toBe(48);
    expect(first.html).toContain('href="/deals?page=2"');
    const second = await render('/deals?page=2&sort=priceAsc');
    expect(second.notFound).toBe(false);
    expect(dealLinks(second.html).size).toBe(12);
    expect(second.html).toContain('href="/deals?sort=priceAsc"');
  });

  it('says not found for pages a listing does not have and for unknown categories and deals', async () => {
    for (const path of [
      '/deals?page=3',
      '/category/electronics?page=0',
      '/category/space',
      '/no/such/page',
    ]) {
      const page = await render(path);
      expect(page.notFound, path).toBe(true);
      expect(headingOf(page.html), path).toBe('Page not found');
    }
    const deal = await render('/deal/no-such-deal');
    expect(deal.notFound).toBe(true);
    expect(headingOf(deal.html)).toBe('Deal not found');
  });

  it('draws an empty category as empty, not as loading', async () => {
    const { html, notFound } = await render('/category/travel');
    expect(notFound).toBe(false);
    expect(html).toContain(NO_DEALS_IN_CATEGORY);
    expect(html).not.toContain(LOADING_DEALS);
  });

  it('draws a search with its results, and the start state without a query', async () => {
    const found = await render('/search?q=headphones');
    expect(headingOf(found.html)).toBe('Search results for "headphones"');
    expect(found.html).toContain('Found 59 deals for &quot;headphones&quot;');
    expect(dealLinks(found.html).size).toBe(48);
    expect((await render('/search?q=')).html).toContain('Start searching for deals');
    const long = await render(`/search?q=${'x'.repeat(1000)}`);
    expect(long.html).toContain('No deals found for');
  });
  it('draws a member’s alerts page as loading, and the mails’ pages with their token', async () => {
    const alerts = await renderPage(`${ORIGIN}/account/alerts`, {
      reader,
      now: NOW,
      member: { id: 'm1', name: 'Ana' },
    });
    expect(headingOf(alerts.html)).toBe('Your deal alerts');
    expect(alerts.html).toContain(ALERTS_PAGE_TEXTS.loading);
    const unsubscribe = await render('/unsubscribe?token=abc');
    expect(unsubscribe.html).toContain(`>${UNSUBSCRIBE_TEXTS.button}</button>`);
    expect((await render('/alerts/confirm?token=abc')).html).toContain(CONFIRM_DIGEST_TEXTS.confirming);
  });
});
