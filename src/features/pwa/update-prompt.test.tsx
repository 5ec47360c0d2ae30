import { ToastHost } from '@components/toast-host';
import { updateAvailableAtom } from '@lib/pwa/state';
import { UPDATE_AVAILABLE_TEXT, UPDATE_RELOAD_LABEL } from '@shared/site/pwa-texts';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { UpdatePrompt } from './update-prompt';

const gateway = vi.hoisted(() => ({ reloadToNewVersion: vi.fn(async () => {}) }));
vi.mock('@lib/pwa/register-service-worker', () => gateway);

describe('UpdatePrompt', () => {
  it('says a new version is available and reloads into it on request', async () => {
    const store = createStore();
    render(
      <Provider store={store}>
        <ToastHost />
        <UpdatePrompt />
      </Provider>,
    );
    expect(screen.queryByText(UPDATE_AVAILABLE_TEXT)).toBeNull();

    act(() => store.set(updateAvailableAtom, true));
    expect(await screen.findByText(UPDATE_AVAILABLE_TEXT)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: UPDATE_RELOAD_LABEL }));
    expect(gateway.reloadToNewVersion).toHaveBeenCalledTimes(1);
  });
});
