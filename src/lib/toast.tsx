// The one gateway for toasts. Features call showToast; only this module and the host know react-toastify.
// The library is not needed to show the first screen, so it loads right after that screen (the host asks
// for it once mounted) or with the first toast, whichever comes first. Toasts asked for before it has
// arrived wait here, in order, and are shown as soon as it has: none is ever lost.
import { startTransition, useEffect, useState } from 'react';

type ToastLibrary = typeof import('react-toastify');

export type ToastKind = 'success' | 'error' | 'info' | 'warning';
export type ToastId = string;

export interface ToastOptions {
  /** A button inside the toast, e.g. Reload after an update. */
  action?: { label: string; onClick: () => void };
  /** Same id replaces instead of stacking (e.g. one offline notice). */
  id?: string;
  /** false keeps the toast until the user closes it. */
  autoClose?: number | false;
}

interface PendingToast {
  id: ToastId;
  show: (library: ToastLibrary) => void;
}

let library: ToastLibrary | null = null;
let loading: Promise<ToastLibrary> | null = null;
let pending: PendingToast[] = [];
let generatedIds = 0;
const subscribers = new Set<() => void>();

function flushPending(loaded: ToastLibrary): void {
  const waiting = pending;
  pending = [];
  // react-toastify itself keeps these until its container has mounted, so they survive that gap too.
  for (const { show } of waiting) show(loaded);
}

/** Retries a failed load when the connection returns, so toasts asked for offline still show. */
function retryWhenOnline(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('online', () => void loadToastLibrary().catch(() => {}), { once: true });
}

/** Loads react-toastify once; resolves to it. A failed load (offline) is tried again later. */
export function loadToastLibrary(): Promise<ToastLibrary> {
  if (library) return Promise.resolve(library);
  loading ??= import('react-toastify').then(
    (loaded) => {
      library = loaded;
      flushPending(loaded);
      for (const notify of subscribers) notify();
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      if (pending.length > 0) retryWhenOnline();
      console.warn('Notifications could not load yet:', error);
      throw error;
    },
  );
  return loading;
}

const subscribe = (notify: () => void) => {
  subscribers.add(notify);
  return () => {
    subscribers.delete(notify);
  };
};

/**
 * For the toast host: react-toastify once loaded (null before). Mounting the host starts the load in the
 * task after the first screen's commit, so the library is in memory before the connection may drop (on a
 * first visit the service worker does not control the page yet and could not serve it offline).
 */
export function useToastLibrary(): ToastLibrary | null {
  const [loaded, setLoaded] = useState(library);
  useEffect(() => {
    if (loaded) return;
    // Drawing the host is never urgent: as a transition it waits for, and never blocks, the page's own
    // work (an external-store update would be drawn at once, in one task, with any effects still due).
    const showHost = () => startTransition(() => setLoaded(library));
    const unsubscribe = subscribe(showHost);
    if (library) showHost();
    const timer = setTimeout(() => void loadToastLibrary().catch(() => {}), 0);
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [loaded]);
  return loaded;
}

export function showToast(kind: ToastKind, message: string, options: ToastOptions = {}): ToastId {
  const { action, id = `toast-${++generatedIds}`, autoClose } = options;
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
  const show = ({ toast }: ToastLibrary) => {
    toast[kind](content, { toastId: id, ...(autoClose === undefined ? {} : { autoClose }) });
  };
  if (library) show(library);
  else {
    pending.push({ id, show });
    void loadToastLibrary().catch(() => {});
  }
  return id;
}

export function dismissToast(id: ToastId): void {
  if (library) library.toast.dismiss(id);
  else pending = pending.filter((waiting) => waiting.id !== id);
}
