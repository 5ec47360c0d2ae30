import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { FirstRenderMark } from '../first-render-mark';

/** The route's screen: its own boundary, so the rest of the page shows while its code loads. */
export function RouteContent({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<p className="page-loading">Loading…</p>}>
      <FirstRenderMark>{children}</FirstRenderMark>
    </Suspense>
  );
}
