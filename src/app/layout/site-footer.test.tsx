import { paths } from '@config/paths';
import { copyrightLine } from '@shared/site/layout-texts';
import { CONTACT, TAGLINE } from '@shared/site/site';
import { SOCIAL_PROFILES } from '@shared/site/social-links';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../tests/support/render-page';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the copyright line with the current year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-15T12:00:00Z'));
    renderPage(<SiteFooter />);
    expect(screen.getByText('© 2031 RareFinds. All rights reserved.')).toBeTruthy();
  });

  it('follows the clock rather than a fixed year', () => {
    renderPage(<SiteFooter />);
    expect(screen.getByText(copyrightLine(new Date().getFullYear()))).toBeTruthy();
  });

  it('explains the site: tagline, verified deals, free, affiliate partnerships', () => {
    renderPage(<SiteFooter />);
    expect(screen.getByText(TAGLINE)).toBeTruthy();
    const about = screen.getByText(/verified before it is listed/);
    expect(about.textContent).toMatch(/free to use/);
    expect(about.textContent).toMatch(/affiliate partnerships/);
  });

  it('has quick, customer service and legal links', () => {
    renderPage(<SiteFooter />);
    const quick = screen.getByRole('navigation', { name: 'Quick Links' });
    expect(within(quick).getByRole('link', { name: 'About Us' }).getAttribute('href')).toBe(paths.about);
    expect(within(quick).getByRole('link', { name: 'Submit a deal' }).getAttribute('href')).toBe(
      paths.submit,
    );
    const service = screen.getByRole('navigation', { name: 'Customer Service' });
    expect(within(service).getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe(paths.faq);
    expect(within(service).getByRole('link', { name: 'Shipping' }).getAttribute('href')).toBe(paths.shipping);
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([paths.privacy, paths.terms, paths.sitemap]);
  });

  it('shows the contact details', () => {
    renderPage(<SiteFooter />);
    expect(screen.getByRole('link', { name: CONTACT.supportEmail }).getAttribute('href')).toBe(
      `mailto:${CONTACT.supportEmail}`,
    );
    expect(screen.getByRole('link', { name: CONTACT.phone }).getAttribute('href')).toBe(CONTACT.phoneHref);
    expect(screen.getByText(CONTACT.city)).toBeTruthy();
  });

  it('opens social profiles safely in a new tab', () => {
    renderPage(<SiteFooter />);
    for (const profile of SOCIAL_PROFILES) {
      const link = screen.getByRole('link', { name: `RareFinds on ${profile.name}` });
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });
});
