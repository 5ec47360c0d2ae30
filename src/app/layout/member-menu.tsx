import { useDismiss } from '@components/use-dismiss';
import { paths } from '@config/paths';
import { WatchHeaderField } from '@features/watches/watch-header-field';
import { MEMBER_MENU } from '@shared/account/account-texts';
import type { MemberHint } from '@shared/account/page-member';
import { SUBMIT_TEXTS } from '@shared/community/submission-texts';
import { useCallback, useRef } from 'react';
import { Link } from 'react-router-dom';

interface MemberMenuProps {
  member: MemberHint;
  onSignOut: () => void;
}

/**
 * The signed-in member's name in the header, opening a small menu: Account, Wishlist, Submit a deal, the
 * "Watch this product" field (a GET form to /watch), Sign out.
 * It is a disclosure (`<details>`), so the name opens and closes it without script, and the browser tells
 * assistive technology whether it is open. Once the app runs, it also closes on choosing an item, on an
 * outside click, and on Escape (focus returns to the name). React never sets `open`: the browser keeps it.
 */
export function MemberMenu({ member, onSignOut }: MemberMenuProps) {
  const rootRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const close = useCallback(() => {
    if (rootRef.current) rootRef.current.open = false;
  }, []);
  const dismiss = useCallback(
    (reason: 'outside' | 'escape') => {
      if (!rootRef.current?.open) return;
      close();
      if (reason === 'escape') summaryRef.current?.focus();
    },
    [close],
  );
  useDismiss(rootRef, true, dismiss);
  return (
    // A member may open the menu before the app takes the page over: `open` is then the browser's.
    <details className="member-menu" ref={rootRef} suppressHydrationWarning>
      {/* biome-ignore lint/a11y/useSemanticElements: a summary is what toggles without script; the role names it a button for tools that find controls by role (browsers already do). */}
      <summary
        ref={summaryRef}
        className="btn btn--ghost member-menu__toggle"
        role="button"
        title={MEMBER_MENU.label(member.name)}
      >
        <span className="member-menu__avatar" aria-hidden="true">
          {member.name.trim().charAt(0).toUpperCase() || '?'}
        </span>
        <span className="member-menu__name">{member.name}</span>
      </summary>
      <ul className="member-menu__list">
        <li>
          <Link to={paths.account} className="site-nav__link" onClick={close}>
            {MEMBER_MENU.account}
          </Link>
        </li>
        <li>
          <Link to={paths.wishlist} className="site-nav__link" onClick={close}>
            {MEMBER_MENU.wishlist}
          </Link>
        </li>
        <li>
          <Link to={paths.submit} className="site-nav__link" onClick={close}>
            {SUBMIT_TEXTS.menuEntry}
          </Link>
        </li>
        <li className="member-menu__watch">
          <WatchHeaderField onDone={close} />
        </li>
        <li>
          <button
            type="button"
            className="site-nav__link member-menu__sign-out"
            onClick={() => {
              close();
              onSignOut();
            }}
          >
            {MEMBER_MENU.signOut}
          </button>
        </li>
      </ul>
    </details>
  );
}
