import { PREFETCHED_CHUNKS_SCRIPT_ID, SCREEN_CHUNKS_SCRIPT_ID } from '@shared/site/screen-chunks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_STARTING_MARK } from './app-intent';
import {
  prefetchSearchChunks,
  prefetchTakeoverChunks,
  prefetchWithoutServiceWorker,
  preloadTakeoverChunks,
} from './screen-chunks';

const name = (text: string, id = SCREEN_CHUNKS_SCRIPT_ID) => {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = id;
  script.textContent = text;
  document.head.append(script);
};

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => ({
    href: new URL(link.href).pathname,
    crossOrigin: link.crossOrigin,
  }));

const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map(
    (link) => new URL(link.href).pathname,
  );

afterEach(() => {
  document.head.innerHTML = '';
});

describe('preloadTakeoverChunks', () => {
  it('asks for each chunk the page names as a module preload', async () => {
    name(JSON.stringify(['/assets/deal-Cc33Dd44.js', '/assets/deal-grid-Ee55Ff66.js']));
    await preloadTakeoverChunks();
    expect(preloads()).toEqual([
      { href: '/assets/deal-Cc33Dd44.js', crossOrigin: '' },
      { href: '/assets/deal-grid-Ee55Ff66.js', crossOrigin: '' },
    ]);
  });

  it('asks for nothing when the page names no chunks, or names them in a list it cannot read', async () => {
    await preloadTakeoverChunks();
    name('{"not": "a list"');
    await preloadTakeoverChunks();
    document.head.innerHTML = '';
    name(JSON.stringify({ chunks: ['/assets/deal-Cc33Dd44.js'] }));
    await preloadTakeoverChunks();
    expect(preloads()).toEqual([]);
  });

  it('adds the links four at a time, each four in one insertion, so no task adds many', async () => {
    name(JSON.stringify(Array.from({ length: 9 }, (_, i) => `/assets/chunk-${i}.js`)));
    const added: number[] = [];
    const append = document.head.append.bind(document.head);
    const insertions = vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      for (const node of nodes) added.push(typeof node === 'string' ? 0 : node.childNodes.length);
      append(...nodes);
    });
    await preloadTakeoverChunks();
    insertions.mockRestore();
    expect(added).toEqual([4, 4, 1]);
    expect(preloads()).toHaveLength(9);
  });

  it('skips entries that are not paths', async () => {
    name(JSON.stringify([42, null, '/assets/faq-Ee55Ff66.js']));
    await preloadTakeoverChunks();
    expect(preloads()).toEqual([{ href: '/assets/faq-Ee55Ff66.js', crossOrigin: '' }]);
  });
});

describe('prefetchTakeoverChunks and prefetchSearchChunks', () => {
  /** A browser without service workers, and one whose service worker's precache holds every chunk. */
  const withoutServiceWorkers = {} as Navigator;
  const withServiceWorkers = { serviceWorker: {} } as Navigator;

  it('before the app is needed, only prefetch the chunks: fetched into the cache, not run', async () => {
    name(JSON.stringify(['/assets/deal-Cc33Dd44.js']));
    await prefetchTakeoverChunks(document, withoutServiceWorkers);
    expect(preloads()).toEqual([]);
    expect(prefetched()).toEqual(['/assets/deal-Cc33Dd44.js']);
  });

  it('prefetch what the page names for after its load, apart from the takeover’s chunks', async () => {
    name(JSON.stringify(['/assets/deal-Cc33Dd44.js']));
    name(
      JSON.stringify(['/assets/search-Aa11Bb22.js', 42, '/assets/search-Aa11Bb22.css']),
      PREFETCHED_CHUNKS_SCRIPT_ID,
    );
    await prefetchSearchChunks(document, withoutServiceWorkers);
    expect(preloads()).toEqual([]);
    expect(prefetched()).toEqual(['/assets/search-Aa11Bb22.js', '/assets/search-Aa11Bb22.css']);
  });

  it('add no links where the service worker’s precache fetches the same chunks', async () => {
    name(JSON.stringify(['/assets/deal-Cc33Dd44.js']));
    name(JSON.stringify(['/assets/search-Aa11Bb22.js']), PREFETCHED_CHUNKS_SCRIPT_ID);
    await prefetchTakeoverChunks(document, withServiceWorkers);
    await prefetchSearchChunks(document, withServiceWorkers);
    expect(prefetched()).toEqual([]);
    expect(preloads()).toEqual([]);
  });
});

describe('prefetchWithoutServiceWorker', () => {
  afterEach(() => {
    performance.clearMarks(APP_STARTING_MARK);
  });

  it('where the service worker could not register, prefetch the takeover’s chunks and the search screen’s', async () => {
    name(JSON.stringify(['/assets/deal-Cc33Dd44.js']));
    name(JSON.stringify(['/assets/search-Aa11Bb22.js']), PREFETCHED_CHUNKS_SCRIPT_ID);
    await prefetchWithoutServiceWorker(document);
    expect(prefetched()).toEqual(['/assets/deal-Cc33Dd44.js', '/assets/search-Aa11Bb22.js']);
    expect(preloads()).toEqual([]);
  });

  it('once the app has started (it preloads its own chunks), prefetch only the search screen’s', async () => {
    name(JSON.stringify(['/assets/deal-Cc33Dd44.js']));
    name(JSON.stringify(['/assets/search-Aa11Bb22.js']), PREFETCHED_CHUNKS_SCRIPT_ID);
    performance.mark(APP_STARTING_MARK);
    await prefetchWithoutServiceWorker(document);
    expect(prefetched()).toEqual(['/assets/search-Aa11Bb22.js']);
  });
});
