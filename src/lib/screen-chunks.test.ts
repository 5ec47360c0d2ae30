import { describe, expect, it } from 'vitest';
import { evaluateScreenChunks, listedScreenChunks, preloadScreenChunks } from './screen-chunks';

const pageWith = (head: string) =>
  new DOMParser().parseFromString(`<html><head>${head}</head><body></body></html>`, 'text/html');
const LISTED =
  '<script type="application/json" id="screen-chunks">["/assets/deal.js","/assets/database.js"]</script>';

describe('the screen chunks a drawn page lists', () => {
  it('are read from its list, in the server’s order', () => {
    expect(listedScreenChunks(pageWith(LISTED))).toEqual(['/assets/deal.js', '/assets/database.js']);
  });

  it('are none on the offline shell, which lists nothing, or when the list is malformed', () => {
    expect(listedScreenChunks(pageWith(''))).toEqual([]);
    expect(
      listedScreenChunks(pageWith('<script type="application/json" id="screen-chunks">{no</script>')),
    ).toEqual([]);
    expect(
      listedScreenChunks(pageWith('<script type="application/json" id="screen-chunks">{"a":1}</script>')),
    ).toEqual([]);
  });

  it('are asked for as module preloads when the app starts', async () => {
    const page = pageWith(LISTED);
    expect(page.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    expect(await preloadScreenChunks(page)).toEqual(['/assets/deal.js', '/assets/database.js']);
    const preloads = [...page.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/deal.js',
      '/assets/database.js',
    ]);
  });
});

describe('evaluateScreenChunks', () => {
  it('imports each chunk in a task of its own, dependencies first', async () => {
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
    await evaluateScreenChunks(['screen', 'schemas', 'database'], async (href) => {
      order.push(href);
      queueOtherWork();
    });
    expect(order).toEqual(['database', 'other work', 'schemas', 'other work', 'screen', 'other work']);
  });

  it('goes on past a chunk that fails to load, leaving it to the route to report', async () => {
    const imported: string[] = [];
    await evaluateScreenChunks(['here', 'gone'], async (href) => {
      if (href === 'gone') throw new TypeError('Failed to fetch dynamically imported module');
      imported.push(href);
    });
    expect(imported).toEqual(['here']);
  });
});
