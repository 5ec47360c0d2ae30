import { appStore } from '@lib/jotai-store';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <HelmetProvider>
      <JotaiProvider store={appStore}>{children}</JotaiProvider>
    </HelmetProvider>
  );
}
