// The affiliate provider's contract, tested against a local stub of the provider on 127.0.0.1.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Deal } from '../../../src/shared/deal/deal.ts';
import { AFFILIATE_ERROR_LOG, AFFILIATE_UNCONFIGURED_LOG } from '../../affiliate/affiliate-source.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { startTestServer, type TestServer } from '../../test-support/test-app.ts';
import { openTestDatabase } from '../../test-support/test-database.ts';

interface StubAnswer {
  status?: number;
  body?: unknown;
  delayMs?: number;
}

const validDeal = {
  _id: 'rk-1',
  title: 'Partner headphones',
  merchant: 'Partner Store',
  price: '79.99',
  originalPrice: 129.99,
  affiliateUrl: 'https://partner.example/rk-1',
  category: 'Electronics',
  expiresIn: '3 days',
};

describe('GET /api/affiliate-deals', () => {
  let provider: Server;
  let providerUrl: string;
  let answer: StubAnswer = {};
  const requests: IncomingHttpHeaders[] = [];
  let server: TestServer | undefined;
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    provider = createServer((request, response) => {
      requests.push(request.headers);
      const reply = () => {
        response.statusCode = answer.status ?? 200;
        response.setHeader('content-type', 'application/json');
        response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? []));
      };
      if (answer.delayMs) setTimeout(reply, answer.delayMs);
      else reply();
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1/deals`;
  });
  afterAll(async () => {
    await database.close();
    provider.closeAllConnections();
    await new Promise((resolve) => provider.close(resolve));
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
    requests.length = 0;
    answer = {};
  });

  const start = (env: Record<string, string> = {}) =>
    startTestServer('pglite', {
      database,
      env: {
        AFFILIATE_API_URL: providerUrl,
        AFFILIATE_API_HOST: 'deals-provider.p.rapidapi.com',
        AFFILIATE_API_KEY: 'secret-key',
        ...env,
      },
    });
  const fetchList = async () => {
    const response = await server!.app.inject({ url: '/api/affiliate-deals' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    return JSON.parse(response.body) as Deal[];
  };
  const logged = (text: string) => server!.logs.filter((line) => line.msg.includes(text));

  it('calls the provider with the key and host headers and returns the valid deals, normalised', async () => {
    answer = {
      body: {
        data: [
          validDeal,
          { title: 'No price or link' },
          { ...validDeal, _id: 'rk-2', affiliateUrl: 'javascript:alert(1)' },
        ],
      },
    };
    server = await start();
    const deals = await fetchList();
    expect(requests[0]?.['x-rapidapi-key']).toBe('secret-key');
    expect(requests[0]?.['x-rapidapi-host']).toBe('deals-provider.p.rapidapi.com');
    expect(deals).toHaveLength(1);
    expect(deals[0]).toMatchObject({
      id: 'rk-1',
      store: 'Partner Store',
      currentPrice: 79.99,
      category: 'electronics',
      source: 'affiliate',
    });
  });

  it('caches the list for the configured time', async () => {
    answer = { body: [validDeal] };
    server = await start({ AFFILIATE_CACHE_SECONDS: '600' });
    await fetchList();
    await Promise.all([fetchList(), fetchList()]);
    expect(requests).toHaveLength(1);
  });

  it.each([
    ['an error status', { status: 503, body: { message: 'down' } }],
    ['a body that is not JSON', { body: '<html>oops</html>' }],
    ['a body without a list', { body: { status: 'ok' } }],
    ['no answer within the timeout', { delayMs: 2000, body: [validDeal] }],
  ])('logs the failure and returns an empty list on %s', async (_case, stub) => {
    answer = stub;
    server = await start({ AFFILIATE_TIMEOUT_MS: '200' });
    expect(await fetchList()).toEqual([]);
    expect(logged(AFFILIATE_ERROR_LOG)).toHaveLength(1);
  });

  it('returns an empty list when unconfigured and says so once in the log', async () => {
    server = await startTestServer('pglite', { database });
    expect(await fetchList()).toEqual([]);
    expect(await fetchList()).toEqual([]);
    expect(requests).toHaveLength(0);
    expect(logged(AFFILIATE_UNCONFIGURED_LOG)).toHaveLength(1);
  });

  it('refuses query parameters it does not know', async () => {
    server = await start();
    const response = await server.app.inject({ url: '/api/affiliate-deals?key=x' });
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body).message).toMatch(/Unknown query parameter: key/);
  });
});
