import { createInstallOffer } from '@tests/support/install-offer';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenForInstallEvents, promptInstall } from './install-events';
import { appInstalledAtom, installPromptAtom } from './state';

const persist = vi.fn(async () => true);

describe('install events', () => {
  let store: ReturnType<typeof createStore>;
  let stop: () => void;

  beforeEach(() => {
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator), { storage: { persist, persisted: async () => false } }),
    );
    store = createStore();
    stop = listenForInstallEvents(store);
  });

  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
    persist.mockClear();
  });

  it('keeps the browser install offer for the Install button instead of the browser banner', () => {
    const { event } = createInstallOffer();
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(store.get(installPromptAtom)).toBe(event);
    expect(store.get(appInstalledAtom)).toBe(false);
  });

  it('shows the install dialog once; accepting marks the app installed and asks to keep storage', async () => {
    const { event, prompt } = createInstallOffer('accepted');
    window.dispatchEvent(event);

    await expect(promptInstall(store)).resolves.toBe('accepted');
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(store.get(installPromptAtom)).toBeNull();
    expect(store.get(appInstalledAtom)).toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);

    await expect(promptInstall(store)).resolves.toBe('unavailable');
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it('a dismissed dialog leaves the app not installed', async () => {
    window.dispatchEvent(createInstallOffer('dismissed').event);
    await expect(promptInstall(store)).resolves.toBe('dismissed');
    expect(store.get(appInstalledAtom)).toBe(false);
  });

  it('appinstalled (e.g. from the browser menu) hides the offer and is remembered', () => {
    window.dispatchEvent(createInstallOffer().event);
    window.dispatchEvent(new Event('appinstalled'));
    expect(store.get(installPromptAtom)).toBeNull();
    expect(store.get(appInstalledAtom)).toBe(true);

    const nextVisit = createStore();
    const stopNext = listenForInstallEvents(nextVisit);
    expect(nextVisit.get(appInstalledAtom)).toBe(true);
    stopNext();
  });

  it('a new install offer means the app was removed: the old note is dropped', () => {
    window.dispatchEvent(new Event('appinstalled'));
    window.dispatchEvent(createInstallOffer().event);
    expect(store.get(appInstalledAtom)).toBe(false);
  });
});
