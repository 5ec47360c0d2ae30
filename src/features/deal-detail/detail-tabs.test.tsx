import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeDeal } from '@tests/factories/deal-factory';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DetailTabs } from './detail-tabs';

// The deal page's tabs are links to their panels, so they work without script (the page's CSS shows the
// panel the address targets: tests/e2e/no-script-pages.spec.ts); the app takes the drawn tabs over.

const deal = makeDeal({
  id: 'hp-1',
  title: 'Studio Headphones',
  features: ['40 mm drivers'],
  specifications: { Brand: 'Acme Audio' },
});

const tab = (name: string) => screen.getByRole('tab', { name });
const panel = (id: string) => document.getElementById(id)!;

let root: Root | null = null;

/** The tabs as the server draws them (it never sees the address's fragment). */
function drawOnServer() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<DetailTabs deal={deal} />);
  document.body.append(container);
  return container;
}

/** The app taking the drawn tabs over. */
async function takeOver(container: HTMLElement) {
  const onRecoverableError = vi.fn();
  await act(async () => {
    root = hydrateRoot(container, <DetailTabs deal={deal} />, { onRecoverableError });
  });
  return onRecoverableError;
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/deal/hp-1');
});

describe('DetailTabs without the app', () => {
  it('links each tab to its panel, #overview, #specifications and #reviews, all on the page', () => {
    drawOnServer();
    expect(screen.getAllByRole('tab').map((each) => [each.textContent, each.getAttribute('href')])).toEqual([
      ['Overview', '#overview'],
      ['Specifications', '#specifications'],
      ['Reviews', '#reviews'],
    ]);
    for (const id of ['overview', 'specifications', 'reviews']) {
      expect(panel(id).getAttribute('role')).toBe('tabpanel');
      // Nothing is hidden by the markup: the address chooses, in CSS.
      expect(panel(id).hidden).toBe(false);
    }
    expect(within(panel('overview')).getByText('40 mm drivers')).toBeTruthy();
    expect(tab('Overview').getAttribute('aria-selected')).toBe('true');
    // Links, every one in the tab order.
    for (const each of screen.getAllByRole('tab')) expect(each.hasAttribute('tabindex')).toBe(false);
  });
});

describe('DetailTabs with the app', () => {
  it('takes the drawn tabs over without drawing them differently, then shows the tab the address names', async () => {
    window.history.replaceState(null, '', '/deal/hp-1#reviews');
    const onRecoverableError = await takeOver(drawOnServer());
    expect(onRecoverableError).not.toHaveBeenCalled();
    await waitFor(() => expect(tab('Reviews').getAttribute('aria-selected')).toBe('true'));
    expect(screen.getByRole('tabpanel')).toBe(panel('reviews'));
    expect(panel('overview').hidden).toBe(true);
    expect(tab('Reviews').getAttribute('tabindex')).toBe('0');
    expect(tab('Overview').getAttribute('tabindex')).toBe('-1');
  });

  it('shows Overview for an address without a tab', async () => {
    await takeOver(drawOnServer());
    await waitFor(() => expect(screen.getByRole('tabpanel')).toBe(panel('overview')));
  });

  it('switches in place on a click, keeping the address in step without adding to the history', async () => {
    await takeOver(drawOnServer());
    const entries = window.history.length;
    const user = userEvent.setup();
    await user.click(tab('Specifications'));
    expect(screen.getByRole('tabpanel')).toBe(panel('specifications'));
    expect(within(panel('specifications')).getByText('Acme Audio')).toBeTruthy();
    expect(window.location.hash).toBe('#specifications');
    expect(window.history.length).toBe(entries);

    await user.keyboard('{ArrowRight}');
    expect(tab('Reviews').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Reviews'));
    expect(window.location.hash).toBe('#reviews');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel')).toBe(panel('overview'));
  });

  it('follows the address when its fragment changes to a tab, and ignores other fragments', async () => {
    await takeOver(drawOnServer());
    await waitFor(() => expect(screen.getByRole('tabpanel')).toBe(panel('overview')));
    act(() => {
      window.history.replaceState(null, '', '/deal/hp-1#reviews');
      fireEvent(window, new HashChangeEvent('hashchange'));
    });
    expect(screen.getByRole('tabpanel')).toBe(panel('reviews'));
    act(() => {
      window.history.replaceState(null, '', '/deal/hp-1#main');
      fireEvent(window, new HashChangeEvent('hashchange'));
    });
    expect(screen.getByRole('tabpanel')).toBe(panel('reviews'));
  });
});
