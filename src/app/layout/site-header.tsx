import { BellIcon, CloseIcon, HeartIcon, LogoMark, MenuIcon } from '@components/icons';
import { useDismiss } from '@components/use-dismiss';
import { paths } from '@config/paths';
import { memberAtom } from '@lib/member/member-state';
import { SITE_TITLE } from '@shared/site/site';
import { useAtomValue } from 'jotai';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { HeaderSearch } from './header-search';
import { MemberMenu } from './member-menu';

interface SiteHeaderProps {
  onSubscribe: () => void;
  onSignOut: () => void;
  /** Extra controls for the menu, e.g. the app install button. */
  menuExtra?: ReactNode;
}

/**
 * Logo, search, and the account actions: Wishlist, Login and Register for a visitor, the member's name
 * with its menu (Account, Wishlist, Sign out) once signed in. Under the desktop breakpoint the actions
 * fold into a menu that toggles, and closes on an outside click, on Escape (focus returns to the toggle)
 * and on choosing an item.
 */
export function SiteHeader({ onSubscribe, onSignOut, menuExtra }: SiteHeaderProps) {
  const member = useAtomValue(memberAtom);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const menuId = useId();

  const dismiss = useCallback((reason: 'outside' | 'escape') => {
    setMenuOpen(false);
    if (reason === 'escape') toggleRef.current?.focus();
  }, []);
  useDismiss(menuRef, menuOpen, dismiss);

  // Choosing any link or button in the menu closes it, including controls added through menuExtra (but
  // not the member's name, which opens its own menu).
  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const onChoose = (event: MouseEvent) => {
      const chosen = (event.target as Element | null)?.closest('a, button');
      if (chosen && !chosen.matches('.member-menu__toggle')) setMenuOpen(false);
    };
    nav.addEventListener('click', onChoose);
    return () => nav.removeEventListener('click', onChoose);
  }, []);

  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <Link to={paths.home} className="logo" aria-label={`${SITE_TITLE} home`}>
          <LogoMark size={36} />
          <span className="logo__text" aria-hidden="true">
            Rare<span className="logo__accent">Finds</span>
          </span>
        </Link>
        <HeaderSearch className="site-header__search" />
        <div className="site-header__menu" ref={menuRef}>
          <button
            ref={toggleRef}
            type="button"
            className="icon-btn menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label="Menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
          </button>
          <nav
            ref={navRef}
            id={menuId}
            className={`site-nav${menuOpen ? ' site-nav--open' : ''}`}
            aria-label="Account"
          >
            <ul className="site-nav__list">
              {member ? (
                <li>
                  <MemberMenu member={member} onSignOut={onSignOut} />
                </li>
              ) : (
                <>
                  <li>
                    <NavLink to={paths.wishlist} className="site-nav__link">
                      <HeartIcon size={18} />
                      <span>Wishlist</span>
                    </NavLink>
                  </li>
                  <li>
                    <Link to={paths.login} className="btn btn--ghost">
                      Login
                    </Link>
                  </li>
                  <li>
                    <Link to={paths.register} className="btn btn--secondary">
                      Register
                    </Link>
                  </li>
                </>
              )}
              <li>
                <button type="button" className="btn btn--primary" onClick={onSubscribe}>
                  <BellIcon size={18} />
                  <span>Subscribe</span>
                </button>
              </li>
              {menuExtra ? <li className="site-nav__extra">{menuExtra}</li> : null}
            </ul>
          </nav>
        </div>
      </div>
    </header>
  );
}
