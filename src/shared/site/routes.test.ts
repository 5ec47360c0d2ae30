import { describe, expect, it } from 'vitest';
import { startsAppAtLoad } from './routes';

describe('which pages start the app at load', () => {
  it('starts it on the pages that are the app’s from the start, and below them', () => {
    for (const path of [
      '/login',
      '/account',
      '/account/alerts',
      '/admin',
      '/admin/users',
      '/wishlist',
      '/submit',
    ])
      expect(startsAppAtLoad(path), path).toBe(true);
  });

  it('leaves the pages a shopper reads to the server until the app is reached for', () => {
    for (const path of [
      '/',
      '/deals',
      '/deal/42',
      '/search',
      '/faq',
      '/category/electronics',
      '/administrators',
    ])
      expect(startsAppAtLoad(path), path).toBe(false);
  });
});
