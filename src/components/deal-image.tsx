import { DEAL_IMAGE_HEIGHT, DEAL_IMAGE_WIDTH } from '@shared/deal/deal-defaults';

interface DealImageProps {
  src: string;
  alt: string;
  /** Above the fold: load now and tell the browser it matters. */
  eager?: boolean;
  className?: string;
}

/** Sample images are local 800x600 files; merchant images have unknown sizes and sit in a 4:3 frame. */
const isLocalImage = (src: string) => src.startsWith('/') && !src.startsWith('//');

/** A deal image that never shifts the layout: intrinsic size when known, a fixed aspect ratio otherwise. */
export function DealImage({ src, alt, eager = false, className }: DealImageProps) {
  const size = isLocalImage(src) ? { width: DEAL_IMAGE_WIDTH, height: DEAL_IMAGE_HEIGHT } : {};
  return (
    <img
      src={src}
      alt={alt}
      {...size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      // 'auto' is the default: said only when it is high, as on every card it would weigh on the page.
      fetchPriority={eager ? 'high' : undefined}
      className={className}
    />
  );
}
