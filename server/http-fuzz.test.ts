// Property-based fuzzing of every route: any method, path, query, header and body an attacker can send
// must get an answer (never a hang), never a 5xx, and never a stack trace or a file path of this machine.
// FUZZ_RUNS sets the requests per property (default 150 here; `npm run bench:fuzz` runs thousands).
import { tmpdir } from 'node:os';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGES } from '../src/shared/site/pages.ts';
import { makeDeal } from '../tests/factories/deal-factory.ts';
import { saveDeals } from './catalog/save-deals.ts';
import { encodeToken } from './routes/deals/opaque-token.ts';
import { encodeSyncToken } from './routes/deals/sync-token.ts';
import { addRendererFixture, createDistFixture, FIXTURE_ASSET } from './test-support/dist-fixture.ts';
import { imported } from './test-support/price-sightings.ts';
import { startTestServer, type TestServer } from './test-support/test-app.ts';
import { DATABASE_KINDS } from './test-support/test-database.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
/** Liveness, not speed: an answer that has not come after this long is taken as a hang. */
const HANG_MS = 15_000;

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const DEAL_IDS = ['fuzz-1', 'fuzz/2', 'fuzz 3'];

/** Values that have broken servers before: encodings, NULs, traversal, huge numbers, odd dates. */
const hostile = fc.constantFrom(
  '',
  '%00',
  '\u0000',
  '%',
  '%zz',
  '%C0%AE',
  '..',
  '%2e%2e%2f',
  '../../etc/passwd',
  '\u2028',
  '</script><img src=x onerror=alert(1)>',
  "' OR '1'='1",
  'lamp & !(x | y):* <->',
  '0000-01-01T00:00:00Z',
  '9'.repeat(400),
  '-1',
  '1e308',
  'NaN',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'ünïcødé ☃',
);

const text = fc.oneof(hostile, fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }));

/** A path segment as a client may send it: percent-encoded text, or one of the raw hostile tokens. */
const segment = fc.oneof(
  fc.constantFrom(...DEAL_IDS).map(encodeURIComponent),
  text.map(encodeURIComponent),
  fc.constantFrom('%00', '%', '%zz', '..', '%2e%2e', '.', 'index.html', 'x.js', 'feed.xml'),
);

const tamperedToken = fc.oneof(
  fc
    .record({
      s: fc.oneof(fc.constantFrom('newest', 'priceAsc', 'priceDesc', 'savings'), text),
      k: fc.oneof(
        fc.double(),
        fc.integer(),
        text,
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      ),
      i: text,
    })
    .map(encodeToken),
  fc
    .record({ instance: text, change: fc.integer(), time: fc.date({ noInvalidDate: true }) })
    .map(encodeSyncToken),
  fc.jsonValue().map(encodeToken),
  text,
);

const path = fc.oneof(
  fc.constantFrom(
    ...Object.values(PAGES).map((page) => page.path),
    '/index.html',
    '/api/deals',
    '/api/affiliate-deals',
    '/sitemap.xml',
    '/robots.txt',
    '/feed.xml',
    '/healthz',
    '/sw.js',
    '/manifest.webmanifest',
    FIXTURE_ASSET,
    '/server/prerender.js',
    '/.vite/manifest.json',
  ),
  fc
    .tuple(
      fc.constantFrom('/deal/', '/api/deals/', '/go/', '/category/', '/deals/', '/feed/', '/assets/', '/'),
      segment,
    )
    .map(([prefix, rest]) => `${prefix}${rest}`),
  fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => `/${parts.join('/')}`),
);

const queryKey = fc.oneof(fc.constantFrom('q', 'category', 'sort', 'limit', 'cursor', 'since', 'page'), text);
const queryValue = fc.oneof(text, tamperedToken, fc.integer().map(String));
const query = fc.array(fc.tuple(queryKey, queryValue), { maxLength: 4 });

const headers = fc.record(
  {
    'accept-encoding': fc.oneof(fc.constantFrom('br', 'gzip, deflate, br', '*;q=0', 'br;q=abc'), text),
    'if-none-match': fc.oneof(fc.constant('*'), text),
    'x-forwarded-for': fc.oneof(fc.constantFrom('127.0.0.1, 203.0.113.5', '::1', 'garbage'), text),
    'x-forwarded-proto': fc.constantFrom('https', 'http', 'gopher'),
    'x-forwarded-host': text,
    range: fc.constantFrom('bytes=0-10', 'bytes=-5', 'bytes=99999999-', 'bytes=abc', 'lines=1-2'),
    'content-type': fc.constantFrom(
      'application/json',
      'text/plain',
      'multipart/form-data',
      'application/x-www-form-urlencoded',
      'x/y',
    ),
    accept: fc.constantFrom('text/html', 'application/json', '*/*', 'image/webp'),
    cookie: text,
    origin: fc.constantFrom('https://evil.example', 'null'),
  },
  { requiredKeys: [] },
);

const body = fc.option(
  fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.jsonValue().map((value) => JSON.stringify(value)),
  ),
  { nil: undefined },
);

const request = fc.record({ method: fc.constantFrom(...METHODS), path, query, headers, body });

/** Header values must be sendable: strip what no HTTP client could put in a header. */
const sendable = (value: string) => value.replace(/[^\t\x20-\x7e\x80-\xff]/g, '');

describe.each(DATABASE_KINDS)('every route under fuzzing on %s', (kind) => {
  let server: TestServer;
  const machinePaths = [process.cwd(), tmpdir()];

  beforeAll(async () => {
    const dist = createDistFixture();
    addRendererFixture(dist);
    server = await startTestServer(kind, { env: { API_CACHE_MS: '1000', DIST_DIR: dist } });
    await saveDeals(
      server.db,
      DEAL_IDS.map((id, index) =>
        makeDeal({
          id,
          title: index === 0 ? '</script><img src=x onerror=alert(1)> <!-- \u2028' : `Fuzz deal ${index}`,
          currentPrice: 10 + index,
        }),
      ),
      imported(),
    );
  });
  afterAll(() => server.close());

  it.each([
    '/deal/%00',
    '/api/deals/%00',
    '/go/%00',
    `/api/deals?cursor=${encodeToken({ s: 'newest', k: '0000-01-01T00:00:00Z', i: 'x' })}`,
    `/api/deals?sort=priceAsc&cursor=${encodeToken({ s: 'priceAsc', k: 1e300, i: 'x' })}`,
    `/api/deals?cursor=${encodeToken({ s: 'newest', k: '2026-01-01T00:00:00Z', i: '\u0000' })}`,
  ])('answers %s with a 4xx', async (url) => {
    const response = await server.app.inject({ url });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('answers every request without a 5xx, a hang or a trace of the machine', async () => {
    await fc.assert(
      fc.asyncProperty(request, async (input) => {
        const search = new URLSearchParams(input.query).toString();
        const url = search ? `${input.path}?${search}` : input.path;
        const sentHeaders = Object.fromEntries(
          Object.entries(input.headers).map(([name, value]) => [name, sendable(value)]),
        );
        let timer: NodeJS.Timeout | undefined;
        const response = await Promise.race([
          server.app.inject({
            method: input.method,
            url,
            headers: sentHeaders,
            payload: input.method === 'GET' || input.method === 'HEAD' ? undefined : input.body,
          }),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error(`No answer to ${input.method} ${url}`)), HANG_MS);
          }),
        ]).finally(() => clearTimeout(timer));
        const where = `${input.method} ${url} -> ${response.statusCode}`;
        expect(response.statusCode, where).toBeLessThan(500);
        expect(response.statusCode, where).toBeGreaterThanOrEqual(200);
        const text = response.rawPayload.toString('latin1');
        expect(text, where).not.toMatch(/\n\s+at .+:\d+:\d+/);
        for (const machinePath of machinePaths) expect(text, where).not.toContain(machinePath);
      }),
      { numRuns: RUNS },
    );
  }, 600_000);
});
