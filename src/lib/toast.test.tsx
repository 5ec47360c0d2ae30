import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each test starts with the gateway as a fresh page has it: react-toastify not loaded yet.
let gateway: typeof import('./toast');
let ToastHost: typeof import('@components/toast-host').ToastHost;

beforeEach(async () => {
  vi.resetModules();
  gateway = await import('./toast');
  ({ ToastHost } = await import('@components/toast-host'));
});

const notifications = () => screen.findByRole('region', { name: 'Notifications Alt+T' });

describe('toast gateway', () => {
  it('keeps a toast asked for before the library has loaded and shows it once the host is up', async () => {
    gateway.showToast('success', 'Message sent');
    render(<ToastHost />);
    expect(await screen.findByText('Message sent')).toBeTruthy();
  });

  it('shows toasts fired while the first screen renders, in the order they were fired', async () => {
    function Screen() {
      useEffect(() => {
        gateway.showToast('info', 'First notice');
        gateway.showToast('warning', 'Second notice');
      }, []);
      return <h1>Home</h1>;
    }
    render(
      <>
        <Screen />
        <ToastHost />
      </>,
    );
    await screen.findByText('Second notice');
    const texts = (await notifications()).textContent ?? '';
    expect(texts).toContain('First notice');
    // The host shows the newest on top.
    expect(texts.indexOf('Second notice')).toBeLessThan(texts.indexOf('First notice'));
  });

  it('loads the library by itself after mounting, so later toasts show straight away', async () => {
    render(<ToastHost />);
    await notifications();
    act(() => {
      gateway.showToast('error', 'Could not send');
    });
    expect(await screen.findByText('Could not send')).toBeTruthy();
  });

  it('a toast dismissed before the library arrived never appears; the others still do', async () => {
    const id = gateway.showToast('info', 'Out of date', { id: 'stale', autoClose: false });
    gateway.showToast('info', 'Still relevant');
    gateway.dismissToast(id);
    render(<ToastHost />);
    await screen.findByText('Still relevant');
    expect(screen.queryByText('Out of date')).toBeNull();
  });

  it('keeps the same id for a repeated toast, so it is not stacked twice', async () => {
    render(<ToastHost />);
    await notifications();
    act(() => {
      gateway.showToast('info', 'You are offline', { id: 'offline' });
      gateway.showToast('info', 'You are offline', { id: 'offline' });
    });
    await screen.findByText('You are offline');
    await waitFor(() => expect(screen.getAllByText('You are offline')).toHaveLength(1));
  });
});
