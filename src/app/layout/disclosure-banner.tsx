import { InfoIcon } from '@components/icons';
import { paths } from '@config/paths';
import { DISCLOSURE_TEXT } from '@shared/site/site';
import { Link } from 'react-router-dom';

/** The affiliate disclosure, sticky at the top of every page. */
export function DisclosureBanner() {
  return (
    <aside className="disclosure" aria-label="Affiliate disclosure">
      <div className="disclosure__inner">
        <InfoIcon className="disclosure__icon" size={18} />
        <p className="disclosure__text" role="note">
          {DISCLOSURE_TEXT}
        </p>
        <Link className="disclosure__link" to={paths.about}>
          How we earn
        </Link>
      </div>
    </aside>
  );
}
