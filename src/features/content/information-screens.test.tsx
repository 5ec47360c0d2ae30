import { paths } from '@config/paths';
import { sectionOf } from '@shared/console/admin-sections';
import { CATEGORIES } from '@shared/deal/categories';
import {
  APPLY_NOW_LABEL,
  CAREERS_EMAIL,
  SHIPPING_METHODS,
  TRACK_PACKAGE_LABEL,
} from '@shared/site/content-constants';
import { PAGES } from '@shared/site/pages';
import { CONTACT, PRIVACY_LAST_UPDATED } from '@shared/site/site';
import { screen, within } from '@testing-library/react';
import { renderPage } from '@tests/support/render-page';
import { describe, expect, it, vi } from 'vitest';
import { AboutScreen } from './about-screen';
import { CareersScreen } from './careers-screen';
import { PressScreen } from './press-screen';
import { PrivacyScreen } from './privacy-screen';
import { ReturnsScreen } from './returns-screen';
import { ShippingScreen } from './shipping-screen';
import { SitemapScreen } from './sitemap-screen';

describe('About', () => {
  it('states the mission, the three features with the 35% saving, and the 2024 story', () => {
    renderPage(<AboutScreen onSubscribe={() => {}} />, paths.about);
    const mission = screen.getByRole('region', { name: /pay less for the things they love/ });
    expect(within(mission).getByText('Our mission')).toBeTruthy();
    for (const title of ['Verified Deals', 'Trusted Partners', 'Best Savings']) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }
    expect(screen.getByText(/save 35% on average/)).toBeTruthy();
    expect(screen.getByText(/founded in 2024/)).toBeTruthy();
  });

  it('opens the subscription from Subscribe Now', async () => {
    const onSubscribe = vi.fn();
    const { user } = renderPage(<AboutScreen onSubscribe={onSubscribe} />, paths.about);
    await user.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    expect(onSubscribe).toHaveBeenCalledTimes(1);
  });
});

describe('Careers', () => {
  it('lists health insurance and flexible hours among the benefits', () => {
    renderPage(<CareersScreen />, paths.careers);
    const benefits = screen.getByRole('region', { name: 'Benefits' });
    expect(within(benefits).getByRole('heading', { name: 'Health Insurance' })).toBeTruthy();
    expect(within(benefits).getByRole('heading', { name: 'Flexible Hours' })).toBeTruthy();
  });

  it('shows the Frontend Developer position with a working Apply Now', () => {
    renderPage(<CareersScreen />, paths.careers);
    const details = screen.getByRole('list', { name: 'Position details' });
    expect(
      within(details)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Engineering', 'Remote', 'Full-time']);
    const apply = screen.getByRole('link', { name: `${APPLY_NOW_LABEL}: Frontend Developer` });
    expect(apply.textContent).toBe(APPLY_NOW_LABEL);
    expect(apply.getAttribute('href')).toBe(
      `mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent('Application: Frontend Developer')}`,
    );
  });
});

describe('Press', () => {
  it("shows 'Press & Media' with news on both /press and /support", () => {
    for (const path of [paths.press, paths.support]) {
      const view = renderPage(<PressScreen />, path);
      expect(screen.getByRole('heading', { level: 1, name: 'Press & Media' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Latest news' })).toBeTruthy();
      view.unmount();
    }
  });
});

describe('Privacy', () => {
  it('is dated March 2024 and covers collection, use, sharing, rights and contact', () => {
    renderPage(<PrivacyScreen />, paths.privacy);
    expect(screen.getByText(`Last updated ${PRIVACY_LAST_UPDATED}`)).toBeTruthy();
    for (const heading of [
      'Information we collect',
      'How we use your information',
      'How we share information',
      'Your rights',
      'Contact us about privacy',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    }
    expect(screen.getByText('We do not sell your personal information.')).toBeTruthy();
    for (const text of [
      'Service providers',
      'Deal partners',
      'Law enforcement',
      'Access',
      'Correct',
      'Delete',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.getByText('Opt out of marketing')).toBeTruthy();
    expect(screen.getByRole('link', { name: CONTACT.privacyEmail }).getAttribute('href')).toBe(
      `mailto:${CONTACT.privacyEmail}`,
    );
  });
});

describe('Shipping', () => {
  it("shows the four methods with the spec's terms, tracking and a support button", () => {
    renderPage(<ShippingScreen />, paths.shipping);
    const methods = screen.getByRole('region', { name: 'Shipping methods' });
    expect(within(methods).getAllByRole('listitem')).toHaveLength(SHIPPING_METHODS.length);
    const text = methods.textContent ?? '';
    for (const term of [
      '5-7 business days',
      'Free on orders over $50',
      '2-3 business days',
      '$15',
      '7-14 business days',
      'Rates vary',
      'select cities',
      'before 2 PM local time',
    ]) {
      expect(text).toContain(term);
    }
    expect(screen.getByRole('button', { name: TRACK_PACKAGE_LABEL })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe(paths.contact);
  });
});

describe('Returns', () => {
  it('gives the 30-day window', () => {
    renderPage(<ReturnsScreen />, paths.returns);
    expect(screen.getByText(/accept returns within 30 days of delivery/)).toBeTruthy();
  });
});

describe('Sitemap', () => {
  it('links every page of the site and every category', () => {
    renderPage(<SitemapScreen />, paths.sitemap);
    const hrefs = new Set(screen.getAllByRole('link').map((link) => link.getAttribute('href')));
    for (const page of Object.values(PAGES)) {
      // Not destinations: the not-found page, pages opened from a link in a mail, and the console's pages.
      if (
        page === PAGES.notFound ||
        page === PAGES.verifyEmail ||
        page === PAGES.resetPassword ||
        page === PAGES.alertsConfirm ||
        page === PAGES.unsubscribe ||
        sectionOf(page.path)
      )
        continue;
      expect(hrefs, page.path).toContain(page.path);
    }
    for (const category of CATEGORIES) expect(hrefs).toContain(paths.categoryOf(category.slug));
    expect(hrefs).not.toContain(PAGES.admin.path);
  });
});
