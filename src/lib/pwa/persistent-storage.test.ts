import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestPersistentStorageOnce } from './persistent-storage';

const stubStorage = (storage: Partial<StorageManager> | undefined) =>
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { storage }));

describe('requestPersistentStorageOnce', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the browser once per device, however often it is called', async () => {
    const persist = vi.fn(async () => true);
    stubStorage({ persist, persisted: async () => false });

    await expect(
      Promise.all([requestPersistentStorageOnce(), requestPersistentStorageOnce()]),
    ).resolves.toEqual([true, true]);
    await requestPersistentStorageOnce();
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('does not ask when storage is already persistent', async () => {
    const persist = vi.fn(async () => true);
    stubStorage({ persist, persisted: async () => true });
    await expect(requestPersistentStorageOnce()).resolves.toBe(true);
    expect(persist).not.toHaveBeenCalled();
  });

  it('reports false where the browser has no storage manager', async () => {
    stubStorage(undefined);
    await expect(requestPersistentStorageOnce()).resolves.toBe(false);
  });
});
