import { useDismiss } from '@components/use-dismiss';
import { paths } from '@config/paths';
import { MEMBER_MENU } from '@shared/account/account-texts';
import type { MemberHint } from '@shared/account/page-member';
import { SUBMIT_TEXTS } from '@shared/community/submission-texts';
import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';

interface MemberMenuProps {
  member: MemberHint;
  onSignOut: () => void;
}

/**
 * The signed-in member's name in the header, opening a small menu: Account, Wishlist, Submit a deal, Sign out. It closes
 * on choosing an item, on an outside click, and on Escape (focus returns to the name).
 */
export function MemberMenu({ member, onSignOut }: MemberMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const dismiss = useCallback((reason: 'outside' | 'escape') => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  }, []);
  useDismiss(rootRef, open, dismiss);
  return (
    <div className="member-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="btn btn--ghost member-menu__toggle"
        aria-expanded={open}
        aria-controls={listId}
        title={MEMBER_MENU.label(member.name)}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="member-menu__avatar" aria-hidden="true">
          {member.name.trim().charAt(0).toUpperCase() || '?'}
        </span>
        <span className="member-menu__name">{member.name}</span>
      </button>
      <ul id={listId} className={`member-menu__list${open ? ' member-menu__list--open' : ''}`} hidden={!open}>
        <li>
          <Link to={paths.account} className="site-nav__link" onClick={() => setOpen(false)}>
            {MEMBER_MENU.account}
          </Link>
        </li>
        <li>
          <Link to={paths.wishlist} className="site-nav__link" onClick={() => setOpen(false)}>
            {MEMBER_MENU.wishlist}
          </Link>
        </li>
        <li>
          <Link to={paths.submit} className="site-nav__link" onClick={() => setOpen(false)}>
            {SUBMIT_TEXTS.menuEntry}
          </Link>
        </li>
        <li>
          <button
            type="button"
            className="site-nav__link member-menu__sign-out"
            onClick={() => {
              setOpen(false);
              onSignOut();
            }}
          >
            {MEMBER_MENU.signOut}
          </button>
        </li>
      </ul>
    </div>
  );
}
