// The server as the outbox meets it in component tests: every kept write that is sent (fetch) is recorded
// with its method, path, body and idempotency key, and answered as the test says (200 with {} otherwise).
import { type Mock, vi } from 'vitest';

export interface SentRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
  key: string | undefined;
}

export function fakeAlertServer() {
  const sent: SentRequest[] = [];
  const answers = new Map<string, (body: unknown) => Response>();
  const fetchMock: Mock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const address = new URL(url, window.location.origin);
    const method = init.method ?? 'GET';
    const text = typeof init.body === 'string' ? init.body : '';
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // A form-encoded body stays text.
    }
    sent.push({
      method,
      path: address.pathname,
      search: address.search,
      body,
      key: (init.headers as Record<string, string> | undefined)?.['Idempotency-Key'],
    });
    const answer = answers.get(`${method} ${address.pathname}`);
    return answer ? answer(body) : new Response('{}', { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    sent,
    fetchMock,
    /**
     * Answers `method path` with `status` and `body` (JSON) from now on; a function is asked at each request,
     * with the request's body.
     */
    answer(method: string, path: string, status: number, body: unknown) {
      answers.set(
        `${method} ${path}`,
        (sentBody) =>
          new Response(JSON.stringify(typeof body === 'function' ? body(sentBody) : body), { status }),
      );
    },
  };
}
