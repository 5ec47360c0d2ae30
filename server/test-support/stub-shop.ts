// A shop for the link checker's tests and benchmark: node:http on loopback addresses (127.0.0.1, and more of
// 127.0.0.0/8 when asked: Linux answers on all of them), one port for all. Its pages answer as real shops do:
// a product in stock, gone (404, 410), sent to the home page, a redirect loop, a chain too long, out of stock
// (by its words or its structured data), slow, huge, malformed, or refusing HEAD. It records every request.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ShopRequest {
  method: string;
  host: string;
  path: string;
  userAgent: string | undefined;
}

export interface StubShop {
  port: number;
  /** http://{host}:{port}, the first host by default. */
  origin(host?: string): string;
  requests: ShopRequest[];
  /** Bytes of /huge written (into the connection's buffers) until the reader closed it or all was sent. */
  huge: { sent: number; closedEarly: boolean };
  close(): Promise<void>;
}

/** /huge's size: far beyond what the checker reads, and what loopback's buffers take in at once. */
export const HUGE_BYTES = 64 * 1024 * 1024;

export const SHOP_PAGES = {
  /** In stock by its structured data, though a related product's words say "sold out". */
  inStock: `<!doctype html><html><head><title>Kettle</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Kettle",
"offers":{"@type":"Offer","price":"24.99","availability":"https://schema.org/InStock"}}</script></head>
<body><h1>Kettle</h1><p>Add to cart</p><aside>Blue kettle: sold out</aside></body></html>`,
  /** Out of stock by the words a shopper sees, with no structured data. */
  soldOutWords: `<!doctype html><html><body><h1>Toaster</h1>
<p class="stock">Sorry, this item is <b>sold&nbsp;out</b>.</p><script>var s = "in stock";</script></body></html>`,
  /** Out of stock by microdata. */
  outOfStockData: `<html><body itemscope itemtype="https://schema.org/Product"><h1>Blender</h1>
<div itemprop="offers" itemscope itemtype="https://schema.org/Offer">
<link itemprop="availability" href="https://schema.org/OutOfStock"><span>Notify me</span></div></body></html>`,
  malformed: `<html><head><title>Lamp</title><scr<ipt>>><!-- <div class="x" <p>Out of<</p> <<<>>>
<div "unbalanced='quote><p>currently available</span></div></td></table><script>unclosed `,
  home: '<html><body><h1>Welcome to the shop</h1></body></html>',
} as const;

/** The shop's pages by path. `slowMs`: how long /slow keeps the checker waiting. */
function handler(slowMs: number, record: (request: ShopRequest) => void, huge: StubShop['huge']) {
  const html = (response: ServerResponse, body: string, status = 200) => {
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    response.end(response.req.method === 'HEAD' ? undefined : body);
  };
  const redirect = (response: ServerResponse, location: string, status = 302) => {
    response.writeHead(status, { location });
    response.end();
  };
  return (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://shop');
    const path = url.pathname;
    record({
      method: request.method ?? '',
      host: request.headers.host ?? '',
      path: `${path}${url.search}`,
      userAgent: request.headers['user-agent'],
    });
    const chain = /^\/chain\/(\d+)$/.exec(path);
    if (chain) return redirect(response, `/chain/${Number(chain[1]) + 1}`);
    const hops = /^\/hops\/(\d+)$/.exec(path);
    if (hops) {
      const left = Number(hops[1]);
      return left > 0 ? redirect(response, `/hops/${left - 1}`, 301) : html(response, SHOP_PAGES.inStock);
    }
    switch (path) {
      case '/redirect':
        return redirect(response, url.searchParams.get('to') ?? '/');
      case '/':
        return html(response, SHOP_PAGES.home);
      case '/product/kettle':
        return html(response, SHOP_PAGES.inStock);
      case '/product/gone':
        return html(response, '<h1>Not found</h1>', 404);
      case '/product/removed':
        return html(response, '<h1>Gone</h1>', 410);
      case '/product/moved':
        return redirect(response, '/');
      case '/product/elsewhere':
        return redirect(response, '/product/kettle', 301);
      case '/loop-a':
        return redirect(response, '/loop-b');
      case '/loop-b':
        return redirect(response, '/loop-a');
      case '/product/toaster':
        return html(response, SHOP_PAGES.soldOutWords);
      case '/product/blender':
        return html(response, SHOP_PAGES.outOfStockData);
      case '/product/lamp':
        return html(response, SHOP_PAGES.malformed);
      case '/head-refused':
        if (request.method === 'HEAD') {
          response.writeHead(405, { allow: 'GET' });
          return response.end();
        }
        return html(response, SHOP_PAGES.inStock);
      case '/busy':
        response.writeHead(429, { 'retry-after': '120' });
        return response.end();
      case '/broken':
        return html(response, '<h1>Oops</h1>', 503);
      case '/slow': {
        const timer = setTimeout(() => html(response, SHOP_PAGES.inStock), slowMs);
        response.on('close', () => clearTimeout(timer));
        return;
      }
      case '/huge': {
        response.writeHead(200, { 'content-type': 'text/html' });
        if (request.method === 'HEAD') return response.end();
        // A page in stock whose "sold out" comes only after 512 KB, past what the checker reads.
        const chunk = Buffer.from(`<p>${'All good here. '.repeat(1000)}</p>\n`);
        const late = Buffer.from('<p>Sold out</p>');
        let closed = false;
        response.on('close', () => {
          closed = true;
          huge.closedEarly = huge.sent < HUGE_BYTES;
        });
        const write = () => {
          while (!closed && huge.sent < HUGE_BYTES) {
            const piece = huge.sent >= 512 * 1024 && huge.sent < 512 * 1024 + chunk.length ? late : chunk;
            huge.sent += piece.length;
            if (!response.write(piece)) return void response.once('drain', write);
          }
          if (!closed) response.end();
        };
        huge.sent = 0;
        huge.closedEarly = false;
        return write();
      }
      default:
        return html(response, '<h1>Not found</h1>', 404);
    }
  };
}

export async function startStubShop({
  hosts = ['127.0.0.1'],
  slowMs = 5_000,
}: {
  hosts?: readonly string[];
  slowMs?: number;
} = {}): Promise<StubShop> {
  const requests: ShopRequest[] = [];
  const huge = { sent: 0, closedEarly: false };
  const handle = handler(slowMs, (request) => requests.push(request), huge);
  const servers: http.Server[] = [];
  let port = 0;
  for (const host of hosts) {
    const server = http.createServer(handle);
    // Keep-alive is not used by the checker (a fresh connection per request); close idle ones at once.
    server.keepAliveTimeout = 1;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    port = (server.address() as AddressInfo).port;
    servers.push(server);
  }
  return {
    port,
    origin: (host = hosts[0]!) => `http://${host}:${port}`,
    requests,
    huge,
    close: async () => {
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.closeAllConnections();
              server.close(() => resolve());
            }),
        ),
      );
    },
  };
}
