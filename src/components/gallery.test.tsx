import { NEXT_IMAGE, PREVIOUS_IMAGE, showImage } from '@shared/site/screen-texts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Gallery } from './gallery';

// Without script the gallery is a strip of images with ids, and its controls are links to them
// (tests/e2e/no-script-pages.spec.ts follows them in a browser); the app takes the drawn gallery over.

const IMAGES = ['/images/deals/a.svg', '/images/deals/b.svg', '/images/deals/c.svg'];
const gallery = <Gallery images={IMAGES} alt="Kettle" />;

let root: Root | null = null;

function drawOnServer(element = gallery) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return container;
}

async function takeOver(container: HTMLElement) {
  const onRecoverableError = vi.fn();
  await act(async () => {
    root = hydrateRoot(container, gallery, { onRecoverableError });
  });
  return onRecoverableError;
}

const slide = (position: number) => document.getElementById(`image-${position}`)!;
const shownImage = () => screen.getByRole('img', { name: /^Kettle \(Image \d of 3\)$/ }).getAttribute('src');

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('Gallery without the app', () => {
  it('puts every image on the page with an id, and links each image’s previous and next to its neighbours, around both ends', () => {
    drawOnServer();
    IMAGES.forEach((src, index) => {
      const image = within(slide(index + 1)).getByRole('img', { name: `Kettle (Image ${index + 1} of 3)` });
      expect(image.getAttribute('src')).toBe(src);
      expect(within(slide(index + 1)).getByText(`Image ${index + 1} of 3`)).toBeTruthy();
    });
    const hrefOf = (position: number, name: string) =>
      within(slide(position)).getByRole('button', { name }).getAttribute('href');
    expect([hrefOf(1, PREVIOUS_IMAGE), hrefOf(1, NEXT_IMAGE)]).toEqual(['#image-3', '#image-2']);
    expect([hrefOf(2, PREVIOUS_IMAGE), hrefOf(2, NEXT_IMAGE)]).toEqual(['#image-1', '#image-3']);
    expect([hrefOf(3, PREVIOUS_IMAGE), hrefOf(3, NEXT_IMAGE)]).toEqual(['#image-2', '#image-1']);
  });

  it('links each thumbnail to its image, claiming no current one (the server cannot know it)', () => {
    drawOnServer();
    const thumbnails = IMAGES.map((_, index) => screen.getByRole('button', { name: showImage(index) }));
    expect(thumbnails.map((thumbnail) => thumbnail.getAttribute('href'))).toEqual([
      '#image-1',
      '#image-2',
      '#image-3',
    ]);
    for (const thumbnail of thumbnails) expect(thumbnail.hasAttribute('aria-current')).toBe(false);
  });

  it('shows one image without controls when there is one', () => {
    drawOnServer(<Gallery images={[IMAGES[0]!]} alt="Kettle" />);
    expect(screen.getByRole('img', { name: 'Kettle' }).getAttribute('src')).toBe(IMAGES[0]);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('Gallery with the app', () => {
  it('takes the drawn gallery over without drawing it differently, then shows one image', async () => {
    const onRecoverableError = await takeOver(drawOnServer());
    expect(onRecoverableError).not.toHaveBeenCalled();
    await waitFor(() => expect(shownImage()).toBe(IMAGES[0]));
    expect(screen.getAllByRole('button', { name: NEXT_IMAGE })).toHaveLength(1);
    expect(screen.getByRole('button', { name: showImage(0) }).getAttribute('aria-current')).toBe('true');
  });

  it('wraps around with next, keeps the focus on Next, and answers Space as a button does', async () => {
    await takeOver(drawOnServer());
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: showImage(2) }));
    expect(shownImage()).toBe(IMAGES[2]);
    expect(screen.getByRole('button', { name: showImage(2) }).getAttribute('aria-current')).toBe('true');

    await user.click(screen.getByRole('button', { name: NEXT_IMAGE }));
    expect(shownImage()).toBe(IMAGES[0]);
    const next = screen.getByRole('button', { name: NEXT_IMAGE });
    expect(slide(1).contains(next)).toBe(true);
    expect(document.activeElement).toBe(next);

    await user.keyboard(' ');
    expect(shownImage()).toBe(IMAGES[1]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: NEXT_IMAGE }));

    await user.click(screen.getByRole('button', { name: PREVIOUS_IMAGE }));
    await user.click(screen.getByRole('button', { name: PREVIOUS_IMAGE }));
    expect(shownImage()).toBe(IMAGES[2]);
    // The address stays the page's: the app moves the strip itself.
    expect(window.location.hash).toBe('');
  });
});
