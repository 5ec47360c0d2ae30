// The share targets' labels (social-links.ts): each link's accessible name.
export const SHARE_LABELS = {
  facebook: 'Share on Facebook',
  x: 'Share on X (Twitter)',
  whatsapp: 'Share on WhatsApp',
  telegram: 'Share on Telegram',
  email: 'Share by e-mail',
  phone: (phone: string) => `Call us at ${phone}`,
} as const;
