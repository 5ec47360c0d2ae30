import { VIEW_MODE_LABEL, VIEW_MODES, type ViewMode } from '@shared/site/screen-texts';
import { useAtom } from 'jotai';
import { viewModeAtom } from './state';

const ICONS: Record<ViewMode, string> = {
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  'compact-grid':
    'M3 3h5v5H3zM9.5 3h5v5h-5zM16 3h5v5h-5zM3 9.5h5v5H3zM9.5 9.5h5v5h-5zM16 9.5h5v5h-5zM3 16h5v5H3zM9.5 16h5v5h-5zM16 16h5v5h-5z',
  list: 'M4 4h6v6H4zM12 5h8M12 8h6M4 14h6v6H4zM12 15h8M12 18h6',
  'compact-list': 'M4 5h3v3H4zM9 6.5h11M4 11h3v3H4zM9 12.5h11M4 17h3v3H4zM9 18.5h11',
};

/** Grid, compact grid, list or compact list; the choice is remembered. */
export function ViewModeSwitch() {
  const [mode, setMode] = useAtom(viewModeAtom);
  return (
    <fieldset className="view-switch">
      <legend className="sr-only">{VIEW_MODE_LABEL}</legend>
      {VIEW_MODES.map(({ id, label }) => (
        <button
          key={id}
          type="button"
          className="view-switch__button"
          aria-pressed={mode === id}
          onClick={() => setMode(id)}
        >
          <svg
            viewBox="0 0 24 24"
            width="18"
            height="18"
            aria-hidden="true"
            focusable="false"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          >
            <path d={ICONS[id]} />
          </svg>
          <span className="view-switch__label">{label}</span>
        </button>
      ))}
    </fieldset>
  );
}
