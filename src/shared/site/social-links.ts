// The brand's social profiles and the share targets for a page. DOM-free: callers pass the URL. The targets'
// labels are in social-links-texts.ts.
import { CONTACT } from './site';
import { SHARE_LABELS } from './social-links-texts';

export interface SocialProfile {
  id: string;
  name: string;
  href: string;
}

export const SOCIAL_PROFILES: readonly SocialProfile[] = [
  { id: 'facebook', name: 'Facebook', href: 'https://www.facebook.com/rarefinds' },
  { id: 'x', name: 'X (Twitter)', href: 'https://x.com/rarefinds' },
  { id: 'instagram', name: 'Instagram', href: 'https://www.instagram.com/rarefinds' },
  { id: 'pinterest', name: 'Pinterest', href: 'https://www.pinterest.com/rarefinds' },
  { id: 'youtube', name: 'YouTube', href: 'https://www.youtube.com/@rarefinds' },
];

export type ShareTargetId = 'facebook' | 'x' | 'whatsapp' | 'telegram' | 'email' | 'phone';

export interface ShareTarget {
  id: ShareTargetId;
  /** Accessible name of the link, e.g. 'Share on Facebook'. */
  label: string;
  href: string;
  /** Web share pages open in a new tab; mailto: and tel: are handed to the device. */
  external: boolean;
}

const enc = encodeURIComponent;

/** Every way to pass a page on: two social networks, two messengers, e-mail, and a call to us. */
export function shareTargets(url: string, title: string): ShareTarget[] {
  const text = `${title} ${url}`;
  return [
    {
      id: 'facebook',
      label: SHARE_LABELS.facebook,
      href: `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`,
      external: true,
    },
    {
      id: 'x',
      label: SHARE_LABELS.x,
      href: `https://twitter.com/intent/tweet?url=${enc(url)}&text=${enc(title)}`,
      external: true,
    },
    {
      id: 'whatsapp',
      label: SHARE_LABELS.whatsapp,
      href: `https://wa.me/?text=${enc(text)}`,
      external: true,
    },
    {
      id: 'telegram',
      label: SHARE_LABELS.telegram,
      href: `https://t.me/share/url?url=${enc(url)}&text=${enc(title)}`,
      external: true,
    },
    {
      id: 'email',
      label: SHARE_LABELS.email,
      href: `mailto:?subject=${enc(title)}&body=${enc(text)}`,
      external: false,
    },
    { id: 'phone', label: SHARE_LABELS.phone(CONTACT.phone), href: CONTACT.phoneHref, external: false },
  ];
}
