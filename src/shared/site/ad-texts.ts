// The ad slot's texts and the house promotions shown where no ad network is configured (spec §2, §8, §9).
// The slot's sizes and settings are in ad-settings.ts.

export const AD_TEXTS = {
  label: 'Advertisement',
  loading: 'Loading advertisement...',
  blocked: 'Ad blocker detected',
  failed: 'Ad failed to load',
  retrying: ' - Retrying...',
  scriptFailed: 'The ad service could not be reached',
} as const;

/** House promotions shown where no ad network is configured. */
export const HOUSE_PROMOTIONS = {
  app: {
    title: 'Get the app',
    text: 'Install RareFinds and browse deals even when you are offline.',
    cta: 'Install RareFinds',
  },
  alerts: {
    title: 'Deal alerts',
    text: 'Choose the categories you care about and hear first when prices drop.',
    cta: 'Set up deal alerts',
  },
} as const;

export type HousePromotionKind = keyof typeof HOUSE_PROMOTIONS;
