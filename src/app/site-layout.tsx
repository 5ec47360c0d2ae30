import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';

/** The frame of every page: banner, top bar, header, sub-header, ad slots, share area and footer. */
export function SiteLayout() {
  return (
    <div className="site">
      <main id="main" className="site__main">
        <Suspense fallback={<p className="page-loading">Loading…</p>}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
