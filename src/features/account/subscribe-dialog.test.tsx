import { ToastHost } from '@components/toast-host';
import { db } from '@lib/db/database';
import { loadSubscribedCategories, saveSubscribedCategories } from '@lib/db/settings-store';
import { SUBSCRIBE_TEXTS, subscribeSaved } from '@shared/account-texts';
import { CATEGORIES } from '@shared/categories';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SubscribeDialog } from './subscribe-dialog';

// IndexedDB and toasts settle asynchronously; allow for a busy machine (this bounds waiting, it times nothing).
configure({ asyncUtilTimeout: 5000 });

afterEach(async () => {
  vi.restoreAllMocks();
  await db.settings.clear();
});

/** A page button that opens the dialog, as the header and About do. */
function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Subscribe
      </button>
      <SubscribeDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const renderDialog = (open = true) => {
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(
    <>
      <ToastHost />
      <SubscribeDialog open={open} onClose={onClose} />
    </>,
  );
  return { onClose, user };
};

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

/** Waits until the saved choice has been read and the boxes can be used. */
const ready = () =>
  waitFor(() =>
    expect((screen.getByRole('button', { name: SUBSCRIBE_TEXTS.save }) as HTMLButtonElement).disabled).toBe(
      false,
    ),
  );

describe('SubscribeDialog', () => {
  it('is a modal dialog offering every category and saying when alerts will come', async () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: SUBSCRIBE_TEXTS.title });
    expect(dialog.hasAttribute('open')).toBe(true);
    await ready();
    for (const category of CATEGORIES) expect(box(category.name).checked).toBe(false);
    expect(screen.getByText(/Alerts will be delivered once notifications launch/)).toBeTruthy();
  });

  it('renders nothing to choose while closed', () => {
    renderDialog(false);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('keeps the chosen categories on this device, confirms them and closes', async () => {
    const { onClose, user } = renderDialog();
    await ready();
    await user.click(box('Travel'));
    await user.click(box('Electronics'));
    await user.click(screen.getByRole('button', { name: SUBSCRIBE_TEXTS.save }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(await loadSubscribedCategories()).toEqual(['electronics', 'travel']);
    expect(await screen.findByText(subscribeSaved(['Electronics', 'Travel']))).toBeTruthy();
  });

  it('shows the saved choice when opened again, and can clear it', async () => {
    await saveSubscribedCategories(['fashion', 'books']);
    const { onClose, user } = renderDialog();
    await ready();
    expect(box('Fashion').checked).toBe(true);
    expect(box('Books').checked).toBe(true);
    expect(box('Beauty').checked).toBe(false);

    await user.click(box('Fashion'));
    await user.click(box('Books'));
    await user.click(screen.getByRole('button', { name: SUBSCRIBE_TEXTS.save }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await loadSubscribedCategories()).toEqual([]);
  });

  it('closes on Cancel and on Escape without saving', async () => {
    const { onClose, user } = renderDialog();
    await ready();
    await user.click(box('Sports'));
    await user.click(screen.getByRole('button', { name: SUBSCRIBE_TEXTS.cancel }));
    expect(onClose).toHaveBeenCalledTimes(1);

    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(await loadSubscribedCategories()).toEqual([]);
  });

  it('closes and opens again under the control of its opener', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await ready();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('checkbox')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await ready();
  });

  it('stays open and says so when the choice cannot be saved', async () => {
    vi.spyOn(db.settings, 'put').mockRejectedValueOnce(new Error('QuotaExceededError'));
    const { onClose, user } = renderDialog();
    await ready();
    await user.click(box('Beauty'));
    await user.click(screen.getByRole('button', { name: SUBSCRIBE_TEXTS.save }));
    expect(await screen.findByText(SUBSCRIBE_TEXTS.saveFailed)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(box('Beauty').checked).toBe(true);
  });

  it('lets the visitor choose again when the saved choice cannot be read', async () => {
    vi.spyOn(db.settings, 'get').mockRejectedValueOnce(new Error('UnknownError'));
    renderDialog();
    expect(await screen.findByText(SUBSCRIBE_TEXTS.loadFailed)).toBeTruthy();
    await ready();
  });

  it('ignores a malformed stored choice', async () => {
    await db.settings.put({ key: 'subscribedCategories', value: ['fashion', 'not-a-category', 7] });
    expect(await loadSubscribedCategories()).toEqual(['fashion']);
    await db.settings.put({ key: 'subscribedCategories', value: 'fashion' });
    expect(await loadSubscribedCategories()).toEqual([]);
  });
});
