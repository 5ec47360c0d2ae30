// The ad slot's constants (spec §2, §4, §8, §9); its texts are in ad-texts.ts. The ad slot component and its
// tests read them here.

export const AD_FORMATS = ['auto', 'horizontal', 'vertical', 'rectangle', 'fluid'] as const;
export type AdFormat = (typeof AD_FORMATS)[number];

export const AD_SIZE_NAMES = ['responsive', 'rectangle', 'leaderboard', 'skyscraper'] as const;
export type AdSize = (typeof AD_SIZE_NAMES)[number];

/** Width and height of each slot size, as CSS lengths. */
export const AD_SIZES: Record<AdSize, { width: string; height: string }> = {
  responsive: { width: '100%', height: 'auto' },
  rectangle: { width: '336px', height: '280px' },
  leaderboard: { width: '728px', height: '90px' },
  skyscraper: { width: '160px', height: '600px' },
};

export const AD_DEFAULTS = {
  timeoutMs: 3000,
  retryOnError: true,
  maxRetries: 3,
  responsive: true,
  format: 'auto',
  size: 'responsive',
} as const satisfies {
  timeoutMs: number;
  retryOnError: boolean;
  maxRetries: number;
  responsive: boolean;
  format: AdFormat;
  size: AdSize;
};

/** AdSense's script, loaded (and probed for blockers) when an ad client is configured. */
export const DEFAULT_AD_SCRIPT_URL = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js';

/** Screens narrower than this are mobile; a responsive slot keeps a minimum height there. */
export const AD_MOBILE_BREAKPOINT_PX = 768;
export const AD_MOBILE_MIN_HEIGHT_PX = 100;

/** Console prefix for an unexpected ad error. */
export const AD_ERROR_LOG_PREFIX = 'Error loading Google Ad:';
