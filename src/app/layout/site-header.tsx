import { BellIcon, CloseIcon, HeartIcon, LogoMark, MenuIcon } from '@components/icons';
import { paths } from '@config/paths';
import { memberAtom } from '@lib/member/member-state';
import { SITE_TITLE } from '@shared/site/site';
import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { HeaderSearch } from './header-search';
import { MemberMenu } from './member-menu';

/** Hides a popover; nothing happens when it is not showing, or where the browser has no popovers. */
function closePopover(element: HTMLElement) {
  if (typeof element.hidePopover === 'function') element.hidePopover();
}

interface SiteHeaderProps {
  onSubscribe: () => void;
  onSignOut: () => void;
  /** Extra controls for the menu, e.g. the app install button. */
  menuExtra?: ReactNode;
}

/**
 * Logo, search, and the account actions: Wishlist, Login and Register for a visitor, the member's name
 * with its menu (Account, Wishlist, Sign out) once signed in. Under the desktop breakpoint the actions
 * fold into a menu: a popover its toggle opens and closes (`popovertarget`), so it works without script,
 * and the browser closes it on an outside click and on Escape (focus stays on the toggle). Choosing an
 * item loads another page; once the app runs, it closes the menu itself.
 */
export function SiteHeader({ onSubscribe, onSignOut, menuExtra }: SiteHeaderProps) {
  const member = useAtomValue(memberAtom);
  const navRef = useRef<HTMLElement>(null);
  const menuId = useId();

  // Choosing any link or button in the menu closes it, including controls added through menuExtra (but
  // not the member's name, a summary that opens its own menu).
  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const onChoose = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest('a, button')) closePopover(nav);
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
        <div className="site-header__menu">
          <button
            type="button"
            className="icon-btn menu-toggle"
            popoverTarget={menuId}
            aria-controls={menuId}
            aria-label="Menu"
          >
            {/* The icon follows the menu's state in CSS (layout.css), which knows it without script. */}
            <MenuIcon size={24} className="menu-toggle__open" />
            <CloseIcon size={24} className="menu-toggle__close" />
          </button>
          <nav ref={navRef} id={menuId} className="site-nav" aria-label="Account" popover="auto">
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
