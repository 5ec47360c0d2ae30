// The one gateway for toasts. Features call showToast; only this module and the host know react-toastify.
import { type Id, toast } from 'react-toastify';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface ToastOptions {
  /** A button inside the toast, e.g. Reload after an update. */
  action?: { label: string; onClick: () => void };
  /** Same id replaces instead of stacking (e.g. one offline notice). */
  id?: string;
  /** false keeps the toast until the user closes it. */
  autoClose?: number | false;
}

export function showToast(kind: ToastKind, message: string, options: ToastOptions = {}): Id {
  const { action, id, autoClose } = options;
  const content = action
    ? ({ closeToast }: { closeToast: () => void }) => (
        <div className="toast-with-action">
          <span>{message}</span>
          <button
            type="button"
            className="btn btn--small btn--primary"
            onClick={() => {
              action.onClick();
              closeToast();
            }}
          >
            {action.label}
          </button>
        </div>
      )
    : message;
  return toast[kind](content, { toastId: id, ...(autoClose === undefined ? {} : { autoClose }) });
}

export const dismissToast = (id: Id) => toast.dismiss(id);
