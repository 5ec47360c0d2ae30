import { paths } from '@config/paths';
import { appStore } from '@lib/jotai-store';
import { memberAtom } from '@lib/member/member-state';
import { MEMBER_MENU } from '@shared/account/account-texts';
import { SEARCH_PLACEHOLDER } from '@shared/site/layout-texts';
import { WATCH_TEXTS } from '@shared/watch/watch-texts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteHeader } from './site-header';

const loadSearchScreen = vi.hoisted(() => vi.fn(() => Promise.resolve({ default: () => null })));
vi.mock('../route-table', () => ({ screens: { search: loadSearchScreen } }));

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderHeader(onSubscribe = vi.fn(), onSignOut = vi.fn()) {
  const frame = (
    <>
      <SiteHeader onSubscribe={onSubscribe} onSignOut={onSignOut} />
      <p>Page content outside the header</p>
      <Where />
    </>
  );
  const router = createMemoryRouter([{ path: '*', element: frame }], { initialEntries: ['/about'] });
  render(
    <Provider store={appStore}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return {
    user: userEvent.setup(),
    onSubscribe,
    onSignOut,
    toggle: screen.getByRole('button', { name: 'Menu' }),
  };
}

const where = () => screen.getByTestId('where').textContent;

/** The menu the toggle opens: a popover the browser shows, hides and lightly dismisses. */
const menuOf = (toggle: HTMLElement) => document.getElementById(toggle.getAttribute('popovertarget')!)!;

/** Watches the app closing the menu (the test's DOM has no popovers; the browser tests open real ones). */
function watchClosing(menu: HTMLElement) {
  const hidePopover = vi.fn();
  Object.assign(menu, { hidePopover });
  return hidePopover;
}

describe('SiteHeader mobile menu', () => {
  it('points its toggle at the menu, a popover the browser opens, closes and dismisses without script', () => {
    const { toggle } = renderHeader();
    const menu = menuOf(toggle);
    expect(menu.getAttribute('aria-label')).toBe('Account');
    expect(screen.getByRole('navigation', { name: 'Account' })).toBe(menu);
    // An automatic popover: its toggle opens and closes it, an outside click or Escape closes it.
    expect(menu.getAttribute('popover')).toBe('auto');
    expect(toggle.getAttribute('aria-controls')).toBe(menu.id);
  });

  it('stays open on a click inside the menu that chooses nothing', async () => {
    const { user, toggle } = renderHeader();
    const hidePopover = watchClosing(menuOf(toggle));
    await user.click(screen.getByRole('navigation', { name: 'Account' }));
    expect(hidePopover).not.toHaveBeenCalled();
  });

  it('closes when an item is chosen, and the item does its job', async () => {
    const { user, toggle } = renderHeader();
    const hidePopover = watchClosing(menuOf(toggle));
    await user.click(screen.getByRole('link', { name: 'Login' }));
    expect(hidePopover).toHaveBeenCalledTimes(1);
    expect(where()).toBe(paths.login);

    await user.click(screen.getByRole('link', { name: 'Register' }));
    expect(hidePopover).toHaveBeenCalledTimes(2);
    expect(where()).toBe(paths.register);
  });

  it('opens the subscribe dialog through Subscribe and closes the menu', async () => {
    const { user, toggle, onSubscribe } = renderHeader();
    const hidePopover = watchClosing(menuOf(toggle));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(onSubscribe).toHaveBeenCalledTimes(1);
    expect(hidePopover).toHaveBeenCalledTimes(1);
  });

  it('links the wishlist', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Wishlist' }).getAttribute('href')).toBe(paths.wishlist);
  });
});

describe('SiteHeader search', () => {
  it("starts loading the search screen's code when the search box gets the focus", async () => {
    const { user } = renderHeader();
    loadSearchScreen.mockClear();
    await user.click(screen.getByRole('searchbox', { name: 'Search deals' }));
    expect(loadSearchScreen).toHaveBeenCalled();
  });

  it('has a labelled search box with the placeholder', () => {
    renderHeader();
    const input = screen.getByRole('searchbox', { name: 'Search deals' });
    expect(input.getAttribute('placeholder')).toBe(SEARCH_PLACEHOLDER);
  });

  it('navigates to the search page with the query', async () => {
    const { user } = renderHeader();
    await user.type(screen.getByRole('searchbox', { name: 'Search deals' }), '  noise cancelling  {Enter}');
    await waitFor(() => expect(where()).toBe(paths.searchFor('noise cancelling')));
    expect(where()).toBe('/search?q=noise%20cancelling');
  });

  it('does nothing for a blank query', async () => {
    const { user } = renderHeader();
    await user.type(screen.getByRole('searchbox', { name: 'Search deals' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(where()).toBe('/about');
  });
});

/** The member's menu: a disclosure the browser opens and closes, without script too. */
const memberMenuOf = (name: HTMLElement) => name.closest('details')!;

describe('SiteHeader for a signed-in member', () => {
  afterEach(() => appStore.set(memberAtom, null));

  it('shows the member’s name instead of Login and Register, with Account, Wishlist, Submit a deal and Sign out', async () => {
    appStore.set(memberAtom, { id: 'm1', name: 'Ana Lima' });
    const { user, onSignOut } = renderHeader();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
    const name = screen.getByRole('button', { name: 'Ana Lima' });
    expect(memberMenuOf(name).open).toBe(false);
    await user.click(name);
    expect(memberMenuOf(name).open).toBe(true);
    expect(screen.getByRole('link', { name: MEMBER_MENU.account }).getAttribute('href')).toBe(paths.account);
    expect(screen.getByRole('link', { name: MEMBER_MENU.wishlist }).getAttribute('href')).toBe(
      paths.wishlist,
    );
    expect(screen.getByRole('link', { name: 'Submit a deal' }).getAttribute('href')).toBe(paths.submit);
    await user.click(screen.getByRole('button', { name: MEMBER_MENU.signOut }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(memberMenuOf(name).open).toBe(false);
  });

  it('closes the member’s menu on an outside click, and on Escape with the focus back on the name', async () => {
    appStore.set(memberAtom, { id: 'm1', name: 'Ana Lima' });
    const { user } = renderHeader();
    const name = screen.getByRole('button', { name: 'Ana Lima' });
    await user.click(name);
    await user.click(screen.getByText('Page content outside the header'));
    expect(memberMenuOf(name).open).toBe(false);

    await user.click(name);
    await user.click(screen.getByRole('link', { name: MEMBER_MENU.account }));
    expect(memberMenuOf(name).open).toBe(false);
    expect(where()).toBe(paths.account);

    await user.click(name);
    await user.tab();
    expect(document.activeElement).not.toBe(name);
    await user.keyboard('{Escape}');
    expect(memberMenuOf(name).open).toBe(false);
    expect(document.activeElement).toBe(name);
  });

  it('has a “Watch this product” field in the member’s menu, which the app follows in place', async () => {
    appStore.set(memberAtom, { id: 'm1', name: 'Ana Lima' });
    const { user, toggle } = renderHeader();
    const hidePopover = watchClosing(menuOf(toggle));
    const name = screen.getByRole('button', { name: 'Ana Lima' });
    await user.click(name);
    const field = screen.getByLabelText(WATCH_TEXTS.headerField) as HTMLInputElement;
    // Without the app, the browser sends the form as it is: GET /watch?url=…
    const form = field.closest('form')!;
    expect([form.getAttribute('action'), form.getAttribute('method'), field.name]).toEqual([
      paths.watch,
      'get',
      'url',
    ]);
    await user.type(field, 'https://shop.example/product/kettle');
    await user.click(screen.getByRole('button', { name: WATCH_TEXTS.headerButton }));
    expect(where()).toBe(`/watch?url=${encodeURIComponent('https://shop.example/product/kettle')}`);
    expect(memberMenuOf(name).open).toBe(false);
    expect(hidePopover).toHaveBeenCalled();
  });

  it('draws the “Watch this product” field on the server’s page, complete without script', () => {
    appStore.set(memberAtom, { id: 'm1', name: 'Ana Lima' });
    const html = renderToString(
      <Provider store={appStore}>
        <MemoryRouter>
          <SiteHeader onSubscribe={() => {}} onSignOut={() => {}} />
        </MemoryRouter>
      </Provider>,
    );
    const drawn = new DOMParser().parseFromString(html, 'text/html');
    const form = drawn.querySelector(`form[action="${paths.watch}"]`)!;
    expect(form.getAttribute('method')).toBe('get');
    const field = form.querySelector('input[name="url"]')!;
    expect(drawn.querySelector(`label[for="${field.id}"]`)?.textContent).toBe(WATCH_TEXTS.headerField);
    expect(form.querySelector('button[type="submit"]')?.textContent).toBe(WATCH_TEXTS.headerButton);
  });

  it('goes back to Login and Register when the member signs out', async () => {
    appStore.set(memberAtom, { id: 'm1', name: 'Ana Lima' });
    renderHeader();
    act(() => appStore.set(memberAtom, null));
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ana Lima' })).toBeNull();
  });
});
