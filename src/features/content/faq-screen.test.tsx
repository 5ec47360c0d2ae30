import { paths } from '@config/paths';
import { PAGES } from '@shared/site/pages';
import { pageTitle } from '@shared/site/site';
import { screen, waitFor } from '@testing-library/react';
import { renderPage } from '@tests/support/render-page';
import { describe, expect, it } from 'vitest';
import { FAQ_ITEMS } from './faq-data';
import { FaqScreen } from './faq-screen';

const question = (index: number) => screen.getByRole('button', { name: FAQ_ITEMS[index]!.question });
/** The disclosure a question opens and closes: the browser shows its answer while it is open. */
const itemOf = (index: number) => question(index).closest('details')!;
const openItems = () => FAQ_ITEMS.filter((_, index) => itemOf(index).open);

describe('FAQ', () => {
  it('lists eight questions as level-2 headings in buttons, all closed at first', () => {
    renderPage(<FaqScreen />, paths.faq);
    expect(FAQ_ITEMS).toHaveLength(8);
    for (const item of FAQ_ITEMS) {
      expect(screen.getByRole('button', { name: item.question })).toBeTruthy();
      expect(screen.getByRole('heading', { level: 2, name: item.question })).toBeTruthy();
    }
    expect(openItems()).toEqual([]);
  });

  it('puts every question in one exclusive group, so the browser keeps one answer open at a time', () => {
    renderPage(<FaqScreen />, paths.faq);
    // `<details name>`: opening one closes the others, with or without script (tests/e2e/no-script-pages).
    const names = FAQ_ITEMS.map((_, index) => itemOf(index).getAttribute('name'));
    expect(new Set(names)).toEqual(new Set(['faq']));
  });

  it('opens an answer, a region named by its question, and closes it when the question is clicked again', async () => {
    const { user } = renderPage(<FaqScreen />, paths.faq);
    await user.click(question(4));
    expect(openItems()).toEqual([FAQ_ITEMS[4]]);
    expect(screen.getByRole('region', { name: FAQ_ITEMS[4]!.question }).textContent).toContain('24 hours');
    expect(itemOf(4).contains(screen.getByRole('region', { name: FAQ_ITEMS[4]!.question }))).toBe(true);

    await user.click(question(4));
    expect(openItems()).toEqual([]);
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
