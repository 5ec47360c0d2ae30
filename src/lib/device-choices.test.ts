import { DATA_SOURCE_STORAGE_KEY, VIEW_MODE_STORAGE_KEY } from '@shared/site/storage-keys';
import { afterEach, describe, expect, it } from 'vitest';
import { keepsOtherChoices } from './device-choices';

afterEach(() => localStorage.clear());

describe('choices kept on this device', () => {
  it('are none while nothing or only the defaults are stored', () => {
    expect(keepsOtherChoices()).toBe(false);
    localStorage.setItem(VIEW_MODE_STORAGE_KEY, JSON.stringify('grid'));
    localStorage.setItem(DATA_SOURCE_STORAGE_KEY, JSON.stringify('api'));
    expect(keepsOtherChoices()).toBe(false);
  });

  it('are another view mode or the sample data', () => {
    localStorage.setItem(VIEW_MODE_STORAGE_KEY, JSON.stringify('compact-list'));
    expect(keepsOtherChoices()).toBe(true);
    localStorage.clear();
    localStorage.setItem(DATA_SOURCE_STORAGE_KEY, JSON.stringify('mock'));
    expect(keepsOtherChoices()).toBe(true);
  });
});
