// The product page preview: a member pastes a shop's link and sees what the site reads from it, through the
// guarded reader; links that are no web page, pages robots.txt keeps from us and pages with no price get a
// 422 with the reason. Route logic: any database answers the same.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountClient, accountClient } from '../../test-support/account-client.ts';
import { memberWithRole } from '../../test-support/submission-support.ts';
import { startTestServer, type TestServer } from '../../test-support/test-app.ts';

const PRODUCT = `<html><head><script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Glass kettle',
  offers: {
    '@type': 'Offer',
    price: '24.99',
    priceCurrency: 'EUR',
    availability: 'https://schema.org/InStock',
  },
})}</script></head><body></body></html>`;

describe('POST /api/watches/preview', () => {
  let shop: Server;
  let origin: string;
  let server: TestServer;
  let member: AccountClient;

  beforeAll(async () => {
    shop = createServer((request, response) => {
      if (request.url === '/robots.txt') {
        response.end('User-agent: *\nDisallow: /private/\n');
        return;
      }
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(request.url?.startsWith('/no-price') ? '<html><title>Nothing</title></html>' : PRODUCT);
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
    server = await startTestServer('pglite', { env: { LINK_CHECK_ALLOW_HOSTS: '127.0.0.1' } });
    member = await memberWithRole(server, 'member', 'watcher@example.com');
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => shop.close(resolve));
  });

  it('reads the product a shop’s page offers, without its tracking parameters', async () => {
    const response = await member.post('/api/watches/preview', { url: `${origin}/kettle?utm_source=mail` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      ok: true,
      url: `${origin}/kettle`,
      product: { name: 'Glass kettle', price: 24.99, currency: 'EUR', availability: 'in_stock' },
    });
  });

  it('says why a page cannot be watched, and needs a member', async () => {
    const refused = async (url: string) => {
      const response = await member.post('/api/watches/preview', { url });
      expect(response.statusCode, url).toBe(422);
      return response.json().message as string;
    };
    expect(await refused(`${origin}/private/kettle`)).toMatch(/robots/);
    expect(await refused(`${origin}/no-price`)).toBe('We could not read a price from this page.');
    expect(await refused('javascript:alert(1)')).toMatch(/link/i);
    expect((await accountClient(server).post('/api/watches/preview', { url: origin })).statusCode).toBe(401);
  });
});
