import { describe, expect, it } from 'vitest';
import { startsAppAtLoad } from './routes';

const APP_AT_LOAD = ['/login', '/account', '/account/alerts', '/admin', '/admin/users', '/wishlist'];
const READ_WITHOUT_APP = [
  '/',
  '/deals',
  '/deal',
  '/deal/42',
  '/search',
  '/faq',
  '/category/electronics',
  '/administrators',
];

describe('which pages start the app at load', () => {
  it('starts it on the pages that are the app’s from the start, and below them', () => {
    for (const path of APP_AT_LOAD) expect(startsAppAtLoad(path), path).toBe(true);
  });

  it('leaves the pages a shopper reads to the server until the app is reached for', () => {
    for (const path of READ_WITHOUT_APP) expect(startsAppAtLoad(path), path).toBe(false);
  });
});
