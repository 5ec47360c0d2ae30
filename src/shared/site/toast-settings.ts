// The toast constants of the spec: one container, configured once.
export const TOAST_SETTINGS = {
  autoCloseMs: 5000,
  position: 'top-right',
  draggablePercent: 80,
  widthPx: 320,
  hideProgressBar: false,
  /** Alt+T moves focus to the notifications. */
  hotKey: { altKey: true, key: 't' },
} as const;
