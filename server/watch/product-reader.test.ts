// The product reader against a shop on 127.0.0.1: each kind of page gives its product or a reason in words,
// robots.txt is obeyed for the page and every page it redirects to, nothing a shop does (loops, 50 MB pages)
// makes it throw or read past its caps, and loopback is never requested unless the host is allowed.
import http, { type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHostPacer } from '../link-check/host-pacer.ts';
import { EXTRACTION_REASONS } from './product-extraction.ts';
import { LINK_REASONS } from './product-link.ts';
import {
  MAX_PAGE_BYTES,
  READER_REASONS,
  type ReaderDeps,
  readProductPage,
  WATCH_AGENT_TOKEN,
  watchUserAgent,
} from './product-reader.ts';
import { createRobots } from './robots.ts';

const USER_AGENT = watchUserAgent('https://rarefinds.test');
/** What the shop sends of /huge: far past the reader's cap. */
const HUGE_BYTES = 50 * 1024 * 1024;

const PAGES: Record<string, string> = {
  '/p/jsonld': `<html><head><script type="application/ld+json">{"@context":"https://schema.org","@type":"Product",
"name":"Kettle","image":"/img/kettle.jpg","sku":"KT-1","offers":{"@type":"Offer","price":"24.99",
"priceCurrency":"EUR","availability":"https://schema.org/InStock"}}</script></head><body><h1>Kettle</h1></body></html>`,
  '/p/microdata': `<html><body><div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Toaster</h1>
<div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><span itemprop="price">39.00</span>
<meta itemprop="priceCurrency" content="GBP"><link itemprop="availability" href="https://schema.org/OutOfStock">
</div></div></body></html>`,
  '/p/og': `<html><head><meta property="og:title" content="Blender"><meta property="og:image" content="/b.jpg">
<meta property="product:price:amount" content="59.5"><meta property="product:price:currency" content="USD">
</head><body></body></html>`,
  '/p/no-price': '<html><head><title>Our story</title></head><body><p>We love kettles.</p></body></html>',
  '/private/kettle': '<html><head><meta property="product:price:amount" content="1"></head></html>',
};

describe('the product reader', () => {
  let server: http.Server;
  let origin: string;
  const requests: { path: string; userAgent: string | undefined }[] = [];
  const huge = { sent: 0, closedEarly: false };
  let deps: ReaderDeps;

  beforeAll(async () => {
    server = http.createServer((request, response: ServerResponse) => {
      const url = new URL(request.url ?? '/', 'http://shop');
      requests.push({ path: `${url.pathname}${url.search}`, userAgent: request.headers['user-agent'] });
      const redirect = (location: string) => {
        response.writeHead(302, { location });
        response.end();
      };
      switch (url.pathname) {
        case '/robots.txt':
          response.writeHead(200, { 'content-type': 'text/plain' });
          return response.end(
            `User-agent: *\nDisallow: /private/\n\nUser-agent: ${WATCH_AGENT_TOKEN}\nDisallow: /private/\nDisallow: /members-only`,
          );
        case '/loop-a':
          return redirect('/loop-b');
        case '/loop-b':
          return redirect('/loop-a');
        case '/p/moved':
          return redirect('/p/jsonld');
        case '/p/sneaky':
          return redirect('/private/kettle');
        case '/p/file':
          response.writeHead(200, { 'content-type': 'application/pdf' });
          return response.end('%PDF-1.4');
        case '/huge': {
          response.writeHead(200, { 'content-type': 'text/html' });
          const chunk = Buffer.from(`<p>${'Kettles and more kettles. '.repeat(2000)}</p>\n`);
          let closed = false;
          huge.sent = 0;
          huge.closedEarly = false;
          response.on('close', () => {
            closed = true;
            huge.closedEarly = huge.sent < HUGE_BYTES;
          });
          const write = () => {
            while (!closed && huge.sent < HUGE_BYTES) {
              huge.sent += chunk.length;
              if (!response.write(chunk)) return void response.once('drain', write);
            }
            if (!closed) response.end();
          };
          return write();
        }
      }
      const page = PAGES[url.pathname];
      response.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page ?? '<h1>Not found</h1>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const pacer = createHostPacer({ intervalMs: 0 });
    deps = {
      // The stub shop's host, as LINK_CHECK_ALLOW_HOSTS names it in tests.
      allowHosts: ['127.0.0.1'],
      userAgent: USER_AGENT,
      pacer,
      robots: createRobots({
        allowHosts: ['127.0.0.1'],
        userAgent: USER_AGENT,
        agentToken: WATCH_AGENT_TOKEN,
        pacer,
      }),
      timeoutMs: 5_000,
    };
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  beforeEach(() => {
    requests.length = 0;
  });

  const read = (path: string, with_: Partial<ReaderDeps> = {}) =>
    readProductPage(`${origin}${path}`, { ...deps, ...with_ });

  it('reads a JSON-LD page, without its tracking, as RareFindsWatch, after asking robots.txt', async () => {
    expect(await read('/p/jsonld?utm_source=mail&gclid=x')).toEqual({
      ok: true,
      url: `${origin}/p/jsonld`,
      key: `${origin.replace('http://', '')}/p/jsonld`,
      finalUrl: `${origin}/p/jsonld`,
      product: {
        name: 'Kettle',
        image: `${origin}/img/kettle.jpg`,
        price: 24.99,
        currency: 'EUR',
        availability: 'in_stock',
        gtin: null,
        sku: 'KT-1',
      },
    });
    expect(requests.map((request) => request.path)).toEqual(['/robots.txt', '/p/jsonld']);
    expect(
      requests.every((request) => request.userAgent === 'RareFindsWatch/1.0 (+https://rarefinds.test)'),
    ).toBe(true);
  });

  it('reads a microdata page, an Open Graph page, and a page it was redirected to', async () => {
    expect(await read('/p/microdata')).toMatchObject({
      ok: true,
      product: { name: 'Toaster', price: 39, currency: 'GBP', availability: 'out_of_stock' },
    });
    expect(await read('/p/og')).toMatchObject({
      ok: true,
      product: {
        name: 'Blender',
        image: `${origin}/b.jpg`,
        price: 59.5,
        currency: 'USD',
        availability: 'unknown',
      },
    });
    expect(await read('/p/moved')).toMatchObject({
      ok: true,
      url: `${origin}/p/moved`,
      finalUrl: `${origin}/p/jsonld`,
      product: { name: 'Kettle' },
    });
    // robots.txt, read for the first test's page, is not asked for again within the day.
    expect(requests.filter((request) => request.path === '/robots.txt')).toHaveLength(0);
  });

  it('says so of a page without a price, a page that is gone, and a link to a file', async () => {
    expect(await read('/p/no-price')).toEqual({ ok: false, reason: EXTRACTION_REASONS.noPrice });
    expect(await read('/p/missing')).toEqual({
      ok: false,
      reason: 'The shop says this page does not exist (404 Not Found).',
    });
    expect(await read('/p/file')).toEqual({ ok: false, reason: READER_REASONS.notHtml });
  });

  it('does not read a page robots.txt disallows, nor one a redirect leads to', async () => {
    const disallowed = {
      ok: false,
      reason: 'This shop asks robots not to read this page, so we cannot watch it.',
    };
    expect(await read('/private/kettle')).toEqual(disallowed);
    expect(await read('/members-only/deal')).toEqual(disallowed);
    expect(await read('/p/sneaky')).toEqual(disallowed);
    expect(requests.map((request) => request.path)).toEqual(['/p/sneaky']);
  });

  it('refuses a redirect loop without following it for ever', async () => {
    expect(await read('/loop-a')).toEqual({ ok: false, reason: READER_REASONS.loop });
    expect(requests.map((request) => request.path)).toEqual(['/loop-a', '/loop-b']);
  });

  it('cuts a 50 MB page off at 2 MB and refuses it', async () => {
    expect(await read('/huge')).toEqual({
      ok: false,
      reason: 'This page is larger than 2 MB, so we did not read it.',
    });
    await expect.poll(() => huge.closedEarly).toBe(true);
    expect(huge.sent).toBeGreaterThan(MAX_PAGE_BYTES);
    expect(huge.sent).toBeLessThan(HUGE_BYTES / 2);
  });

  it('never requests a private address unless the host is allowed', async () => {
    const guarded: Partial<ReaderDeps> = {
      allowHosts: [],
      robots: createRobots({ allowHosts: [], userAgent: USER_AGENT, agentToken: WATCH_AGENT_TOKEN }),
    };
    // robots.txt cannot be fetched from a private address either: it disallows before the guard is asked.
    expect(await read('/p/jsonld', guarded)).toEqual({ ok: false, reason: READER_REASONS.robots });
    // With robots.txt out of the way, the guard refuses the page itself.
    const anyRobots = { allowed: async () => true };
    expect(await read('/p/jsonld', { allowHosts: [], robots: anyRobots })).toEqual({
      ok: false,
      reason: READER_REASONS.notPublic,
    });
    expect(
      await readProductPage('http://169.254.169.254/latest/meta-data', {
        ...deps,
        ...guarded,
        robots: anyRobots,
      }),
    ).toEqual({
      ok: false,
      reason: READER_REASONS.notPublic,
    });
    expect(requests).toEqual([]);
  });

  it('refuses a javascript: link, and answers a closed shop with a reason', async () => {
    expect(await readProductPage('javascript:alert(1)', deps)).toEqual({
      ok: false,
      reason: LINK_REASONS.notWeb,
    });
    expect(
      await readProductPage('http://127.0.0.1:1/p/kettle', {
        ...deps,
        robots: { allowed: async () => true },
      }),
    ).toEqual({
      ok: false,
      reason: 'The shop did not answer (connection refused); please try again later.',
    });
    // A robots check that throws is a page not read, not a thrown error.
    const failing = { allowed: async () => Promise.reject(new Error('boom')) };
    expect(await read('/p/jsonld', { robots: failing })).toEqual({
      ok: false,
      reason: READER_REASONS.robots,
    });
    expect(requests).toEqual([]);
  });
});
