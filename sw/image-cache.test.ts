import { describe, expect, it } from 'vitest';
import { isCacheableImage } from './image-cache';

const own = 'https://rarefinds.example';
const image = (href: string) => isCacheableImage(new URL(href), 'image', own);

describe('isCacheableImage', () => {
  it('caches our own images and merchant images on https hosts', () => {
    expect(image(`${own}/images/deals/headphones-1.svg`)).toBe(true);
    expect(image('https://m.media-amazon.com/images/I/71abc.jpg')).toBe(true);
    expect(image('https://cdn.shopify.com/s/files/product.webp')).toBe(true);
  });

  it('never caches ad or analytics beacons, or insecure hosts', () => {
    expect(image('https://googleads.g.doubleclick.net/pagead/viewthroughconversion/1')).toBe(false);
    expect(image('https://pagead2.googlesyndication.com/pagead/gen_204?id=x')).toBe(false);
    expect(image('https://www.google-analytics.com/collect?v=1')).toBe(false);
    expect(image('http://merchant.example/product.jpg')).toBe(false);
  });

  it('leaves requests that are not images alone', () => {
    expect(isCacheableImage(new URL(`${own}/api/deals`), '', own)).toBe(false);
    expect(isCacheableImage(new URL(`${own}/assets/index.js`), 'script', own)).toBe(false);
  });
});
