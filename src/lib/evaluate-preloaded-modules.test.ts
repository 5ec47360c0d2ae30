import { describe, expect, it } from 'vitest';
import { evaluatePreloadedModules, preloadedScreenChunks } from './evaluate-preloaded-modules';

const pageWith = (head: string) =>
  new DOMParser().parseFromString(`<html><head>${head}</head></html>`, 'text/html');

describe('the screen chunks a drawn page preloads', () => {
  it('are read from its low-priority module preloads, dependencies first', () => {
    const page = pageWith(`
      <link rel="modulepreload" crossorigin href="/assets/vanilla.js">
      <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/deal.js">
      <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/database.js">
      <link rel="prefetch" as="script" crossorigin href="/assets/search.js">`);
    expect(preloadedScreenChunks(page).map((href) => new URL(href, 'http://x').pathname)).toEqual([
      '/assets/database.js',
      '/assets/deal.js',
    ]);
  });

  it('are none on the offline shell, which preloads nothing', () => {
    expect(preloadedScreenChunks(pageWith(''))).toEqual([]);
  });
});

describe('evaluatePreloadedModules', () => {
  it('imports each chunk in a task of its own, in order', async () => {
    const order: string[] = [];
    // Work another part of the page queues while a chunk is evaluated runs before the next chunk.
    const queueOtherWork = () => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        order.push('other work');
        channel.port1.close();
      };
      channel.port2.postMessage(null);
    };
    await evaluatePreloadedModules(['a', 'b', 'c'], async (href) => {
      order.push(href);
      queueOtherWork();
    });
    expect(order).toEqual(['a', 'other work', 'b', 'other work', 'c', 'other work']);
  });

  it('goes on past a chunk that fails to load, leaving it to the route to report', async () => {
    const imported: string[] = [];
    await evaluatePreloadedModules(['gone', 'here'], async (href) => {
      if (href === 'gone') throw new TypeError('Failed to fetch dynamically imported module');
      imported.push(href);
    });
    expect(imported).toEqual(['here']);
  });
});
