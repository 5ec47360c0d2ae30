import { useToastLibrary } from '@lib/toast';
import { TOAST_SETTINGS } from '@shared/site/toast-settings';

const isToastHotKey = (event: KeyboardEvent) =>
  event.altKey === TOAST_SETTINGS.hotKey.altKey && event.key.toLowerCase() === TOAST_SETTINGS.hotKey.key;

/**
 * The single toast container, configured with the spec's constants. It appears once react-toastify has
 * loaded (just after the first screen); toasts shown before that wait in the gateway.
 */
export function ToastHost() {
  const library = useToastLibrary();
  if (!library) return null;
  const { ToastContainer } = library;
  return (
    <ToastContainer
      position={TOAST_SETTINGS.position}
      autoClose={TOAST_SETTINGS.autoCloseMs}
      draggable
      draggablePercent={TOAST_SETTINGS.draggablePercent}
      hideProgressBar={TOAST_SETTINGS.hideProgressBar}
      hotKeys={isToastHotKey}
      aria-label="Notifications Alt+T"
      style={{ width: `${TOAST_SETTINGS.widthPx}px` }}
      newestOnTop
    />
  );
}
