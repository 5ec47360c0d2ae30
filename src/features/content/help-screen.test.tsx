import { paths } from '@config/paths';
import { STILL_NEED_HELP } from '@shared/site/content-constants';
import { screen, within } from '@testing-library/react';
import { renderPage } from '@tests/support/render-page';
import { describe, expect, it } from 'vitest';
import { HelpScreen } from './help-screen';

const searchBox = () => screen.getByRole('searchbox', { name: 'Search help topics' });

describe('Help Center', () => {
  it('anchors the four popular topics to their answers on the page', () => {
    renderPage(<HelpScreen />, paths.help);
    const topics = screen.getByRole('navigation', { name: 'Popular topics' });
    const anchors = within(topics).getAllByRole('link');
    expect(anchors.map((link) => link.textContent)).toEqual([
      'Account settings',
      'Payment methods',
      'Finding deals',
      'Returns and refunds',
    ]);
    for (const anchor of anchors) {
      const id = anchor.getAttribute('href')!.slice(1);
      expect(document.getElementById(id)?.textContent).toContain(anchor.textContent);
    }
  });

  it('links the five help categories', () => {
    renderPage(<HelpScreen />, paths.help);
    const hrefs = ['Getting Started', 'Contact Support', 'Tutorials', 'Tips & Tricks', 'Community'].map(
      (name) =>
        within(screen.getByRole('region', { name: 'Browse help' }))
          .getByRole('link', { name })
          .getAttribute('href'),
    );
    expect(hrefs).toEqual([
      paths.helpGettingStarted,
      paths.contact,
      paths.helpTutorials,
      paths.helpTips,
      paths.community,
    ]);
  });

  it('keeps the typed text and narrows the topics to the matches', async () => {
    const { user } = renderPage(<HelpScreen />, paths.help);
    await user.type(searchBox(), 'refund');
    expect((searchBox() as HTMLInputElement).value).toBe('refund');
    expect(screen.getByRole('heading', { name: 'Returns and refunds' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Payment methods' })).toBeNull();
    expect(screen.getByText('1 result for “refund”')).toBeTruthy();
  });

  it('says so when nothing matches, and points to support', async () => {
    const { user } = renderPage(<HelpScreen />, paths.help);
    await user.type(searchBox(), 'zeppelin');
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('No help topics match “zeppelin”');
    expect(within(status).getByRole('link').getAttribute('href')).toBe(paths.contact);
  });

  it('offers 24/7 support when still stuck', () => {
    renderPage(<HelpScreen />, paths.help);
    const block = screen.getByRole('region', { name: STILL_NEED_HELP });
    expect(block.textContent).toContain('24/7');
    expect(within(block).getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe(
      paths.contact,
    );
  });
});
