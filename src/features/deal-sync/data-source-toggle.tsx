// The global switch between the API and the built-in sample data. It shows the source in use, stores
// the choice and reloads the page, so every screen starts over from the chosen source.
import { DEFAULT_DATA_SOURCE } from '@shared/deal/data-source';
import { DATA_SOURCE_LABELS, DATA_SOURCE_TOGGLE_HINT } from '@shared/deal/deal-texts';
import { useAtom } from 'jotai';
import { useId } from 'react';
import { dataSourceAtom } from './state';
import './data-source-toggle.css';
import { useHydrated } from '@lib/use-hydrated';

interface DataSourceToggleProps {
  /** What happens after the choice is stored; the page reloads unless a test says otherwise. */
  onSwitched?: () => void;
  className?: string;
}

const reloadPage = () => window.location.reload();

export function DataSourceToggle({ onSwitched = reloadPage, className }: DataSourceToggleProps) {
  const [storedSource, setSource] = useAtom(dataSourceAtom);
  // The server draws the default source; the stored choice shows once the app has taken the page over.
  const source = useHydrated() ? storedSource : DEFAULT_DATA_SOURCE;
  const hintId = useId();
  const usingApi = source === 'api';

  return (
    <>
      <button
        type="button"
        role="switch"
        aria-checked={usingApi}
        aria-describedby={hintId}
        className={['data-source-toggle', className].filter(Boolean).join(' ')}
        onClick={() => {
          setSource(storedSource === 'api' ? 'mock' : 'api');
          onSwitched();
        }}
      >
        <span className="data-source-toggle__track" aria-hidden="true">
          <span className="data-source-toggle__thumb" />
        </span>
        <span className="data-source-toggle__label">{DATA_SOURCE_LABELS[source]}</span>
      </button>
      <span id={hintId} className="sr-only">
        {DATA_SOURCE_TOGGLE_HINT}
      </span>
    </>
  );
}
