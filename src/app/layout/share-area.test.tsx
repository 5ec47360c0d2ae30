import { CONTACT } from '@shared/site/site';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../tests/support/render-page';
import { ShareArea } from './share-area';

describe('ShareArea', () => {
  it('shares the current page on social networks, messengers, by e-mail, with a phone link', () => {
    renderPage(<ShareArea />, '/faq?from=footer');
    const pageUrl = encodeURIComponent(`${window.location.origin}/faq?from=footer`);
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href') ?? '';

    expect(href('Share on Facebook')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${pageUrl}`);
    expect(href('Share on X (Twitter)')).toContain(`url=${pageUrl}`);
    expect(href('Share on WhatsApp')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(href('Share on WhatsApp')).toContain(pageUrl);
    expect(href('Share on Telegram')).toContain(`url=${pageUrl}`);
    expect(href('Share by e-mail')).toMatch(/^mailto:\?subject=/);
    expect(href('Share by e-mail')).toContain(pageUrl);
    expect(href(`Call us at ${CONTACT.phone}`)).toBe(CONTACT.phoneHref);
  });

  it('opens web share pages in a new tab without giving them the opener', () => {
    renderPage(<ShareArea />, '/about');
    for (const name of [
      'Share on Facebook',
      'Share on X (Twitter)',
      'Share on WhatsApp',
      'Share on Telegram',
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: 'Share by e-mail' }).getAttribute('target')).toBeNull();
  });
});
