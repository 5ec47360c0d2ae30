// The sync's checks of the deals it receives, without the wire schema until one needs it. Our own server
// sends every deal (its own and the affiliate provider's it passes on) in the shape normalizeDeal builds,
// which canonical-deal-wire.ts recognises by hand. The schema, and zod with it (a third of the worker's
// code otherwise), loads only when an item in any other shape arrives, and then reads that item in full.
import { canonicalDealWire, canonicalReviewWire, type DealWireData } from '@shared/deal/canonical-deal-wire';
import type { DealSource } from '@shared/deal/deal';
import { dealFromWire, type NormalizeOptions } from '@shared/deal/deal-from-wire';
import { createDealListCollector, type ParsedDealList } from '@shared/deal/deal-list-parser';

export interface DealChecker {
  /**
   * Checks the next part of the list (a page); indexes in `rejected` count from the list's start. Returns
   * a promise only when the part must wait for the schema to load.
   */
  add: (items: readonly unknown[]) => void | Promise<void>;
  result: () => ParsedDealList;
}

type Schema = typeof import('@shared/deal/deal-schema');

/** A deal in our own shape, its reviews included; undefined for the schema to read. */
function inOwnShape(item: unknown): DealWireData | undefined {
  const wire = canonicalDealWire(item);
  return wire && (wire.reviews ?? []).every((review) => canonicalReviewWire(review)) ? wire : undefined;
}

/** A list parser (createDealListParser's results) that loads the wire schema only when it is needed. */
export function createDealChecker(source: DealSource, options: NormalizeOptions = {}): DealChecker {
  const collector = createDealListCollector();
  let schema: Schema | undefined;
  const check = (items: readonly unknown[], ownShapes: (DealWireData | undefined)[]) =>
    collector.take(
      items.map((item, index) => {
        const own = ownShapes[index];
        return own ? dealFromWire(own, source, options) : schema!.normalizeDeal(item, source, options);
      }),
    );
  return {
    add(items) {
      const ownShapes = items.map(inOwnShape);
      if (schema || ownShapes.every(Boolean)) return check(items, ownShapes);
      // A failed load fails this sync (the cache stays as it was); the next sync asks again.
      return import('@shared/deal/deal-schema').then((loaded) => {
        schema = loaded;
        check(items, ownShapes);
      });
    },
    result: collector.result,
  };
}
