import { describe, expect, it } from 'vitest';
import { pageTitle, SITE_TITLE } from './site';

describe('pageTitle', () => {
  it('joins the page title and the site title', () => {
    expect(pageTitle('FAQ')).toBe(`FAQ | ${SITE_TITLE}`);
  });
});
