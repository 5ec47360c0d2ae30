import { FlameIcon, StarIcon, TrendingIcon } from '@components/icons';
import { paths } from '@config/paths';
import { categoryName, SUB_HEADER_CATEGORIES } from '@shared/deal/categories';
import { HOT_BADGE, NEW_BADGE } from '@shared/site/layout-texts';
import { NavLink } from 'react-router-dom';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `sub-header__link${isActive ? ' sub-header__link--active' : ''}`;

/** Deal sections and the eight category links; scrolls sideways on narrow screens. */
export function SubHeader() {
  return (
    <nav className="sub-header" aria-label="Deal categories">
      <ul className="sub-header__list container">
        <li>
          <NavLink to={paths.dealsToday} className={linkClass}>
            <FlameIcon size={16} />
            <span>Today's Deals</span>
            <span className="badge badge--hot">{HOT_BADGE}</span>
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.trending} className={linkClass}>
            <TrendingIcon size={16} />
            <span>Trending</span>
            <span className="badge badge--new">{NEW_BADGE}</span>
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.popular} className={linkClass}>
            <StarIcon size={16} />
            <span>Popular</span>
          </NavLink>
        </li>
        <li className="sub-header__divider" aria-hidden="true" />
        {SUB_HEADER_CATEGORIES.map((slug) => (
          <li key={slug}>
            <NavLink to={paths.categoryOf(slug)} className={linkClass}>
              {categoryName(slug)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
