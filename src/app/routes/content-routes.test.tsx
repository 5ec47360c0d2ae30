// Head tags and headings of the information screens, rendered as the router renders them.
import { PAGES, type PageMeta } from '@shared/site/pages';
import { pageTitle, SITE_KEYWORDS, SITE_TITLE } from '@shared/site/site';
import { screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../tests/support/render-page';

type RouteModule = () => Promise<{ default: ComponentType }>;

const CONTENT_ROUTES: [PageMeta, RouteModule][] = [
  [PAGES.about, () => import('./about')],
  [PAGES.careers, () => import('./careers')],
  [PAGES.press, () => import('./press')],
  [PAGES.support, () => import('./press')],
  [PAGES.faq, () => import('./faq')],
  [PAGES.privacy, () => import('./privacy')],
  [PAGES.help, () => import('./help')],
  [PAGES.helpGettingStarted, () => import('./help-getting-started')],
  [PAGES.helpTutorials, () => import('./help-tutorials')],
  [PAGES.helpTips, () => import('./help-tips')],
  [PAGES.community, () => import('./community')],
  [PAGES.shipping, () => import('./shipping')],
  [PAGES.returns, () => import('./returns')],
  [PAGES.terms, () => import('./terms')],
  [PAGES.sitemap, () => import('./sitemap')],
  [PAGES.blog, () => import('./blog')],
  [PAGES.track, () => import('./track')],
];

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe.each(CONTENT_ROUTES)('$path', (page, load) => {
  it('renders its heading and every head tag', async () => {
    const { default: Screen } = await load();
    renderPage(<Screen />, page.path);

    expect(screen.getByRole('heading', { level: 1, name: page.title })).toBeTruthy();
    const fullTitle = pageTitle(page.title);
    await waitFor(() => expect(document.title).toBe(fullTitle));
    expect(fullTitle).toBe(`${page.title} | ${SITE_TITLE}`);
    expect(meta('meta[name="description"]')).toBe(page.description);
    expect(meta('meta[name="keywords"]')).toBe(SITE_KEYWORDS.join(', '));
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}${page.path}`,
    );
    expect(meta('meta[name="robots"]')).toBe('index, follow');
    expect(meta('meta[property="og:title"]')).toBe(fullTitle);
    expect(meta('meta[property="og:description"]')).toBe(page.description);
    expect(meta('meta[property="og:url"]')).toBe(`${window.location.origin}${page.path}`);
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(meta('meta[name="twitter:title"]')).toBe(fullTitle);
  });
});

describe('not-found page', () => {
  it('keeps unknown addresses out of search engines and offers a way back', async () => {
    const { default: Screen } = await import('./not-found');
    renderPage(<Screen />, '/no/such/page/here');
    expect(screen.getByRole('heading', { level: 1, name: PAGES.notFound.title })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(pageTitle(PAGES.notFound.title)));
    expect(meta('meta[name="robots"]')).toBe('noindex, follow');
    expect(screen.getByText('/no/such/page/here', { selector: 'code' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('searches from its search box', async () => {
    const { default: Screen } = await import('./not-found');
    const { user } = renderPage(<Screen />, '/missing');
    await user.type(screen.getByRole('searchbox', { name: 'Search all deals' }), 'headphones{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('current-location').textContent).toBe('/search?q=headphones'),
    );
  });
});
