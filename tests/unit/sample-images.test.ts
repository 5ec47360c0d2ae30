// The sample deals' images are real files in public/, small and of the size the app declares.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEAL_IMAGE_HEIGHT,
  DEAL_IMAGE_WIDTH,
  PLACEHOLDER_DEAL_IMAGE,
} from '../../src/shared/deal/deal-defaults';
import { createSampleDeals } from '../../src/shared/sample/sample-deals';

// Tests run from the project root (vitest's root), where public/ lives.
const publicFile = (path: string) => join(process.cwd(), 'public', path);

describe('sample deal images', () => {
  const deals = createSampleDeals(new Date('2025-06-01T12:00:00.000Z'));

  it('has a small local 800x600 SVG for every image, and the placeholder exists', () => {
    const images = deals.flatMap((deal) => deal.images);
    expect(new Set(images).size).toBe(images.length);
    for (const image of [...images, PLACEHOLDER_DEAL_IMAGE]) {
      const file = publicFile(image);
      expect(existsSync(file), image).toBe(true);
      expect(statSync(file).size, image).toBeLessThan(3 * 1024);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toContain(`viewBox="0 0 ${DEAL_IMAGE_WIDTH} ${DEAL_IMAGE_HEIGHT}"`);
      expect(svg).toContain(`width="${DEAL_IMAGE_WIDTH}" height="${DEAL_IMAGE_HEIGHT}"`);
    }
  });
});
