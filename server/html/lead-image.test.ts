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

  it('keeps the address as escaped in the markup, and carries a responsive image’s candidates', () => {
    const body =
      '<img srcset="/i.png?w=1&amp;q=2 1x, /i.png?w=2 2x" sizes="50vw" src="/i.png?w=1&amp;q=2" fetchpriority="high">';
    expect(leadImagePreload(body)).toBe(
      '<link rel="preload" as="image" fetchpriority="high" href="/i.png?w=1&amp;q=2" imagesrcset="/i.png?w=1&amp;q=2 1x, /i.png?w=2 2x" imagesizes="50vw">',
    );
  });

  it('adds nothing to a page without one', () => {
    expect(leadImagePreload('<h1>Frequently asked questions</h1><img src="/x.svg" loading="lazy">')).toBe('');
  });
});
