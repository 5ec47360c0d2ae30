// The network as a test describes it: fakeFetch() puts a stand-in for fetch in place for the current test
// (call it in the test or in beforeEach), records every request, answers it by method and address as the
// test says, and puts the real fetch back when the test ends.
import { type Mock, onTestFinished, vi } from 'vitest';

/** One request as the code sent it. */
export interface FetchCall {
  method: string;
  /** The address as the code passed it. */
  url: string;
  /** The address's path and query string, read against the page's origin. */
  path: string;
  search: string;
  headers: Headers;
  /** A JSON body parsed, any other text as text, any other body as it was given; undefined without one. */
  body: unknown;
  /** The signal the code passed, if any: an answer that never comes can end when it aborts. */
  signal: AbortSignal | undefined;
}

/**
 * What a request gets: a Response (a fresh copy each time), an Error (the request fails with it, as fetch
 * does offline), or any other value, sent as a 200 JSON body.
 */
export type FetchReply = Response | Error | object | string | number | boolean | null;

/** A reply, or a function of the request that gives one; undefined from the function passes the request on. */
export type FetchAnswer =
  | FetchReply
  | ((call: FetchCall) => FetchReply | undefined | Promise<FetchReply | undefined>);

export interface FakeFetch {
  /** Every request, in the order sent. */
  calls: FetchCall[];
  /** The stand-in itself, for assertions on how fetch was called. */
  fetch: Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;
  /**
   * Answers requests with `method` ('*' for any) to `url`: a string is the path, matched with or without the
   * query string unless it has one of its own; a RegExp is tried on path and query string together. The
   * route given last is tried first.
   */
  on(method: string, url: string | RegExp, answer: FetchAnswer): FakeFetch;
}

export interface FakeFetchOptions {
  /** The answer to a request no route answers: by default it fails, naming the request. */
  otherwise?: FetchAnswer;
}

/** A JSON answer with its status. */
export const jsonResponse = (status: number, body: unknown, headers: HeadersInit = {}): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...Object.fromEntries(new Headers(headers)) },
  });

/** Answers each request with the next of `replies`; the last one repeats. */
export function inTurn(...replies: FetchReply[]): (call: FetchCall) => FetchReply {
  const queue = [...replies];
  return () => (queue.length > 1 ? queue.shift()! : queue[0]!);
}

/** Answers the first request it is asked with `reply`, and passes every later one on. */
export function once(reply: FetchReply): (call: FetchCall) => FetchReply | undefined {
  let used = false;
  return () => {
    if (used) return undefined;
    used = true;
    return reply;
  };
}

const readBody = (body: BodyInit | null | undefined): unknown => {
  if (body === undefined || body === null) return undefined;
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
};

const toResponse = (reply: FetchReply | undefined): Promise<Response> => {
  if (reply instanceof Error) return Promise.reject(reply);
  if (reply instanceof Response) return Promise.resolve(reply.clone());
  return Promise.resolve(jsonResponse(200, reply));
};

interface Route {
  method: string;
  matches: (call: FetchCall) => boolean;
  answer: FetchAnswer;
}

const matcher = (url: string | RegExp) => (call: FetchCall) => {
  const address = `${call.path}${call.search}`;
  if (url instanceof RegExp) return url.test(address);
  return url.includes('?') ? address === url : call.path === url;
};

const ask = async (answer: FetchAnswer, call: FetchCall): Promise<FetchReply | undefined> =>
  typeof answer === 'function' ? answer(call) : answer;

export function fakeFetch(options: FakeFetchOptions = {}): FakeFetch {
  const routes: Route[] = [];
  const calls: FetchCall[] = [];
  const otherwise: FetchAnswer =
    options.otherwise ??
    ((call: FetchCall) => new Error(`fakeFetch: nothing answers ${call.method} ${call.url}`));

  const stand = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const request = input instanceof Request ? input : undefined;
    const url = request ? request.url : String(input);
    const address = new URL(url, globalThis.location?.href ?? 'http://localhost/');
    const call: FetchCall = {
      method: (init.method ?? request?.method ?? 'GET').toUpperCase(),
      url,
      path: address.pathname,
      search: address.search,
      headers: new Headers(init.headers ?? request?.headers),
      body: readBody(init.body),
      signal: init.signal ?? request?.signal,
    };
    calls.push(call);
    for (const route of routes) {
      if (route.method !== '*' && route.method !== call.method) continue;
      if (!route.matches(call)) continue;
      const reply = await ask(route.answer, call);
      if (reply !== undefined) return toResponse(reply);
    }
    return toResponse(await ask(otherwise, call));
  });

  const real = globalThis.fetch;
  globalThis.fetch = stand as typeof fetch;
  onTestFinished(() => {
    globalThis.fetch = real;
  });

  const fake: FakeFetch = {
    calls,
    fetch: stand,
    on(method, url, answer) {
      routes.unshift({ method: method.toUpperCase(), matches: matcher(url), answer });
      return fake;
    },
  };
  return fake;
}
