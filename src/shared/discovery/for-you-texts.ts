// The "For you" row's texts.
export const FOR_YOU_TEXTS = {
  heading: 'For you',
  lead: 'Picked from what you follow, save, vote on and open: worked out on this device, never sent.',
} as const;
