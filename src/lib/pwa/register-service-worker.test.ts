import { createStore } from 'jotai';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineReadyAtom, updateAvailableAtom } from './state';

const prefetchWithoutServiceWorker = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('@lib/screen-chunks', () => ({ prefetchWithoutServiceWorker }));

const registration = vi.hoisted(() => ({
  options: undefined as RegisterSWOptions | undefined,
  calls: 0,
  activate: vi.fn(async (_reload?: boolean) => {}),
}));

vi.mock('virtual:pwa-register', () => ({
  registerSW: (options: RegisterSWOptions) => {
    registration.options = options;
    registration.calls += 1;
    return registration.activate;
  },
}));

const { registerServiceWorker, reloadToNewVersion } = await import('./register-service-worker');

describe('service worker gateway', () => {
  let store: ReturnType<typeof createStore>;

  beforeEach(() => {
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator), { serviceWorker: { controller: null } }),
    );
    store = createStore();
    registerServiceWorker(store);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    registration.activate.mockClear();
    prefetchWithoutServiceWorker.mockClear();
  });

  it('turns the worker lifecycle into app state', () => {
    expect(store.get(updateAvailableAtom)).toBe(false);
    registration.options?.onNeedRefresh?.();
    expect(store.get(updateAvailableAtom)).toBe(true);
    registration.options?.onOfflineReady?.();
    expect(store.get(offlineReadyAtom)).toBe(true);
  });

  it('Reload activates the waiting version, which then reloads the page', async () => {
    registration.options?.onNeedRefresh?.();
    await reloadToNewVersion(store);
    expect(registration.activate).toHaveBeenCalledWith(true);
    expect(store.get(updateAvailableAtom)).toBe(false);
  });

  it('a page already controlled by a worker is ready offline from the start', () => {
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator), { serviceWorker: { controller: {} as ServiceWorker } }),
    );
    const returning = createStore();
    registerServiceWorker(returning);
    expect(returning.get(offlineReadyAtom)).toBe(true);
  });

  it('a registration that failed offline is tried again once the connection is back', () => {
    const setOnline = (onLine: boolean) =>
      vi.stubGlobal(
        'navigator',
        Object.create(navigator, {
          onLine: { value: onLine },
          serviceWorker: { value: { controller: null } },
        }),
      );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setOnline(false);
    const before = registration.calls;
    registration.options?.onRegisterError?.(new TypeError('Failed to fetch dynamically imported module'));
    expect(registration.calls).toBe(before);

    setOnline(true);
    window.dispatchEvent(new Event('online'));
    expect(registration.calls).toBe(before + 1);
    window.dispatchEvent(new Event('online'));
    expect(registration.calls).toBe(before + 1);
  });

  it('a registration that failed leaves the page to fetch the app’s code ahead itself', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(prefetchWithoutServiceWorker).not.toHaveBeenCalled();
    registration.options?.onRegisterError?.(new DOMException('The operation is insecure.', 'SecurityError'));
    expect(prefetchWithoutServiceWorker).toHaveBeenCalledTimes(1);
  });
});
