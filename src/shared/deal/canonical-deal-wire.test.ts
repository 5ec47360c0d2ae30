import { describe, expect, it } from 'vitest';
import { createSampleDeals } from '../sample/sample-deals';
import { canonicalDealWire, canonicalReviewWire } from './canonical-deal-wire';
import type { Deal } from './deal';
import { dealFromWire } from './deal-from-wire';
import { dealWireSchema, normalizeDeal, reviewWireSchema } from './deal-schema';

const NOW = new Date('2026-11-24T12:00:00.000Z');
/** Deals as our server sends them: normalised, then through JSON. */
const serverDeals = (): Record<string, unknown>[] =>
  JSON.parse(JSON.stringify(createSampleDeals(NOW).map((deal) => ({ ...deal, source: 'own' }))));

/** What the wire schema alone makes of a deal. */
function bySchema(raw: unknown) {
  const parsed = dealWireSchema.safeParse(raw);
  const readReview = (item: unknown) => reviewWireSchema.safeParse(item).data;
  return parsed.success ? dealFromWire(parsed.data, 'own', { now: NOW }, readReview) : undefined;
}

/** Values a feed or a bug might put in any field. */
const ODD_VALUES: unknown[] = [
  undefined,
  null,
  '',
  ' padded ',
  'text',
  'with\u0000nul',
  'x'.repeat(6000),
  '19.99',
  '$1,299.00',
  0,
  -1,
  0.5,
  5,
  101,
  2.5,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  false,
  'true',
  [],
  ['/images/a.svg', '/images/a.svg'],
  ['  spaced feature  ', 'ok'],
  {},
  { Brand: ' Acme ' },
  { '': 'empty name' },
  '2026-11-24',
  '2026-11-24T12:00:00Z',
  '2026-11-24T12:00:00.000Z',
  '0001-01-01T00:00:00.000Z',
  'javascript:alert(1)',
  'https://user:pw@example.com/',
  'https://example.com/deal',
  { since: '2026-11-24T12:00:00.000Z', lowestBefore: 10, listPriceSeen: true, lowestIn90Days: false },
  { since: 'yesterday', lowestBefore: 10, listPriceSeen: true, lowestIn90Days: false },
  { since: '2026-11-24T12:00:00.000Z', lowestBefore: 10, listPriceSeen: true, lowestIn90Days: false, x: 1 },
];

describe('deals in our own shape', () => {
  it('are recognised by hand, every sample deal among them', () => {
    for (const deal of serverDeals()) expect(canonicalDealWire(deal), String(deal.id)).toBeDefined();
  });

  it('come out as the wire schema makes them', () => {
    for (const deal of serverDeals()) {
      expect(dealWireSchema.parse(deal)).toEqual(deal);
      expect(normalizeDeal(deal, 'own', { now: NOW })).toEqual(bySchema(deal));
    }
  });

  it('come out as the schema makes them whatever one field holds, or are left to the schema', () => {
    const deals = serverDeals().slice(0, 4);
    // Every field a deal may have (the server's own ones too), and the names other sources use.
    const fields = [
      ...new Set([
        ...Object.keys(deals[0]!),
        ...['temperature', 'commentCount', 'priceTruth'],
        ...['_id', 'price', 'merchant', 'expiresIn', 'unknownField'],
      ]),
    ];
    let recognised = 0;
    for (const deal of deals)
      for (const field of fields)
        for (const value of ODD_VALUES) {
          const changed = { ...deal, [field]: value };
          if (!canonicalDealWire(changed)) continue;
          recognised += 1;
          expect(normalizeDeal(changed, 'own', { now: NOW }), `${field}: ${String(value)}`).toEqual(
            bySchema(changed),
          );
        }
    expect(recognised).toBeGreaterThan(100);
  });

  it('leave other sources’ shapes to the schema, which still reads them', () => {
    const [deal] = serverDeals();
    const affiliate = { ...deal, id: undefined, _id: 'abc', currentPrice: undefined, price: '19.99' };
    expect(canonicalDealWire(affiliate)).toBeUndefined();
    const read = normalizeDeal(affiliate, 'affiliate', { now: NOW });
    expect(read.ok && read.deal.id).toBe('abc');
    expect(read.ok && read.deal.currentPrice).toBe(19.99);
  });

  it('are still refused with the reason when they cannot be shown', () => {
    const [deal] = serverDeals();
    const result = normalizeDeal({ ...deal, affiliateUrl: 'javascript:alert(1)' }, 'own', { now: NOW });
    expect(result).toEqual({ ok: false, reason: expect.stringContaining('affiliateUrl') });
  });
});

describe('reviews in our own shape', () => {
  const reviews = serverDeals().flatMap((deal) => (deal.reviews as Deal['reviews']) ?? []);

  it('are recognised by hand and read as the schema reads them', () => {
    expect(reviews.length).toBeGreaterThan(0);
    for (const review of reviews) {
      expect(canonicalReviewWire(review)).toBeDefined();
      expect(reviewWireSchema.parse(review)).toEqual(review);
    }
  });

  it('are only recognised when the schema would read them the same', () => {
    const fields = Object.keys(reviews[0]!).concat(['_id', 'comment', 'user', 'name']);
    for (const review of reviews.slice(0, 4))
      for (const field of fields)
        for (const value of ODD_VALUES) {
          const changed = { ...review, [field]: value };
          if (canonicalReviewWire(changed))
            expect(reviewWireSchema.parse(changed), `${field}: ${String(value)}`).toEqual(changed);
        }
  });
});
