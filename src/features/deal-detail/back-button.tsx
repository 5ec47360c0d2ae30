import { paths } from '@config/paths';
import { BACK } from '@shared/site/screen-texts';
import { useNavigate } from 'react-router-dom';

/** Goes back to where the shopper came from; opened from a shared link, it goes to the home page. */
export function BackButton() {
  const navigate = useNavigate();
  // React Router numbers its history entries; 0 means this page opened the tab.
  // The server has no history; only the click depends on it, so both draw the same button.
  const canGoBack =
    typeof window !== 'undefined' && Boolean((window.history.state as { idx?: number } | null)?.idx);
  return (
    <button
      type="button"
      className="btn btn--secondary btn--small deal-back"
      onClick={() => (canGoBack ? navigate(-1) : navigate(paths.home))}
    >
      <span aria-hidden="true">←</span> {BACK}
    </button>
  );
}
