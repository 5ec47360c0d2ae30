import { describe, expect, it } from 'vitest';
import { isServerOnlyPath } from './server-only-paths';

describe('isServerOnlyPath', () => {
  it.each([
    '/api/deals',
    '/api/deals/42',
    '/api',
    '/go/abc',
    '/feed.xml',
    '/feed/electronics.xml',
    '/store/best-buy/feed.xml',
    '/sitemap.xml',
    '/robots.txt',
    '/healthz',
    '/admin',
  ])('keeps the app shell away from %s', (path) => {
    expect(isServerOnlyPath(path)).toBe(true);
  });

  it.each([
    '/',
    '/deal/42',
    '/store/best-buy',
    '/category/electronics',
    '/search',
    '/sitemap',
    '/apis-explained',
    '/gourmet',
    '/feedback',
    '/wishlist',
    '/administrative-tips',
  ])('lets the app shell answer %s', (path) => {
    expect(isServerOnlyPath(path)).toBe(false);
  });
});
