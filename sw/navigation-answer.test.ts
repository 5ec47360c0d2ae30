import { PAGE_ENTRY_HEADER } from '@shared/worker-protocol/page-entry';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  answerFromServer,
  answerNavigation,
  chooseForResponse,
  isOwnBuild,
  isPrefetch,
  NAVIGATION_TIMEOUT_MS,
  type NavigationInputs,
} from './navigation-answer';

const ORIGIN = 'https://rarefinds.example';
const OWN_ENTRY = '/assets/index-Own12345.js';
const NEW_ENTRY = '/assets/index-New67890.js';
const precached = new Set([`${ORIGIN}${OWN_ENTRY}`, `${ORIGIN}/index.html`]);
const ownBuild = (response: Response) => isOwnBuild(response, (url) => precached.has(url), ORIGIN);

/** A page as the server sends it: drawn with this worker's build unless `entry` says otherwise. */
const page = (text: string, { status = 200, entry = OWN_ENTRY as string | null } = {}) =>
  new Response(`<div id="root"><h1>${text}</h1></div>`, {
    status,
    headers: { 'content-type': 'text/html', ...(entry === null ? {} : { [PAGE_ENTRY_HEADER]: entry }) },
  });

const SHELL = '<div id="root"></div>';

/** The inputs of one navigation: online, no preload, the network answering `network`, the shell precached. */
function navigation(network: () => Promise<Response>, overrides: Partial<NavigationInputs> = {}) {
  const fetchPage = vi.fn(network);
  const shell = vi.fn(async () => new Response(SHELL, { headers: { 'content-type': 'text/html' } }));
  const inputs: NavigationInputs = { online: true, fetchPage, shell, ownBuild, ...overrides };
  return { inputs, fetchPage, shell };
}

const textOf = async (response: Promise<Response>) => (await response).text();

afterEach(() => {
  vi.useRealTimers();
});

describe('a navigation to one of the site’s pages', () => {
  it('shows the page the server draws while online', async () => {
    const { inputs, shell } = navigation(async () => page('Sony headphones'));
    await expect(textOf(answerNavigation(inputs))).resolves.toContain('<h1>Sony headphones</h1>');
    expect(shell).not.toHaveBeenCalled();
  });

  it('uses the navigation preload’s answer and asks the network nothing more', async () => {
    const { inputs, fetchPage } = navigation(async () => page('second request'), {
      preloaded: Promise.resolve(page('preloaded')),
    });
    await expect(textOf(answerNavigation(inputs))).resolves.toContain('<h1>preloaded</h1>');
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it('asks the network itself when there is no preload (preload off, or a browser without it)', async () => {
    const { inputs, fetchPage } = navigation(async () => page('fetched'), {
      preloaded: Promise.resolve(undefined),
    });
    await expect(textOf(answerNavigation(inputs))).resolves.toContain('<h1>fetched</h1>');
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s 404 and 403 pages: they are its answer, not a failure', async () => {
    for (const status of [404, 403]) {
      const { inputs, shell } = navigation(async () => page(`status ${status}`, { status }));
      const response = await answerNavigation(inputs);
      expect(response.status).toBe(status);
      expect(await response.text()).toContain(`status ${status}`);
      expect(shell).not.toHaveBeenCalled();
    }
  });

  it('passes on a redirect (a navigation’s opaque redirect names no build)', async () => {
    const redirect = { status: 0, type: 'opaqueredirect', headers: new Headers() } as Response;
    expect(chooseForResponse(redirect, ownBuild)).toBe('page');
    const { inputs } = navigation(async () => redirect);
    await expect(answerNavigation(inputs)).resolves.toBe(redirect);
  });

  it('opens the shell when the server errs (500) or a proxy before it does (502, 503, 504)', async () => {
    for (const status of [500, 502, 503, 504]) {
      const { inputs } = navigation(async () => page('Bad gateway', { status, entry: null }));
      await expect(textOf(answerNavigation(inputs))).resolves.toBe(SHELL);
    }
  });

  it('opens the shell when the network fails, the preload included', async () => {
    const failed = navigation(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(textOf(answerNavigation(failed.inputs))).resolves.toBe(SHELL);
    const preloadFailed = navigation(async () => page('never asked'), {
      preloaded: Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(textOf(answerNavigation(preloadFailed.inputs))).resolves.toBe(SHELL);
    expect(preloadFailed.fetchPage).not.toHaveBeenCalled();
  });

  it(`opens the shell when the server has not begun to answer after ${NAVIGATION_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers();
    let answer: (response: Response) => void = () => {};
    const { inputs } = navigation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const answered = answerNavigation(inputs);
    let settled = false;
    void answered.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(NAVIGATION_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(textOf(answered)).resolves.toBe(SHELL);
    // The late page changes nothing.
    answer(page('too late'));
  });

  it('takes a slow page that begins within the time', async () => {
    vi.useFakeTimers();
    const { inputs } = navigation(
      () =>
        new Promise<Response>((resolve) =>
          setTimeout(() => resolve(page('slow')), NAVIGATION_TIMEOUT_MS - 100),
        ),
    );
    const answered = answerNavigation(inputs);
    await vi.advanceTimersByTimeAsync(NAVIGATION_TIMEOUT_MS - 100);
    await expect(textOf(answered)).resolves.toContain('<h1>slow</h1>');
  });

  it('opens the shell at once when the device knows it is offline, waiting on nothing', async () => {
    const { inputs, fetchPage } = navigation(async () => page('never asked'), {
      online: false,
      preloaded: Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(textOf(answerNavigation(inputs))).resolves.toBe(SHELL);
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it('opens this worker’s shell for a page of another build (a deploy since the worker was installed)', async () => {
    const { inputs } = navigation(async () => page('new version', { entry: NEW_ENTRY }));
    await expect(textOf(answerNavigation(inputs))).resolves.toBe(SHELL);
  });

  it('passes on the server’s answer, or fails as the network did, when the precache has lost the shell', async () => {
    const lost = async () => undefined;
    const erred = navigation(async () => page('Server error', { status: 500, entry: null }), { shell: lost });
    expect((await answerNavigation(erred.inputs)).status).toBe(500);
    const failed = navigation(
      async () => {
        throw new TypeError('Failed to fetch');
      },
      { shell: lost },
    );
    expect((await answerNavigation(failed.inputs)).type).toBe('error');
  });

  it('never answers a speculative prefetch with the shell: it fails, and the navigation decides later', async () => {
    const erred = navigation(async () => page('Server error', { status: 503 }), { prefetch: true });
    expect((await answerNavigation(erred.inputs)).type).toBe('error');
    expect(erred.shell).not.toHaveBeenCalled();
    const offline = navigation(async () => page('never asked'), { prefetch: true, online: false });
    expect((await answerNavigation(offline.inputs)).type).toBe('error');
    const fine = navigation(async () => page('prefetched'), { prefetch: true });
    await expect(textOf(answerNavigation(fine.inputs))).resolves.toContain('prefetched');
  });
});

describe('isOwnBuild', () => {
  it('knows a page by the entry script it names: this worker’s build if the script is precached', () => {
    expect(ownBuild(page('a', { entry: OWN_ENTRY }))).toBe(true);
    expect(ownBuild(page('a', { entry: `${ORIGIN}${OWN_ENTRY}` }))).toBe(true);
    expect(ownBuild(page('a', { entry: NEW_ENTRY }))).toBe(false);
  });

  it('takes a response that names no entry for the server’s own answer', () => {
    expect(ownBuild(page('a', { entry: null }))).toBe(true);
  });
});

describe('isPrefetch', () => {
  it('recognises a Speculation Rules prefetch, and nothing else', () => {
    // The browser sets these; a script's own Request may not (Sec- names are forbidden to it).
    const request = (headers: Record<string, string>) => ({ headers: new Headers(headers) }) as Request;
    expect(isPrefetch(request({ 'sec-purpose': 'prefetch' }))).toBe(true);
    expect(isPrefetch(request({ 'sec-purpose': 'prefetch;prerender' }))).toBe(true);
    expect(isPrefetch(request({ purpose: 'prefetch' }))).toBe(true);
    expect(isPrefetch(request({}))).toBe(false);
  });
});

describe('a navigation to a path only the server answers', () => {
  it('is answered with the preloaded request, so a /go/ click is never asked for twice', async () => {
    const fetchPage = vi.fn(async () => new Response('second'));
    const preloaded = Promise.resolve(
      new Response(null, { status: 302, headers: { location: 'https://shop' } }),
    );
    expect((await answerFromServer({ preloaded, fetchPage })).status).toBe(302);
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it('asks the network when nothing was preloaded, and fails as it does', async () => {
    const fetchPage = vi.fn(async () => new Response('from the network'));
    await expect(textOf(answerFromServer({ preloaded: undefined, fetchPage }))).resolves.toBe(
      'from the network',
    );
    const failing = vi.fn(async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    });
    await expect(
      answerFromServer({ preloaded: Promise.resolve(undefined), fetchPage: failing }),
    ).rejects.toThrow(TypeError);
  });
});
