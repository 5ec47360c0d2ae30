// Every text of the installable-app experience: updates, offline, install.

export const UPDATE_AVAILABLE_TEXT = 'A new version is available';
export const UPDATE_RELOAD_LABEL = 'Reload';

export const OFFLINE_TEXT = "You're offline. Showing deals saved on this device.";
export const OFFLINE_READY_TEXT =
  'Ready to work offline: saved deals and every page open without a connection.';

export const pricesAsOfText = (time: string): string => `Prices as of ${time}`;
/** A time written on UTC's clock (a page the server drew, before the app has taken it over). */
export const utcTimeText = (time: string): string => `${time} UTC`;

export const INSTALL_LABEL = 'Install app';
export const INSTALLED_TEXT =
  'RareFinds is installed on this device. Open it from your home screen or app list.';
export const INSTALL_AVAILABLE_TEXT = 'Install RareFinds in one tap: it opens like an app and works offline.';
export const INSTALL_MANUAL_TEXT =
  "This browser doesn't offer a one-tap install here. Follow the steps for your device below.";

export interface InstallGuide {
  id: string;
  platform: string;
  steps: string[];
}

export const INSTALL_GUIDES: InstallGuide[] = [
  {
    id: 'android',
    platform: 'Android (Chrome, Edge, Samsung Internet)',
    steps: [
      'Open RareFinds in your browser.',
      'Tap Install app on this page, or open the browser menu (⋮) and choose Install app or Add to Home screen.',
      'Confirm with Install. RareFinds appears in your app drawer and on your home screen.',
    ],
  },
  {
    id: 'ios',
    platform: 'iPhone and iPad (Safari)',
    steps: [
      'Open RareFinds in Safari.',
      'Tap the Share button (the square with an arrow pointing up).',
      'Scroll down and tap Add to Home Screen, then tap Add.',
    ],
  },
  {
    id: 'desktop',
    platform: 'Desktop (Chrome or Edge on Windows, macOS, Linux and ChromeOS)',
    steps: [
      'Open RareFinds in Chrome or Edge.',
      'Click Install app on this page, or the install icon at the right end of the address bar.',
      'Confirm with Install. RareFinds opens in its own window and gets a Start menu, Dock or launcher entry.',
    ],
  },
];

export const appVersionText = (version: string): string => `Version ${version}`;

export const APP_BENEFITS = [
  'Opens from your home screen or app list in its own window, like any other app.',
  'Works offline: browse, search and open every deal you have loaded, and your wishlist.',
  'No app store and almost no storage: installing takes a second and updates arrive by themselves.',
  'Free, like the website: no account needed.',
];

/** The installed app's shortcuts besides Today's Deals, which is named as its page. */
export const SEARCH_SHORTCUT = 'Search';
export const WISHLIST_SHORTCUT = 'Wishlist';

/** The install dialog's screenshot of a page: "Today's Best Deals on RareFinds, on a phone". */
export const screenshotLabel = (page: string, site: string, device: 'phone' | 'desktop'): string =>
  `${page} on ${site}, on a ${device}`;
