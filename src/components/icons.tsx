// Inline SVG icons: no icon font, no extra request, and they inherit the text colour.
// Icons are decorative by default (aria-hidden); give the surrounding control an accessible name. A stroke
// icon's fill is the class's: `icon--filled` fills it.
import type { ReactNode, SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

function StrokeSvg({ size = 20, children, className, ...props }: IconProps & { children: ReactNode }) {
  // The stroke's look is the `icon` class's (global.css), not five attributes on each of the dozens of icons
  // a page draws.
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={className ? `icon ${className}` : 'icon'}
      {...props}
    >
      {children}
    </svg>
  );
}

function FillSvg({ size = 20, children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" {...props}>
      {children}
    </svg>
  );
}

export const SearchIcon = (props: IconProps) => (
  <StrokeSvg {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </StrokeSvg>
);
export const MenuIcon = (props: IconProps) => (
  <StrokeSvg {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </StrokeSvg>
);
export const CloseIcon = (props: IconProps) => (
  <StrokeSvg {...props}>
    <path d="M6 6l12 12M18 6 6 18" />
  </StrokeSvg>
);
export const HeartIcon = (props: IconProps) => (
  <StrokeSvg {...props}>
    <path d="M12 20s-7-4.4-9.2-8.6C1.4 8.6 3 5 6.6 5c2 0 3.4 1.1 4.4 2.6h2C14 6.1 15.4 5 17.4 5 21 5 22.6 8.6 21.2 11.4 19 15.6 12 20 12 20Z" />
  </StrokeSvg>
);
export const BellIcon = (props: IconProps) => (
  <StrokeSvg {...props}>
    <path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2Z" />
    <path d="M10 20a2 2 0 0 0 4 0" />
  </StrokeSvg>
);
export const MailIcon = (props: IconProps) => (
  <StrokeSvg {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </StrokeSvg>
);
export const PhoneIcon = (props: IconProps) => (
  <StrokeSvg {...props}>
    <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2Z" />
  </StrokeSvg>
);
export const MapPinIcon = (props: IconProps) => (
  <StrokeSvg {...props}>
    <path d="M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12Z" />
    <circle cx="12" cy="9" r="2.5" />
  </StrokeSvg>
);
export const InfoIcon = (props: IconProps) => (
  <StrokeSvg {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </StrokeSvg>
);
export const ChevronDownIcon = (props: IconProps) => (
  <StrokeSvg {...props}>
    <path d="m6 9 6 6 6-6" />
  </StrokeSvg>
);
export const DownloadIcon = (props: IconProps) => (
  <StrokeSvg {...props}>
    <path d="M12 4v11m0 0-4-4m4 4 4-4" />
    <path d="M4 19h16" />
  </StrokeSvg>
);
export const TruckIcon = (props: IconProps) => (
  <StrokeSvg {...props}>
    <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7" />
    <circle cx="7" cy="17.5" r="1.5" />
    <circle cx="17" cy="17.5" r="1.5" />
  </StrokeSvg>
);
export const HelpIcon = (props: IconProps) => (
  <StrokeSvg {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17h.01" />
  </StrokeSvg>
);
export const FlameIcon = (props: IconProps) => (
  <StrokeSvg {...props}>
    <path d="M12 3s5 4.5 5 9.5a5 5 0 0 1-10 0c0-2 1-3.5 2-4.5 0 2 1 3 2 3 0-3 1-5.5 1-8Z" />
  </StrokeSvg>
);
export const TrendingIcon = (props: IconProps) => (
  <StrokeSvg {...props}>
    <path d="m3 17 6-6 4 4 8-8" />
    <path d="M15 7h6v6" />
  </StrokeSvg>
);
export const StarIcon = (props: IconProps) => (
  <StrokeSvg {...props}>
    <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9L12 3Z" />
  </StrokeSvg>
);
export const ShieldCheckIcon = (props: IconProps) => (
  <StrokeSvg {...props}>
    <path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3Z" />
    <path d="m8.5 12 2.5 2.5 4.5-5" />
  </StrokeSvg>
);
export const HandshakeIcon = (props: IconProps) => (
  <StrokeSvg {...props}>
    <path d="m11 17 2 2a1.5 1.5 0 0 0 2-2" />
    <path d="m14 14 2.5 2.5a1.5 1.5 0 0 0 2-2L13 9l-2 2a2 2 0 0 1-3-3l3-3h3l4 4h2" />
    <path d="M3 9h2l5 5-1 1a1.5 1.5 0 0 1-2 0L3 11" />
  </StrokeSvg>
);
export const PiggyBankIcon = (props: IconProps) => (
  <StrokeSvg {...props}>
    <path d="M5 11a7 6 0 0 1 12-3h2l-1 3 2 1v3h-2a7 7 0 0 1-3 3v2h-3v-1.5h-3V20H6v-3a6 6 0 0 1-1-6Z" />
    <path d="M15 11h.01M10 8h3" />
  </StrokeSvg>
);
export const BookIcon = (props: IconProps) => (
  <StrokeSvg {...props}>
    <path d="M4 5a2 2 0 0 1 2-2h14v16H6a2 2 0 0 0-2 2Z" />
    <path d="M4 21V5" />
  </StrokeSvg>
);
export const LightbulbIcon = (props: IconProps) => (
  <StrokeSvg {...props}>
    <path d="M9 18h6M10 21h4" />
    <path d="M12 3a6 6 0 0 0-4 10.5c.7.7 1 1.5 1 2.5h6c0-1 .3-1.8 1-2.5A6 6 0 0 0 12 3Z" />
  </StrokeSvg>
);
export const UsersIcon = (props: IconProps) => (
  <StrokeSvg {...props}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6" />
    <path d="M16 4.5a3.5 3.5 0 0 1 0 7M18 14c2 .6 3.5 2.7 3.5 6" />
  </StrokeSvg>
);
export const RocketIcon = (props: IconProps) => (
  <StrokeSvg {...props}>
    <path d="M5 15c-1.5 1.5-2 5-2 5s3.5-.5 5-2" />
    <path d="M9 15 7 13c1-5 5-9 11-10 0 6-4 10-9 11Z" />
    <circle cx="14" cy="9" r="1.5" />
  </StrokeSvg>
);
export const ReturnIcon = (props: IconProps) => (
  <StrokeSvg {...props}>
    <path d="M9 14 4 9l5-5" />
    <path d="M4 9h10a6 6 0 0 1 0 12h-3" />
  </StrokeSvg>
);
export const ClockIcon = (props: IconProps) => (
  <StrokeSvg {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </StrokeSvg>
);
export const GlobeIcon = (props: IconProps) => (
  <StrokeSvg {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9Z" />
  </StrokeSvg>
);
export const BoltIcon = (props: IconProps) => (
  <StrokeSvg {...props}>
    <path d="M13 2 4 14h7l-1 8 9-12h-7l1-8Z" />
  </StrokeSvg>
);
export const BriefcaseIcon = (props: IconProps) => (
  <StrokeSvg {...props}>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18" />
  </StrokeSvg>
);
export const NewspaperIcon = (props: IconProps) => (
  <StrokeSvg {...props}>
    <path d="M4 5h13v14H6a2 2 0 0 1-2-2Z" />
    <path d="M17 9h3v8a2 2 0 0 1-2 2M8 9h5M8 13h5M8 16h3" />
  </StrokeSvg>
);
export const ShareIcon = (props: IconProps) => (
  <StrokeSvg {...props}>
    <circle cx="18" cy="5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="19" r="2.5" />
    <path d="m8.2 10.8 7.6-4.5M8.2 13.2l7.6 4.5" />
  </StrokeSvg>
);

export const FacebookIcon = (props: IconProps) => (
  <FillSvg {...props}>
    <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21h3Z" />
  </FillSvg>
);
export const XLogoIcon = (props: IconProps) => (
  <FillSvg {...props}>
    <path d="M17.7 3h3.1l-6.8 7.8L22 21h-6.3l-4.9-6.4L5.2 21H2.1l7.3-8.3L1.8 3h6.4l4.4 5.9L17.7 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11 14.5Z" />
  </FillSvg>
);
export const WhatsAppIcon = (props: IconProps) => (
  <FillSvg {...props}>
    <path d="M12 2.5a9.4 9.4 0 0 0-8.1 14.2L2.6 21.5l4.9-1.3A9.4 9.4 0 1 0 12 2.5Zm0 17.2c-1.5 0-2.9-.4-4.1-1.1l-.3-.2-2.9.8.8-2.8-.2-.3a7.8 7.8 0 1 1 6.7 3.6Zm4.3-5.8c-.2-.1-1.4-.7-1.6-.8-.2-.1-.4-.1-.5.1l-.7.9c-.1.2-.3.2-.5.1a6.4 6.4 0 0 1-3.2-2.8c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.7-1.7c-.2-.5-.4-.4-.5-.4h-.5a.9.9 0 0 0-.6.3 2.7 2.7 0 0 0-.8 2c0 1.2.9 2.3 1 2.5.1.2 1.7 2.6 4.1 3.6 1.5.7 2.1.7 2.9.6.5-.1 1.4-.6 1.6-1.1.2-.6.2-1 .1-1.1l-.4-.2Z" />
  </FillSvg>
);
export const TelegramIcon = (props: IconProps) => (
  <FillSvg {...props}>
    <path d="M21.4 4.2 2.9 11.3c-1.3.5-1.2 1.2-.2 1.5l4.7 1.5 1.8 5.6c.2.6.4.8.9.8.4 0 .6-.2.8-.4l2.3-2.2 4.7 3.5c.9.5 1.5.2 1.7-.8l3.1-14.6c.3-1.3-.5-1.8-1.3-1.5Zm-3.6 3.4-8.7 7.9-.3 3.5-1.5-4.7 10.1-6.4c.5-.3.9-.1.4.3Z" />
  </FillSvg>
);
export const InstagramIcon = (props: IconProps) => (
  <StrokeSvg {...props}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.5 6.5h.01" />
  </StrokeSvg>
);
export const PinterestIcon = (props: IconProps) => (
  <FillSvg {...props}>
    <path d="M12 2a10 10 0 0 0-3.6 19.3c-.1-.8-.2-2 0-2.9l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.4 1.8-2.4.9 0 1.3.6 1.3 1.4 0 .9-.6 2.1-.8 3.3-.3 1 .5 1.8 1.5 1.8 1.8 0 3.1-1.9 3.1-4.6 0-2.4-1.7-4.1-4.2-4.1-2.9 0-4.5 2.2-4.5 4.4 0 .9.3 1.8.8 2.3l.1.4-.3 1.1c0 .2-.2.2-.4.1-1.3-.6-2.1-2.5-2.1-4 0-3.3 2.4-6.3 6.9-6.3 3.6 0 6.4 2.6 6.4 6 0 3.6-2.3 6.5-5.4 6.5-1.1 0-2.1-.6-2.4-1.2l-.7 2.5c-.2.9-.9 2.1-1.3 2.8A10 10 0 1 0 12 2Z" />
  </FillSvg>
);
export const YouTubeIcon = (props: IconProps) => (
  <FillSvg {...props}>
    <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3-5.2 3Z" />
  </FillSvg>
);

/** The RareFinds mark: a price tag with a spark, in the brand colours. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#5b21b6" />
      <path d="M8 9.5V16l8.5 8.5 8-8L16 8H9.5A1.5 1.5 0 0 0 8 9.5Z" fill="#fff" />
      <circle cx="12.5" cy="12.5" r="1.8" fill="#5b21b6" />
      <path d="m20.5 5 .9 2.1 2.1.9-2.1.9-.9 2.1-.9-2.1-2.1-.9 2.1-.9.9-2.1Z" fill="#fbbf24" />
    </svg>
  );
}
