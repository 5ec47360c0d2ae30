import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useListingParams } from './use-listing-params';

const useParamsAndAddress = () => ({ ...useListingParams(), search: useLocation().search });

const renderAt = (path: string) => {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '/deals', element: children }], { initialEntries: [path] });
    return <RouterProvider router={router} />;
  };
  return renderHook(useParamsAndAddress, { wrapper });
};

describe('useListingParams', () => {
  it('keeps a tab and a sort chosen one right after the other, before the list re-rendered', async () => {
    const { result } = renderAt('/deals');
    await act(async () => {
      result.current.setCategory('electronics');
      result.current.setSort('priceAsc');
    });
    expect(result.current.search).toBe('?category=electronics&sort=priceAsc');
    expect(result.current.category).toBe('electronics');
    expect(result.current.sort).toBe('priceAsc');
  });

  it('leaves defaults out of the address', async () => {
    const { result } = renderAt('/deals?category=electronics&sort=priceAsc');
    await act(async () => {
      result.current.setCategory('all');
    });
    expect(result.current.search).toBe('?sort=priceAsc');
  });
});
