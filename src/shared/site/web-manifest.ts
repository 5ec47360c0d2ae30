// The web app manifest, written once here and emitted by the build as /manifest.webmanifest.
// The icon generator (scripts/generate-icons.mjs) reads the same icon and screenshot tables, so the
// files on disk and the manifest can never disagree about names or sizes.
// Relative imports only: vite.config.ts loads this module before any path alias exists.
import { BRAND_BACKGROUND_COLOR, BRAND_THEME_COLOR } from './brand.ts';
import { PAGES } from './pages.ts';
import { SEARCH_SHORTCUT, screenshotLabel, WISHLIST_SHORTCUT } from './pwa-texts.ts';
import { SITE_DESCRIPTION, SITE_TITLE, TAGLINE } from './site.ts';

export interface ManifestImage {
  src: string;
  sizes: string;
  type: string;
  purpose?: 'any' | 'maskable' | 'monochrome';
}

export interface ManifestScreenshot extends ManifestImage {
  form_factor: 'narrow' | 'wide';
  label: string;
}

export interface ManifestShortcut {
  name: string;
  short_name: string;
  description: string;
  url: string;
  icons: ManifestImage[];
}

/** Every raster icon the generator renders from public/icons/icon.svg. */
export const APP_ICONS = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/maskable-192.png', size: 192, purpose: 'maskable' },
  { file: 'icons/maskable-512.png', size: 512, purpose: 'maskable' },
] as const;

/** iOS ignores the manifest icons and uses this one (full-bleed: iOS adds its own rounded mask). */
export const APPLE_TOUCH_ICON = { file: 'icons/apple-touch-icon.png', size: 180 } as const;

/** The link preview image (Open Graph / Twitter card). */
export const OG_IMAGE = { file: 'icons/og-image.png', width: 1200, height: 630 } as const;

/** Shortcut icons: the app icon's background with a glyph per shortcut. */
export const SHORTCUT_ICONS = {
  today: 'icons/shortcut-today.png',
  search: 'icons/shortcut-search.png',
  wishlist: 'icons/shortcut-wishlist.png',
} as const;
export const SHORTCUT_ICON_SIZE = 96;

/** Screenshots of the real app for the richer install dialog, taken by the generator with Playwright. */
export const APP_SCREENSHOTS = [
  {
    file: 'screenshots/deals-narrow.png',
    path: PAGES.deals.path,
    /** A phone screen is short: start at the page heading so deal cards are in the picture. */
    startAtHeading: true,
    width: 390,
    height: 844,
    form_factor: 'narrow',
    label: screenshotLabel(PAGES.deals.title, SITE_TITLE, 'phone'),
  },
  {
    file: 'screenshots/deals-wide.png',
    path: PAGES.deals.path,
    startAtHeading: false,
    width: 1280,
    height: 800,
    form_factor: 'wide',
    label: screenshotLabel(PAGES.deals.title, SITE_TITLE, 'desktop'),
  },
] as const;

/** Installed launches open here; the source parameter tells analytics the visit came from the app. */
export const PWA_START_URL = '/?source=pwa';

const png = (file: string, size: number, purpose?: ManifestImage['purpose']): ManifestImage => ({
  src: `/${file}`,
  sizes: `${size}x${size}`,
  type: 'image/png',
  ...(purpose ? { purpose } : {}),
});

const shortcut = (name: string, description: string, url: string, icon: string): ManifestShortcut => ({
  name,
  short_name: name,
  description,
  url,
  icons: [png(icon, SHORTCUT_ICON_SIZE)],
});

/** The members this app uses, typed to what the web app manifest spec allows. */
export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  start_url: string;
  scope: string;
  display: 'fullscreen' | 'standalone' | 'minimal-ui' | 'browser';
  display_override: Array<'fullscreen' | 'standalone' | 'minimal-ui' | 'browser' | 'window-controls-overlay'>;
  orientation: 'any' | 'natural' | 'portrait' | 'landscape';
  theme_color: string;
  background_color: string;
  categories: string[];
  prefer_related_applications: boolean;
  icons: ManifestImage[];
  shortcuts: ManifestShortcut[];
  screenshots: ManifestScreenshot[];
  share_target: ShareTarget;
}

/** Web Share Target (GET): sharing a page into the installed app opens this action with its fields. */
export interface ShareTarget {
  action: string;
  method: 'GET';
  /** Chromium warns when it is missing, even for GET. */
  enctype: 'application/x-www-form-urlencoded';
  params: { url: string; title: string; text: string };
}

/**
 * Sharing a product page from another app or the browser opens /submit filled in: the submit page reads
 * these parameters (src/features/submit/share-target.ts).
 */
export const SHARE_TARGET: ShareTarget = {
  action: PAGES.submit.path,
  method: 'GET',
  enctype: 'application/x-www-form-urlencoded',
  params: { url: 'url', title: 'title', text: 'text' },
};

export const WEB_MANIFEST: WebAppManifest = {
  id: '/',
  name: `${SITE_TITLE} — ${TAGLINE}`,
  short_name: SITE_TITLE,
  description: SITE_DESCRIPTION,
  lang: 'en',
  dir: 'ltr',
  start_url: PWA_START_URL,
  scope: '/',
  display: 'standalone',
  display_override: ['standalone', 'minimal-ui'],
  orientation: 'any',
  theme_color: BRAND_THEME_COLOR,
  background_color: BRAND_BACKGROUND_COLOR,
  categories: ['shopping', 'lifestyle', 'utilities'],
  prefer_related_applications: false,
  icons: APP_ICONS.map(({ file, size, purpose }) => png(file, size, purpose)),
  shortcuts: [
    shortcut(
      PAGES.dealsToday.title,
      PAGES.dealsToday.description,
      PAGES.dealsToday.path,
      SHORTCUT_ICONS.today,
    ),
    shortcut(SEARCH_SHORTCUT, PAGES.search.description, PAGES.search.path, SHORTCUT_ICONS.search),
    shortcut(WISHLIST_SHORTCUT, PAGES.wishlist.description, PAGES.wishlist.path, SHORTCUT_ICONS.wishlist),
  ],
  screenshots: APP_SCREENSHOTS.map(
    ({ file, width, height, form_factor, label }): ManifestScreenshot => ({
      src: `/${file}`,
      sizes: `${width}x${height}`,
      type: 'image/png',
      form_factor,
      label,
    }),
  ),
  share_target: SHARE_TARGET,
};
