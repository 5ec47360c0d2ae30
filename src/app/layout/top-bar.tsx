import { ClockIcon, DownloadIcon, HelpIcon, TruckIcon } from '@components/icons';
import { paths } from '@config/paths';
import { TAGLINE } from '@shared/site';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

const TOP_LINKS = [
  { to: paths.downloadApp, label: 'Get the app', icon: <DownloadIcon size={16} /> },
  { to: paths.dailyDeals, label: 'Daily deals', icon: <ClockIcon size={16} /> },
  { to: paths.help, label: 'Help center', icon: <HelpIcon size={16} /> },
  { to: paths.track, label: 'Track orders', icon: <TruckIcon size={16} /> },
] as const;

/** The thin strip above the header: app download, daily deals, help and order tracking. */
export function TopBar({ extra }: { extra?: ReactNode }) {
  return (
    <div className="top-bar">
      <div className="top-bar__inner container">
        <p className="top-bar__tagline">{TAGLINE}</p>
        <nav className="top-bar__nav" aria-label="Shortcuts">
          <ul className="top-bar__links">
            {TOP_LINKS.map((link) => (
              <li key={link.to}>
                <Link className="top-bar__link" to={link.to}>
                  {link.icon}
                  <span>{link.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {extra ? <div className="top-bar__extra">{extra}</div> : null}
      </div>
    </div>
  );
}
