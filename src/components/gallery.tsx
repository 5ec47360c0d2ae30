import { nextGalleryIndex, previousGalleryIndex } from '@shared/deal/deal-rules';
import { imageCounter, NEXT_IMAGE, PREVIOUS_IMAGE, showImage } from '@shared/site/screen-texts';
import { type KeyboardEvent, type MouseEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { DealImage } from './deal-image';
import './gallery.css';

interface GalleryProps {
  images: readonly string[];
  /** Describes the product; each image's alt text adds its position. */
  alt: string;
  /** Prefix of the images' ids (`image-1` …), unique on the page: thumbnails and previous/next link to them. */
  idPrefix?: string;
}

type Move = 'previous' | 'next';

/** The image a strip shows: the one its sideways scroll rests on. */
function restingPosition(track: HTMLElement | null, total: number): number {
  if (!track || track.clientWidth === 0) return 0;
  return Math.min(total - 1, Math.max(0, Math.round(track.scrollLeft / track.clientWidth)));
}

/** A click the browser would open elsewhere (a new tab or window): left to the browser. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/** Space presses a link that acts as a button, as it presses a button. */
const pressOnSpace = (event: KeyboardEvent<HTMLAnchorElement>) => {
  if (event.key !== ' ') return;
  event.preventDefault();
  event.currentTarget.click();
};

/**
 * The product images: one large, previous/next that wrap around both ways, and thumbnails.
 *
 * The images sit side by side in a strip that snaps to one at a time, each with an id; the thumbnails and
 * each image's own previous/next (which wrap: the last image's next is the first) are links to those ids,
 * so without script following one scrolls the strip to its image, and the strip can be swiped. Only the
 * image the strip rests on shows its previous/next and counter (gallery.css, where the browser can tell).
 * The server cannot know where the strip rests, so the page is drawn, and the app first draws it, naming
 * no current image; once the app has taken over it knows the current image, moves the strip itself (the
 * page does not scroll), hides the other images from assistive technology and keeps the focus on the
 * control pressed.
 */
export function Gallery({ images, alt, idPrefix = 'image' }: GalleryProps) {
  const total = images.length;
  const many = total > 1;
  const trackRef = useRef<HTMLUListElement>(null);
  // null until the app has taken over: until then the strip's scroll position (the browser's) says.
  const [current, setCurrent] = useState<number | null>(null);
  const focusAfterMove = useRef<Move | null>(null);
  const altFor = (position: number) => (many ? `${alt} (${imageCounter(position, total)})` : alt);
  const slideId = (position: number) => `${idPrefix}-${position + 1}`;
  const counterId = (position: number) => `${slideId(position)}-counter`;

  useEffect(() => {
    setCurrent(restingPosition(trackRef.current, total));
  }, [total]);

  useLayoutEffect(() => {
    const track = trackRef.current;
    if (current === null || !track) return;
    if (restingPosition(track, total) !== current) {
      track.scrollTo?.({ left: current * track.clientWidth, behavior: 'instant' });
    }
    const move = focusAfterMove.current;
    focusAfterMove.current = null;
    if (move) {
      track.children[current]
        ?.querySelector<HTMLElement>(`.gallery__nav--${move}`)
        ?.focus({ preventScroll: true });
    }
  }, [current, total]);

  const goTo = (position: number, move: Move | null) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    focusAfterMove.current = move;
    setCurrent(position);
  };

  const moveControl = (position: number, move: Move) => {
    const target =
      move === 'next' ? nextGalleryIndex(position, total) : previousGalleryIndex(position, total);
    const label = move === 'next' ? NEXT_IMAGE : PREVIOUS_IMAGE;
    return (
      // biome-ignore lint/a11y/useSemanticElements: a link to the image moves the strip without script; with the app it acts in place, as a button.
      <a
        href={`#${slideId(target)}`}
        role="button"
        className={`gallery__nav gallery__nav--${move}`}
        aria-label={label}
        aria-describedby={counterId(position)}
        onClick={goTo(target, move)}
        onKeyDown={pressOnSpace}
      >
        {/* The label names it; the arrow is what the eye reads. */}
        {move === 'next' ? '›' : '‹'}
      </a>
    );
  };

  return (
    <section className="gallery" aria-roledescription="carousel" aria-label={alt}>
      <div className="gallery__stage">
        <ul
          ref={trackRef}
          className="gallery__track"
          onScrollEnd={() => {
            if (current !== null) setCurrent(restingPosition(trackRef.current, total));
          }}
        >
          {images.map((src, position) => {
            const away = current !== null && position !== current;
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: a gallery may show one picture twice; its place is what identifies it.
                key={position}
                id={slideId(position)}
                className="gallery__slide"
                aria-hidden={away || undefined}
                inert={away}
              >
                <DealImage src={src} alt={altFor(position)} eager={position === 0} />
                {many ? (
                  <>
                    {moveControl(position, 'previous')}
                    {moveControl(position, 'next')}
                    <p id={counterId(position)} className="gallery__counter">
                      {imageCounter(position, total)}
                    </p>
                  </>
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
      {many ? (
        <ul className="gallery__thumbs">
          {images.map((src, position) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: as above, the place identifies the picture.
            <li key={position}>
              {/* biome-ignore lint/a11y/useSemanticElements: as previous/next, a link without script and a button with the app. */}
              <a
                href={`#${slideId(position)}`}
                role="button"
                className="gallery__thumb"
                aria-label={showImage(position)}
                aria-current={position === current ? 'true' : undefined}
                onClick={goTo(position, null)}
                onKeyDown={pressOnSpace}
              >
                <img src={src} alt="" loading="lazy" decoding="async" width={80} height={60} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
