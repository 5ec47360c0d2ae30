import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeFetch, jsonResponse } from '../support/fake-fetch';

const realFetch = globalThis.fetch;

describe('fakeFetch', () => {
  let fake: ReturnType<typeof fakeFetch>;
  beforeEach(() => {
    fake = fakeFetch();
  });
  afterAll(() => expect(globalThis.fetch).toBe(realFetch));

  it('stands in for fetch during the test, and the real one is back after it', () => {
    expect(globalThis.fetch).toBe(fake.fetch);
    expect(globalThis.fetch).not.toBe(realFetch);
  });

  it('answers by method and path, the route given last first, and records each request', async () => {
    fake
      .on('GET', '/api/deals', { deals: ['a'] })
      .on('POST', '/api/deals', jsonResponse(409, { message: 'Taken' }))
      .on('GET', '/api/deals?page=2', (call) => ({ page: call.search }));
    const first = await fetch('/api/deals?page=1');
    expect(await first.json()).toEqual({ deals: ['a'] });
    expect(await (await fetch('/api/deals?page=2')).json()).toEqual({ page: '?page=2' });
    const posted = await fetch('/api/deals', {
      method: 'POST',
      headers: { 'Idempotency-Key': 'k1' },
      body: JSON.stringify({ title: 'Kettle' }),
    });
    expect(posted.status).toBe(409);
    expect(await (await fetch('/api/deals', { method: 'POST' })).json()).toEqual({ message: 'Taken' });
    expect(fake.calls.map((call) => [call.method, call.path, call.search])).toEqual([
      ['GET', '/api/deals', '?page=1'],
      ['GET', '/api/deals', '?page=2'],
      ['POST', '/api/deals', ''],
      ['POST', '/api/deals', ''],
    ]);
    expect(fake.calls[2]!.headers.get('idempotency-key')).toBe('k1');
    expect(fake.calls[2]!.body).toEqual({ title: 'Kettle' });
  });

  it('fails a request with an Error it is given, or one nothing answers', async () => {
    fake.on('*', /^\/api\/offline/, new TypeError('Failed to fetch'));
    await expect(fetch('/api/offline/1', { method: 'DELETE' })).rejects.toThrow('Failed to fetch');
    await expect(fetch('/api/other')).rejects.toThrow('nothing answers GET /api/other');
  });

  it('passes a request on when an answer gives undefined, down to the answer for everything else', async () => {
    const other = fakeFetch({ otherwise: jsonResponse(404, { message: 'Nothing is here.' }) });
    other.on('GET', '/api/deals', () => undefined);
    expect((await fetch('/api/deals')).status).toBe(404);
  });
});
