import { describe, expect, it } from 'vitest';
import { ROUTES, routeEntries } from '../../src/shared/site/routes.ts';
import {
  NEVER_PREFETCHED_PATTERNS,
  PREFETCHED_PATTERNS,
  SPECULATION_RULES_SCRIPT,
  SPECULATION_RULES_TEXT,
} from './speculation-rules.ts';

describe('the speculation rules', () => {
  const rules = JSON.parse(SPECULATION_RULES_TEXT);

  it('prefetch (never prerender) on a moderate signal, by document rules over the page’s links', () => {
    expect(Object.keys(rules)).toEqual(['prefetch']);
    expect(rules.prefetch).toHaveLength(1);
    const [rule] = rules.prefetch;
    expect(rule.eagerness).toBe('moderate');
    expect(rule.urls).toBeUndefined();
    expect(rule.where.and).toEqual([
      { href_matches: PREFETCHED_PATTERNS },
      { not: { href_matches: NEVER_PREFETCHED_PATTERNS } },
      { not: { selector_matches: '[rel~=nofollow], [rel~=sponsored]' } },
    ]);
  });

  it('name the listing and deal pages, from the route table', () => {
    expect(PREFETCHED_PATTERNS).toEqual(
      expect.arrayContaining([
        '/',
        '/search',
        '/deals',
        '/deals/today',
        '/daily-deals',
        '/category',
        '/category/all',
        '/category/:category',
        '/deals/:category',
        ROUTES.deal.path,
      ]),
    );
    expect(ROUTES.deal.path).toBe('/deal/:id');
  });

  it('never name the click-out, the API, account, sign-in, mail-link or console pages', () => {
    expect(NEVER_PREFETCHED_PATTERNS).toEqual(
      expect.arrayContaining([
        '/go/*',
        '/api/*',
        '/account',
        '/account/*',
        '/account/alerts',
        '/login',
        '/register',
        '/forgot-password',
        '/reset-password',
        '/verify-email',
        '/alerts/confirm',
        '/unsubscribe',
        '/submit',
        '/wishlist',
        '/admin',
        '/admin/*',
      ]),
    );
    // Every page for people only is left out, as the route table marks them, except the search results.
    for (const [name, route] of routeEntries()) {
      if (route.noindex && name !== 'search' && name !== 'notFound') {
        expect(NEVER_PREFETCHED_PATTERNS, name).toContain(route.path);
      }
    }
    for (const pattern of PREFETCHED_PATTERNS) {
      expect(pattern).not.toMatch(/^\/(go|api|account|admin|login|register|submit|wishlist)(\/|$)/);
      expect(NEVER_PREFETCHED_PATTERNS).not.toContain(pattern);
    }
  });

  it('are one inert script: no markup can end it early', () => {
    expect(SPECULATION_RULES_SCRIPT).toBe(
      `<script type="speculationrules">${SPECULATION_RULES_TEXT}</script>`,
    );
    expect(SPECULATION_RULES_TEXT).not.toMatch(/[<>&\u2028\u2029]/);
  });
});
