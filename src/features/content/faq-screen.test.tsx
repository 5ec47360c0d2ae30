import { paths } from '@config/paths';
import { PAGES } from '@shared/site/pages';
import { pageTitle } from '@shared/site/site';
import { screen, waitFor } from '@testing-library/react';
import { renderPage } from '@tests/support/render-page';
import { describe, expect, it } from 'vitest';
import { FAQ_ITEMS } from './faq-data';
import { FaqScreen } from './faq-screen';

const question = (index: number) => screen.getByRole('button', { name: FAQ_ITEMS[index]!.question });
const openAnswers = () => screen.queryAllByRole('region');

describe('FAQ', () => {
  it('lists eight questions, all closed at first', () => {
    renderPage(<FaqScreen />, paths.faq);
    expect(FAQ_ITEMS).toHaveLength(8);
    for (const item of FAQ_ITEMS) {
      expect(screen.getByRole('button', { name: item.question }).getAttribute('aria-expanded')).toBe('false');
    }
    expect(openAnswers()).toHaveLength(0);
  });

  it('keeps one answer open at a time', async () => {
    const { user } = renderPage(<FaqScreen />, paths.faq);
    await user.click(question(0));
    expect(openAnswers()).toHaveLength(1);
    expect(screen.getByRole('region', { name: FAQ_ITEMS[0]!.question }).textContent).toBe(
      FAQ_ITEMS[0]!.answer,
    );

    await user.click(question(4));
    expect(openAnswers()).toHaveLength(1);
    expect(question(0).getAttribute('aria-expanded')).toBe('false');
    expect(question(4).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: FAQ_ITEMS[4]!.question }).textContent).toContain('24 hours');
  });

  it('closes the open answer when its question is clicked again', async () => {
    const { user } = renderPage(<FaqScreen />, paths.faq);
    await user.click(question(2));
    await user.click(question(2));
    expect(question(2).getAttribute('aria-expanded')).toBe('false');
    expect(openAnswers()).toHaveLength(0);
  });

  it('sends Contact Support to the contact page', () => {
    renderPage(<FaqScreen />, paths.faq);
    expect(screen.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe(paths.contact);
  });

  it('describes the questions as FAQPage structured data', async () => {
    renderPage(<FaqScreen />, paths.faq);
    await waitFor(() => expect(document.title).toBe(pageTitle(PAGES.faq.title)));
    const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')];
    const data = scripts.map((script) => JSON.parse(script.textContent ?? '{}'));
    const faq = data.find((entry) => entry['@type'] === 'FAQPage');
    expect(faq.mainEntity).toHaveLength(8);
    expect(faq.mainEntity[1]).toEqual({
      '@type': 'Question',
      name: FAQ_ITEMS[1]!.question,
      acceptedAnswer: { '@type': 'Answer', text: FAQ_ITEMS[1]!.answer },
    });
  });
});
