import { describe, expect, it } from 'vitest';
import { leadImagePreload } from './lead-image.ts';

describe('leadImagePreload', () => {
  it('preloads the first image marked high priority, not the lazy ones before it', () => {
    const body =
      '<img src="/images/logo.svg" alt="">' +
      '<img src="/images/a.svg" alt="A" loading="lazy" fetchpriority="auto">' +
      '<img src="/images/deals/first.svg" alt="First" loading="eager" fetchpriority="high" class="deal-image">' +
      '<img src="/images/deals/second.svg" alt="Second" fetchpriority="high">';
    expect(leadImagePreload(body)).toBe(
      '<link rel="preload" as="image" fetchpriority="high" href="/images/deals/first.svg">',
    );
  });

  it('keeps the address as escaped in the markup', () => {
    expect(leadImagePreload('<img srcset="/i.png 2x" src="/i.png?w=1&amp;q=2" fetchpriority="high">')).toBe(
      '<link rel="preload" as="image" fetchpriority="high" href="/i.png?w=1&amp;q=2">',
    );
  });

  it('adds nothing to a page without one', () => {
    expect(leadImagePreload('<h1>Frequently asked questions</h1><img src="/x.svg" loading="lazy">')).toBe('');
  });
});
