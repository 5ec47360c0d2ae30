import { nextGalleryIndex, previousGalleryIndex } from '@shared/deal/deal-rules';
import { imageCounter, NEXT_IMAGE, PREVIOUS_IMAGE, showImage } from '@shared/site/screen-texts';
import { useState } from 'react';
import { DealImage } from './deal-image';
import './gallery.css';

interface GalleryProps {
  images: readonly string[];
  /** Describes the product; each image's alt text adds its position. */
  alt: string;
}

/** The product images: one large, previous/next that wrap around both ways, and thumbnails. */
export function Gallery({ images, alt }: GalleryProps) {
  const [index, setIndex] = useState(0);
  const total = images.length;
  const current = Math.min(index, total - 1);
  const many = total > 1;
  const altFor = (position: number) => (many ? `${alt} (${imageCounter(position, total)})` : alt);

  return (
    <section className="gallery" aria-roledescription="carousel" aria-label={alt}>
      <div className="gallery__stage">
        {/* Keyed so the browser swaps the picture at once instead of showing the old one while decoding. */}
        <DealImage key={images[current]} src={images[current]!} alt={altFor(current)} eager />
        {many ? (
          <>
            <button
              type="button"
              className="gallery__nav gallery__nav--previous"
              aria-label={PREVIOUS_IMAGE}
              onClick={() => setIndex(previousGalleryIndex(current, total))}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="gallery__nav gallery__nav--next"
              aria-label={NEXT_IMAGE}
              onClick={() => setIndex(nextGalleryIndex(current, total))}
            >
              <span aria-hidden="true">›</span>
            </button>
            <p className="gallery__counter" aria-live="polite">
              {imageCounter(current, total)}
            </p>
          </>
        ) : null}
      </div>
      {many ? (
        <ul className="gallery__thumbs">
          {images.map((src, position) => (
            <li key={src}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={showImage(position)}
                aria-current={position === current ? 'true' : undefined}
                onClick={() => setIndex(position)}
              >
                <img src={src} alt="" loading="lazy" decoding="async" width={80} height={60} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
