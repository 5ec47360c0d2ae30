// How far V8 lets the JavaScript heap grow between full collections. By default it grows a busy process's
// old generation to up to four times what stays alive, judging the collections cheap: under 200
// connections the server keeps about 55 MB alive, and its heap grew to 230–260 MB between collections,
// which alone passed the 300 MB a 512 MB instance can give the server. V8 reads the factor at every
// collection, so setting it here, at start, holds for the whole run (docs/decisions/0035-memory-bounds.md).
import v8 from 'node:v8';

/** The old generation may grow by this share of what the last full collection kept before the next one. */
export const HEAP_GROWTH_PERCENT = 50;

export function limitHeapGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWTH_PERCENT}`);
}
