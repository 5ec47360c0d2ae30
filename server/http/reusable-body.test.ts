import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { brotliWindowBits, preferredCoding, ReusableBody } from './reusable-body.ts';

const failNextBrotli = vi.hoisted(() => ({ value: false }));
vi.mock('node:zlib', async (importOriginal) => {
  const zlib = await importOriginal<typeof import('node:zlib')>();
  return {
    ...zlib,
    brotliCompress: (...args: Parameters<typeof zlib.brotliCompress>) => {
      if (!failNextBrotli.value) return zlib.brotliCompress(...args);
      failNextBrotli.value = false;
      const callback = args.at(-1) as (error: Error | null) => void;
      callback(new Error('out of memory'));
    },
  };
});

describe('preferredCoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['deflate', undefined],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['BR;Q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['gzip;q=0.9, *;q=0.1', 'gzip'],
    ['*;q=0', undefined],
  ])('answers %j with %j', (header, coding) => {
    expect(preferredCoding(header)).toBe(coding);
  });
});

describe('ReusableBody', () => {
  const raw = Buffer.from(
    JSON.stringify(Array.from({ length: 200 }, (_, index) => ({ id: `deal-${index}` }))),
  );

  it('compresses each coding once and decompresses to the same bytes', async () => {
    const body = new ReusableBody(raw);
    const br = await body.encoded('br');
    expect(brotliDecompressSync(br).equals(raw)).toBe(true);
    expect(gunzipSync(await body.encoded('gzip')).equals(raw)).toBe(true);
    expect(br.length).toBeLessThan(raw.length / 4);
    expect(await body.encoded('br')).toBe(br);
  });

  it('tries again after a failed compression instead of keeping the failure', async () => {
    const body = new ReusableBody(raw);
    failNextBrotli.value = true;
    await expect(body.encoded('br')).rejects.toThrow('out of memory');
    expect(brotliDecompressSync(await body.encoded('br')).equals(raw)).toBe(true);
  });

  it('gives brotli a window that holds the whole body, and no larger', async () => {
    expect(brotliWindowBits(1024)).toBe(11);
    expect(brotliWindowBits(65_000)).toBe(16);
    expect(brotliWindowBits(200_000)).toBe(18);
    expect(brotliWindowBits(100_000_000)).toBe(24);
    // Random bytes compress only where they repeat: the second half is found 40 KB back.
    const block = randomBytes(40_000);
    const repeated = Buffer.concat([block, block]);
    const br = await new ReusableBody(repeated).encoded('br');
    expect(brotliDecompressSync(br).equals(repeated)).toBe(true);
    expect(br.length).toBeLessThan(block.length * 1.1);
  });
});
