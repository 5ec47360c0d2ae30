// The icons of every notification the worker shows about alerts.
export const ALERT_ICON = '/icons/icon-192.png';
/** Monochrome, for the status bar (Android draws its alpha channel). */
export const ALERT_BADGE = '/icons/badge-96.png';
