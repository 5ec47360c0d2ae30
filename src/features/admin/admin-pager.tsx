// Newer / Older between the pages of a console list, as links, so every page has an address.
import { PAGER_TEXTS } from '@shared/console/admin-paging-texts';
import { Link, useSearchParams } from 'react-router-dom';
import { withParams } from './list-params';
import './admin-lists.css';

interface AdminPagerProps {
  page: number;
  pageCount: number;
  total: number;
}

export function AdminPager({ page, pageCount, total }: AdminPagerProps) {
  const [params] = useSearchParams();
  const to = (target: number) => withParams(params, { page: target === 1 ? undefined : target });
  return (
    <nav className="admin-pager" aria-label={PAGER_TEXTS.label}>
      {page > 1 ? (
        <Link to={to(page - 1)} rel="prev">
          {PAGER_TEXTS.previous}
        </Link>
      ) : null}
      <span>{PAGER_TEXTS.position(page, pageCount, total)}</span>
      {page < pageCount ? (
        <Link to={to(page + 1)} rel="next">
          {PAGER_TEXTS.next}
        </Link>
      ) : null}
    </nav>
  );
}
