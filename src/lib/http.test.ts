import { type FetchCall, fakeFetch } from '@tests/support/fake-fetch';
import { describe, expect, it } from 'vitest';
import { fetchJson, HttpError } from './http';

/** A server that never answers: the request only ends when its signal aborts. */
const hanging = (call: FetchCall) =>
  new Promise<Response>((_, reject) => {
    call.signal?.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
  });

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('fetchJson', () => {
  it('returns the parsed body and the ETag of a 2xx answer', async () => {
    fakeFetch({ otherwise: Response.json([{ id: 1 }], { headers: { ETag: '"v1"' } }) });
    const result = await fetchJson('/api/deals');
    expect(result).toMatchObject({ status: 200, data: [{ id: 1 }], etag: '"v1"' });
  });

  it('sends the ETag as If-None-Match and reports 304 as not modified', async () => {
    const network = fakeFetch({ otherwise: new Response(null, { status: 304 }) });
    const result = await fetchJson('/api/deals', { etag: '"v1"' });
    expect(result.status).toBe(304);
    expect(network.calls[0]!.headers.get('If-None-Match')).toBe('"v1"');
  });

  it.each([404, 410, 500, 503])('rejects status %i with the status and a clear message', async (status) => {
    fakeFetch({ otherwise: new Response('nope', { status }) });
    const error = await failure(fetchJson('/api/deals'));
    expect(error.kind).toBe('status');
    expect(error.status).toBe(status);
    expect(error.message).toBe(`Request to /api/deals failed with status ${status}`);
  });

  it('rejects a body that is not JSON with a clear message', async () => {
    fakeFetch({
      otherwise: new Response('<!doctype html><title>Offline</title>', {
        headers: { 'Content-Type': 'text/html' },
      }),
    });
    const error = await failure(fetchJson('/api/deals'));
    expect(error.kind).toBe('parse');
    expect(error.message).toBe('Response from /api/deals is not valid JSON');
  });

  it('rejects a network failure as a network error', async () => {
    fakeFetch({ otherwise: new TypeError('Failed to fetch') });
    const error = await failure(fetchJson('/api/deals'));
    expect(error.kind).toBe('network');
    expect(error.message).toContain('Failed to fetch');
  });

  it('gives up after the time-out when one is set', async () => {
    fakeFetch({ otherwise: hanging });
    const error = await failure(fetchJson('/api/deals', { timeoutMs: 5 }));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('Request to /api/deals timed out after 5 ms');
  });

  it('has no time-out by default (spec: timeout 0 means none)', async () => {
    const network = fakeFetch({ otherwise: [] });
    await fetchJson('/api/deals');
    expect(network.calls[0]!.signal).toBeUndefined();
  });

  it('passes the caller’s abort through unchanged', async () => {
    fakeFetch({ otherwise: hanging });
    const controller = new AbortController();
    const pending = fetchJson('/api/deals', { signal: controller.signal, timeoutMs: 60_000 });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
