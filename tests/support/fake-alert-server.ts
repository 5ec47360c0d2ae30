// The server as the outbox meets it in component tests: every kept write that is sent (fetch) is recorded
// with its method, path, body, headers and idempotency key, and answered as the test says (200 with {} otherwise).
import { type FakeFetch, fakeFetch, jsonResponse } from './fake-fetch';

export interface SentRequest {
  method: string;
  path: string;
  search: string;
  /** A JSON body parsed, a form-encoded one as text; '' without a body. */
  body: unknown;
  key: string | undefined;
  headers: Headers;
}

export function fakeAlertServer() {
  const network: FakeFetch = fakeFetch({ otherwise: {} });
  return {
    /** Every request so far, in order. */
    get sent(): SentRequest[] {
      return network.calls.map((call) => ({
        method: call.method,
        path: call.path,
        search: call.search,
        body: call.body ?? '',
        key: call.headers.get('Idempotency-Key') ?? undefined,
        headers: call.headers,
      }));
    },
    /**
     * Answers `method path` with `status` and `body` (JSON) from now on; a function is asked at each request,
     * with the request's body.
     */
    answer(method: string, path: string, status: number, body: unknown) {
      network.on(method, path, (call) =>
        jsonResponse(status, typeof body === 'function' ? body(call.body ?? '') : body),
      );
    },
  };
}
