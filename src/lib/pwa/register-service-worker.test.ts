import { createStore } from 'jotai';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineReadyAtom, updateAvailableAtom } from './state';

const registration = vi.hoisted(() => ({
  options: undefined as RegisterSWOptions | undefined,
  activate: vi.fn(async (_reload?: boolean) => {}),
}));

vi.mock('virtual:pwa-register', () => ({
  registerSW: (options: RegisterSWOptions) => {
    registration.options = options;
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
});
