// robots.txt as RFC 9309 reads it, and the robots cache against a shop on 127.0.0.1: asked once a day per
// origin, at most 1,000 origins kept, a missing file allowing everything and a failing one nothing.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHostPacer } from '../link-check/host-pacer.ts';
import { createRobots, parseRobots, patternMatches, robotsAllow } from './robots.ts';

const TOKEN = 'RareFindsWatch';
const rules = (text: string) => ({ kind: 'groups' as const, groups: parseRobots(text) });

describe('robots.txt rules', () => {
  it('uses our own group when there is one, else the "*" group, merging groups of one agent', () => {
    const text = `# shop robots
User-agent: *
Disallow: /

User-agent: OtherBot
User-agent: rarefindswatch
Disallow: /cart
Allow: /cart/share # shared carts are public

user-agent: RareFindsWatch
disallow: /account`;
    const ours = rules(text);
    expect(robotsAllow(ours, TOKEN, '/p/kettle')).toBe(true);
    expect(robotsAllow(ours, TOKEN, '/cart/42')).toBe(false);
    expect(robotsAllow(ours, TOKEN, '/cart/share/1')).toBe(true);
    expect(robotsAllow(ours, TOKEN, '/account/orders')).toBe(false);
    expect(robotsAllow(ours, 'SomeoneElse', '/p/kettle')).toBe(false);
    // robots.txt itself is always allowed.
    expect(robotsAllow(rules('User-agent: *\nDisallow: /'), TOKEN, '/robots.txt')).toBe(true);
  });

  it('lets the longest matching rule win, Allow on a tie, and ignores an empty Disallow', () => {
    const text = `User-agent: *
Disallow: /shop
Allow: /shop/p/
Disallow: /shop/p/*/reviews
Disallow: /*.pdf$
Disallow: /same
Allow: /same
Disallow:`;
    const all = rules(text);
    expect(robotsAllow(all, TOKEN, '/shop/cat')).toBe(false);
    expect(robotsAllow(all, TOKEN, '/shop/p/kettle')).toBe(true);
    expect(robotsAllow(all, TOKEN, '/shop/p/kettle/reviews?page=2')).toBe(false);
    expect(robotsAllow(all, TOKEN, '/manual.pdf')).toBe(false);
    expect(robotsAllow(all, TOKEN, '/manual.pdf?x=1')).toBe(true);
    expect(robotsAllow(all, TOKEN, '/same')).toBe(true);
    expect(robotsAllow(rules('User-agent: *\nDisallow:'), TOKEN, '/anything')).toBe(true);
    // Rules before any User-agent line belong to nobody.
    expect(robotsAllow(rules('Disallow: /\nUser-agent: x\nDisallow: /'), TOKEN, '/p')).toBe(true);
  });

  it('matches "*" and "$" and compares percent-encoding without regard to case', () => {
    expect(patternMatches('/p/*/buy$', '/p/kettle/buy')).toBe(true);
    expect(patternMatches('/p/*/buy$', '/p/kettle/buy/now')).toBe(false);
    expect(patternMatches('/*?sort=', '/c/kettles?sort=price')).toBe(true);
    expect(patternMatches('/a*b*c', '/axxbyyc-and-more')).toBe(true);
    expect(patternMatches('/a*b*c', '/axxcyyb')).toBe(false);
    expect(patternMatches('*', '/anything')).toBe(true);
    expect(robotsAllow(rules('User-agent: *\nDisallow: /caf%c3%a9'), TOKEN, '/caf%C3%A9/menu')).toBe(false);
    expect(robotsAllow(rules('User-agent: *\nDisallow: /café'), TOKEN, '/caf%C3%A9')).toBe(false);
    // A pattern built to make a naive matcher backtrack for ever answers at once.
    const started = Date.now();
    expect(patternMatches(`/${'*a'.repeat(1000)}b`, `/${'a'.repeat(2000)}`)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('the robots cache', () => {
  let server: http.Server;
  let port: number;
  /** robots.txt answers by host name: status and body. */
  const answers = new Map<string, [number, string]>();
  const asked: string[] = [];
  let now = 0;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const host = (request.headers.host ?? '').replace(/:\d+$/, '');
      asked.push(`${host}${request.url}`);
      const [status, body] = answers.get(host) ?? [404, 'Not found'];
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    asked.length = 0;
    answers.clear();
    now = 1_000_000;
  });

  const robots = (maxOrigins?: number) =>
    createRobots({
      // Shops named *.test all live on the loopback stub, as LINK_CHECK_ALLOW_HOSTS lets tests say.
      allowHosts: ['*.test'],
      resolve: async () => [{ address: '127.0.0.1', family: 4 }],
      userAgent: 'RareFindsWatch/1.0 (+https://rarefinds.test)',
      agentToken: TOKEN,
      pacer: createHostPacer({ intervalMs: 0 }),
      now: () => now,
      timeoutMs: 2000,
      maxOrigins,
    });
  const at = (host: string, path: string) => `http://${host}:${port}${path}`;

  it('asks each origin once a day and answers from its rules', async () => {
    answers.set('shop.test', [200, 'User-agent: *\nDisallow: /checkout']);
    const cache = robots();
    const [a, b] = await Promise.all([
      cache.allowed(at('shop.test', '/p/kettle')),
      cache.allowed(at('shop.test', '/checkout')),
    ]);
    expect([a, b]).toEqual([true, false]);
    expect(await cache.allowed(at('shop.test', '/p/toaster'))).toBe(true);
    expect(asked).toEqual(['shop.test/robots.txt']);
    now += 24 * 3600_000 - 1;
    await cache.allowed(at('shop.test', '/p/kettle'));
    expect(asked).toHaveLength(1);
    now += 2;
    answers.set('shop.test', [200, 'User-agent: *\nDisallow: /p/']);
    expect(await cache.allowed(at('shop.test', '/p/kettle'))).toBe(false);
    expect(asked).toHaveLength(2);
  });

  it('allows everything when robots.txt is not there, and nothing while it fails or cannot be reached', async () => {
    answers.set('broken.test', [503, 'Down for maintenance']);
    const cache = robots();
    expect(await cache.allowed(at('missing.test', '/p/kettle'))).toBe(true);
    expect(await cache.allowed(at('broken.test', '/p/kettle'))).toBe(false);
    // A port nobody listens on.
    expect(await cache.allowed('http://closed.test:1/p/kettle')).toBe(false);
    // Not a public address, and not allowed: no robots.txt is asked for, nothing is allowed.
    const guarded = createRobots({ allowHosts: [], userAgent: 'x', agentToken: TOKEN });
    expect(await guarded.allowed(at('127.0.0.1', '/p/kettle'))).toBe(false);
    expect(asked).toEqual(['missing.test/robots.txt', 'broken.test/robots.txt']);
    // Once the shop serves it again, it is asked for within the hour.
    answers.set('broken.test', [200, 'User-agent: *\nAllow: /']);
    now += 3600_000;
    expect(await cache.allowed(at('broken.test', '/p/kettle'))).toBe(true);
  });

  it('keeps the rules it had while a later fetch fails', async () => {
    answers.set('shop.test', [200, 'User-agent: *\nDisallow: /cart']);
    const cache = robots();
    expect(await cache.allowed(at('shop.test', '/p/kettle'))).toBe(true);
    now += 25 * 3600_000;
    answers.set('shop.test', [500, 'oops']);
    expect(await cache.allowed(at('shop.test', '/p/kettle'))).toBe(true);
    expect(await cache.allowed(at('shop.test', '/cart'))).toBe(false);
    expect(asked).toHaveLength(2);
  });

  it('keeps at most its limit of origins, forgetting the least recently used', async () => {
    const cache = robots(2);
    await cache.allowed(at('a.test', '/'));
    await cache.allowed(at('b.test', '/'));
    await cache.allowed(at('a.test', '/again'));
    await cache.allowed(at('c.test', '/'));
    expect(asked).toEqual(['a.test/robots.txt', 'b.test/robots.txt', 'c.test/robots.txt']);
    // b.test was the least recently used: forgotten, asked for again; a.test is still kept.
    await cache.allowed(at('a.test', '/'));
    await cache.allowed(at('b.test', '/'));
    expect(asked.slice(3)).toEqual(['b.test/robots.txt']);
  });
});
