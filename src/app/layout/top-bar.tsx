import { ClockIcon, DownloadIcon, HelpIcon, TruckIcon } from '@components/icons';
import { paths } from '@config/paths';
import { SHORTCUTS_LABEL, TOP_BAR_LABEL } from '@shared/site/layout-texts';
import { TAGLINE } from '@shared/site/site';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

const TOP_LINKS = [
  { to: paths.downloadApp, label: 'Get the app', icon: <DownloadIcon size={16} /> },
  { to: paths.dailyDeals, label: 'Daily deals', icon: <ClockIcon size={16} /> },
  { to: paths.help, label: 'Help center', icon: <HelpIcon size={16} /> },
  { to: paths.track, label: 'Track orders', icon: <TruckIcon size={16} /> },
] as const;

/** App download, daily deals, help and order tracking: the top bar's links, also in the phone menu. */
export function ShortcutLinks({ className }: { className: string }) {
  return (
    <nav className={className} aria-label={SHORTCUTS_LABEL}>
      <ul className={`${className}-list`}>
        {TOP_LINKS.map((link) => (
          <li key={link.to}>
            <Link className={`${className}-link`} to={link.to}>
              {link.icon}
              <span>{link.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The thin strip above the header: the tagline, the shortcuts and `extra` (the data source switch). Phones
 * show the shortcuts and the switch in the header's menu instead, so the first screen has room for deals.
 */
export function TopBar({ extra }: { extra?: ReactNode }) {
  return (
    <aside className="top-bar" aria-label={TOP_BAR_LABEL}>
      <div className="top-bar__inner container">
        <p className="top-bar__tagline">{TAGLINE}</p>
        <ShortcutLinks className="top-bar__nav" />
        {extra ? <div className="top-bar__extra">{extra}</div> : null}
      </div>
    </aside>
  );
}
