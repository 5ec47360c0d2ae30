// A shop for the watch checks' tests and benchmark: node:http on loopback addresses (127.0.0.1, and more of
// 127.0.0.0/8 when asked: Linux answers on all of them), one port for all. Each product page /p/{slug}
// states its product in JSON-LD (name, image, price, currency, availability) as the test last set it; a
// product not set, or removed, answers 404. /robots.txt allows everything but the paths the test disallows.
// It records every request. watchShopReader is the site's product reader for it, without the pacer's second.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHostPacer } from '../link-check/host-pacer.ts';
import { type ReaderDeps, WATCH_AGENT_TOKEN, watchUserAgent } from '../watch/product-reader.ts';
import { createRobots } from '../watch/robots.ts';

export interface ShopProduct {
  name: string;
  price: number;
  currency?: string;
  availability?: 'in_stock' | 'out_of_stock';
  image?: string;
}

export interface WatchShopRequest {
  host: string;
  path: string;
  userAgent: string | undefined;
}

export interface WatchShop {
  port: number;
  /** http://{host}:{port}, the first host by default. */
  origin(host?: string): string;
  /** The address of a product's page. */
  page(slug: string, host?: string): string;
  /** Sets what a product's page states from now on (merged with what it stated). */
  set(slug: string, product: Partial<ShopProduct>): void;
  /** The page answers 404 from now on. */
  remove(slug: string): void;
  /** robots.txt disallows these paths (for every robot) from now on; none by default. */
  disallow(paths: string[]): void;
  requests: WatchShopRequest[];
  close(): Promise<void>;
}

const AVAILABILITY = { in_stock: 'InStock', out_of_stock: 'OutOfStock' } as const;

export const productPageHtml = (product: ShopProduct): string => {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.image ? { image: product.image } : {}),
    offers: {
      '@type': 'Offer',
      price: product.price.toFixed(2),
      priceCurrency: product.currency ?? 'USD',
      availability: `https://schema.org/${AVAILABILITY[product.availability ?? 'in_stock']}`,
    },
  };
  return `<!doctype html><html><head><title>${product.name}</title>
<script type="application/ld+json">${JSON.stringify(data)}</script></head>
<body><h1>${product.name}</h1><p>Add to cart</p></body></html>`;
};

export async function startWatchShop({
  hosts = ['127.0.0.1'],
}: {
  hosts?: readonly string[];
} = {}): Promise<WatchShop> {
  const products = new Map<string, ShopProduct>();
  let disallowed: string[] = [];
  const requests: WatchShopRequest[] = [];
  const send = (response: ServerResponse, status: number, type: string, body: string) => {
    response.writeHead(status, { 'content-type': type });
    response.end(body);
  };
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://shop');
    requests.push({
      host: request.headers.host ?? '',
      path: url.pathname,
      userAgent: request.headers['user-agent'],
    });
    if (url.pathname === '/robots.txt') {
      const rules = disallowed.length > 0 ? disallowed.map((path) => `Disallow: ${path}`) : ['Disallow:'];
      return send(response, 200, 'text/plain', `User-agent: *\n${rules.join('\n')}\n`);
    }
    const slug = /^\/p\/([^/]+)$/.exec(url.pathname)?.[1];
    const product = slug === undefined ? undefined : products.get(slug);
    if (!product) return send(response, 404, 'text/html; charset=utf-8', '<h1>Not found</h1>');
    return send(response, 200, 'text/html; charset=utf-8', productPageHtml(product));
  };
  const servers: http.Server[] = [];
  let port = 0;
  for (const host of hosts) {
    const server = http.createServer(handle);
    // The reader opens a fresh connection per request; close idle ones at once.
    server.keepAliveTimeout = 1;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    port = (server.address() as AddressInfo).port;
    servers.push(server);
  }
  const origin = (host = hosts[0]!) => `http://${host}:${port}`;
  return {
    port,
    origin,
    page: (slug, host) => `${origin(host)}/p/${slug}`,
    set(slug, product) {
      const before = products.get(slug);
      products.set(slug, { name: slug, price: 1, ...before, ...product });
    },
    remove: (slug) => void products.delete(slug),
    disallow(paths) {
      disallowed = [...paths];
    },
    requests,
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

/**
 * The site's product reader (productReaderDeps) for a shop on these hosts, with its own robots.txt cache, and
 * a pacer that keeps the order of requests but not the second between them: tests need no real waits.
 */
export function watchShopReader(hosts: readonly string[], publicOrigin: string): ReaderDeps {
  const pacer = createHostPacer({ intervalMs: 0 });
  const userAgent = watchUserAgent(publicOrigin);
  return {
    allowHosts: hosts,
    userAgent,
    pacer,
    robots: createRobots({ allowHosts: hosts, userAgent, agentToken: WATCH_AGENT_TOKEN, pacer }),
    timeoutMs: 5_000,
  };
}
