import { DATA_SOURCE_LABELS } from '@shared/deal/deal-texts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { DataSourceToggle } from './data-source-toggle';
import { DATA_SOURCE_STORAGE_KEY } from './state';

function renderToggle() {
  const onSwitched = vi.fn();
  render(
    <Provider store={createStore()}>
      <DataSourceToggle onSwitched={onSwitched} />
    </Provider>,
  );
  return { onSwitched, user: userEvent.setup() };
}

describe('DataSourceToggle', () => {
  it('shows the API by default', () => {
    renderToggle();
    expect(screen.getByRole('switch', { name: 'Using Rakuten API', checked: true })).toBeTruthy();
    expect(DATA_SOURCE_LABELS.api).toBe('Using Rakuten API');
  });

  it('switches to the sample data, stores the choice and reloads', async () => {
    const { onSwitched, user } = renderToggle();
    await user.click(screen.getByRole('switch', { name: 'Using Rakuten API' }));
    expect(localStorage.getItem(DATA_SOURCE_STORAGE_KEY)).toBe('mock');
    expect(onSwitched).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('switch', { name: 'Using Mock Data', checked: false })).toBeTruthy();
  });

  it('starts from the stored choice after a reload', () => {
    localStorage.setItem(DATA_SOURCE_STORAGE_KEY, 'mock');
    renderToggle();
    expect(screen.getByRole('switch', { name: 'Using Mock Data' })).toBeTruthy();
  });

  it('switches back to the API', async () => {
    localStorage.setItem(DATA_SOURCE_STORAGE_KEY, 'mock');
    const { user } = renderToggle();
    await user.click(screen.getByRole('switch', { name: 'Using Mock Data' }));
    expect(localStorage.getItem(DATA_SOURCE_STORAGE_KEY)).toBe('api');
  });

  it('ignores a stored value it does not know', () => {
    localStorage.setItem(DATA_SOURCE_STORAGE_KEY, '"rakuten"');
    renderToggle();
    expect(screen.getByRole('switch', { name: 'Using Rakuten API' })).toBeTruthy();
  });
});
