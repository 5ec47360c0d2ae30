// Watches for the watch screens' tests, as the server answers them.
import type { WatchedProductView, WatchView } from '@shared/watch/watch';

const HOUR = 3_600_000;

export function makeWatch(
  id: string,
  overrides: Partial<Omit<WatchView, 'product'>> = {},
  product: Partial<WatchedProductView> = {},
): WatchView {
  return {
    id,
    anyDrop: true,
    targetPrice: null,
    minDropPercent: null,
    backInStock: true,
    lowest90: false,
    paused: false,
    basePrice: 29.99,
    createdAt: new Date(Date.now() - 48 * HOUR).toISOString(),
    ...overrides,
    product: {
      id: `product-${id}`,
      url: `https://shop.example/product/${id}`,
      host: 'shop.example',
      name: `Copper kettle ${id}`,
      image: 'https://shop.example/kettle.jpg',
      price: 24.99,
      currency: 'USD',
      availability: 'in_stock',
      status: 'ok',
      lastError: null,
      checkedAt: new Date(Date.now() - 2 * HOUR).toISOString(),
      lowest90: 19.99,
      history: [
        { at: new Date(Date.now() - 40 * 24 * HOUR).toISOString(), price: 29.99 },
        { at: new Date(Date.now() - 20 * 24 * HOUR).toISOString(), price: 19.99 },
        { at: new Date(Date.now() - 2 * HOUR).toISOString(), price: 24.99 },
      ],
      shopLink: `https://shop.example/product/${id}`,
      storeName: null,
      ...product,
    },
  };
}
