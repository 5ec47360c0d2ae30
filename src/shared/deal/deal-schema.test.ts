import { describe, expect, it } from 'vitest';
import { TEST_NOW, wireDeal } from '../../../tests/factories/deal-factory';
import { TEXT_LIMITS } from '../site/text-rules';
import { DEFAULT_REVIEW_AUTHOR, PLACEHOLDER_DEAL_IMAGE, UNCATEGORISED } from './deal-defaults';
import { parseDuration, toCategorySlug } from './deal-from-wire';
import { createDealListParser, normalizeDeal, parseDealList } from './deal-schema';

const parse = (raw: unknown) => normalizeDeal(raw, 'own', { now: TEST_NOW });

function parsed(raw: unknown) {
  const result = parse(raw);
  if (!result.ok) throw new Error(`expected a valid deal, got: ${result.reason}`);
  return result.deal;
}

describe('normalizeDeal: the accepted shapes', () => {
  it('normalises the simple list shape (currentPrice, store, id)', () => {
    const deal = parsed(wireDeal(7));
    expect(deal).toMatchObject({
      id: '7',
      title: 'Wire deal 7',
      store: 'Wire Store',
      currentPrice: 40,
      originalPrice: 50,
      discount: 20,
      category: 'electronics',
      source: 'own',
    });
  });

  it('accepts price instead of currentPrice, merchant instead of store and _id instead of id', () => {
    const { id, currentPrice, store, ...rest } = wireDeal('x');
    const deal = parsed({ ...rest, _id: '65f1c0ffee', price: 12.5, merchant: 'Corner Shop' });
    expect(deal.id).toBe('65f1c0ffee');
    expect(deal.currentPrice).toBe(12.5);
    expect(deal.store).toBe('Corner Shop');
  });

  it('reads prices given as numeric strings, with or without a dollar sign', () => {
    const deal = parsed(wireDeal(1, { currentPrice: '1,049.00', originalPrice: '$1299', discount: '19' }));
    expect(deal.currentPrice).toBe(1049);
    expect(deal.originalPrice).toBe(1299);
    expect(deal.discount).toBe(19);
  });

  it('derives the discount from the prices when the source leaves it out', () => {
    expect(parsed(wireDeal(1, { currentPrice: 298, originalPrice: 399.99 })).discount).toBe(25);
  });

  it('fills a missing original price from a stated discount', () => {
    const { originalPrice, ...rest } = wireDeal(1, { currentPrice: 75, discount: 25 });
    const deal = parsed(rest);
    expect(deal.originalPrice).toBe(100);
    expect(deal.discount).toBe(25);
  });

  it('treats a missing original price as no reduction', () => {
    const { originalPrice, ...rest } = wireDeal(1);
    const deal = parsed(rest);
    expect(deal.originalPrice).toBe(deal.currentPrice);
    expect(deal.discount).toBe(0);
  });

  it('combines image and images, first image first, without repeats', () => {
    const deal = parsed(
      wireDeal(1, {
        image: 'https://cdn.example/a.jpg',
        images: ['https://cdn.example/a.jpg', '/images/b.svg'],
      }),
    );
    expect(deal.image).toBe('https://cdn.example/a.jpg');
    expect(deal.images).toEqual(['https://cdn.example/a.jpg', '/images/b.svg']);
  });

  it('uses the local placeholder when images are missing or unusable', () => {
    const { image, ...rest } = wireDeal(1);
    expect(parsed(rest).images).toEqual([PLACEHOLDER_DEAL_IMAGE]);
    const unsafe = parsed(
      wireDeal(2, { image: 'javascript:alert(1)', images: ['//evil.example/x.png', 42] }),
    );
    expect(unsafe.image).toBe(PLACEHOLDER_DEAL_IMAGE);
  });

  it('names the store after the affiliate link host when no store is given', () => {
    const { store, ...rest } = wireDeal(1, { affiliateUrl: 'https://www.bestbuy.com/site/123' });
    expect(parsed(rest).store).toBe('bestbuy.com');
  });

  it('turns category names into slugs', () => {
    expect(parsed(wireDeal(1, { category: 'Home & Garden' })).category).toBe('home-garden');
    expect(toCategorySlug('Toys_Games')).toBe('toys-games');
    expect(toCategorySlug(undefined)).toBe(UNCATEGORISED);
  });

  it('computes the expiry date from an expiresIn text when no date is given', () => {
    const deal = parsed(wireDeal(1, { expiresIn: '2 days' }));
    expect(deal.expiryDate).toBe('2025-06-03T12:00:00.000Z');
    expect(parseDuration('5 hours')).toBe(5 * 3_600_000);
    expect(parseDuration('soon')).toBeUndefined();
  });

  it('keeps every spec field: features, specifications, reviews and flags', () => {
    const deal = parsed(
      wireDeal(1, {
        features: ['Fast', '  ', 3],
        specifications: { Brand: 'Acme', Weight: 250, Wireless: true, Empty: null },
        warranty: '2 Year Warranty',
        packageContents: 'Box',
        availability: 'Only 2 left',
        rating: '4.2',
        reviewCount: 10,
        dealScore: 88,
        reviews: [
          { id: 9, rating: 5, comment: 'Great', date: '2025-05-01', helpful: 3, user: 'Ann' },
          { rating: 4, text: 'Fine' },
          { rating: 9, text: 'out of range' },
          { rating: 3 },
        ],
        trendingRank: '2',
        todayOnly: 'true',
        popularRank: 5,
      }),
    );
    expect(deal.features).toEqual(['Fast']);
    expect(deal.specifications).toEqual({ Brand: 'Acme', Weight: '250', Wireless: 'true' });
    expect(deal).toMatchObject({
      warranty: '2 Year Warranty',
      packageContents: 'Box',
      availability: 'Only 2 left',
      rating: 4.2,
      reviewCount: 10,
      dealScore: 88,
      trending: true,
      trendingRank: 2,
      todayOnly: true,
      popularRank: 5,
    });
    expect(deal.reviews).toEqual([
      { id: '9', rating: 5, text: 'Great', author: 'Ann', date: '2025-05-01T00:00:00.000Z', helpful: 3 },
      {
        id: '1-review-2',
        rating: 4,
        text: 'Fine',
        author: DEFAULT_REVIEW_AUTHOR,
        date: deal.createdAt,
        helpful: 0,
      },
    ]);
  });

  it('leaves optional facts empty instead of inventing them', () => {
    const deal = parsed(wireDeal(1));
    expect(deal).toMatchObject({
      warranty: null,
      rating: null,
      reviewCount: null,
      reviews: [],
      trending: false,
    });
  });
});

describe('normalizeDeal: bad input', () => {
  it.each([
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['file:', 'file:///etc/passwd'],
    ['relative', '/go/1'],
    ['garbage', 'not a url'],
  ])('rejects an affiliate link with %s', (_, affiliateUrl) => {
    const result = parse(wireDeal(1, { affiliateUrl }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toContain('affiliateUrl');
  });

  it('accepts http and https affiliate links', () => {
    expect(parse(wireDeal(1, { affiliateUrl: 'http://shop.example/a' })).ok).toBe(true);
    expect(parse(wireDeal(1, { affiliateUrl: 'HTTPS://shop.example/a' })).ok).toBe(true);
  });

  it.each([
    ['no id', { id: undefined }],
    ['an empty title', { title: '   ' }],
    ['no price', { currentPrice: undefined }],
    ['a price that is not a number', { currentPrice: 'cheap' }],
    ['a negative price', { currentPrice: -5 }],
    ['an unreadable expiry date', { expiryDate: 'next tuesday-ish' }],
  ])('rejects a deal with %s', (_, overrides) => {
    expect(parse(wireDeal(1, overrides)).ok).toBe(false);
  });

  it.each([null, 42, 'deal', []])('rejects %j as a deal', (raw) => {
    expect(parse(raw).ok).toBe(false);
  });
});

describe('normalizeDeal: limits the server, the app and the importer share', () => {
  const reasonFor = (overrides: Record<string, unknown>) => {
    const result = parse(wireDeal(1, overrides));
    return result.ok ? undefined : result.reason;
  };

  it.each([
    ['title', { title: 'Lamp\u0000' }],
    ['description', { description: 'Warm\u0000light' }],
    ['store', { store: '\u0000' }],
    ['id', { id: 'a\u0000b' }],
    ['specifications.Brand', { specifications: { Brand: 'Ik\u0000ea' } }],
    ['features', { features: ['ok', 'bad\u0000'] }],
  ])('rejects a NUL character in %s, naming the field', (field, overrides) => {
    expect(reasonFor(overrides)).toMatch(new RegExp(`^${field.replace('.', '\\.')}.*NUL`));
  });

  it.each(['0000-01-01', '1969-12-31T23:59:59Z', '+010000-01-01T00:00:00Z', -1])(
    'rejects the date %j, outside the years 1970–9999',
    (expiryDate) => {
      expect(reasonFor({ expiryDate })).toMatch(/^expiryDate: must be a date in the years 1970–9999/);
      expect(reasonFor({ createdAt: expiryDate })).toMatch(/^createdAt: must be a date/);
    },
  );

  it('accepts the first and last instants of the range', () => {
    expect(reasonFor({ createdAt: '1970-01-01T00:00:00Z', expiryDate: '9999-12-31T23:59:59.999Z' })).toBe(
      undefined,
    );
  });

  it.each([
    'https://user:pass@shop.example/deal',
    'https://user@shop.example/deal',
    'http://:secret@shop.example/',
  ])('rejects the affiliate link %s, which carries credentials', (affiliateUrl) => {
    expect(reasonFor({ affiliateUrl })).toMatch(/^affiliateUrl: .*without a user name or password/);
  });

  it.each([
    ['title', TEXT_LIMITS.title],
    ['description', TEXT_LIMITS.description],
    ['store', TEXT_LIMITS.store],
    ['category', TEXT_LIMITS.category],
    ['warranty', TEXT_LIMITS.detail],
    ['availability', TEXT_LIMITS.detail],
  ])('caps %s at %i characters', (field, max) => {
    expect(reasonFor({ [field]: 'x'.repeat(max) })).toBe(undefined);
    expect(reasonFor({ [field]: 'x'.repeat(max + 1) })).toBe(`${field}: use at most ${max} characters`);
  });

  it('refuses a megabyte title, an over-long link and over-long lists', () => {
    expect(reasonFor({ title: 'x'.repeat(1_000_000) })).toMatch(/^title: use at most 300/);
    expect(reasonFor({ affiliateUrl: `https://shop.example/${'a'.repeat(TEXT_LIMITS.url)}` })).toMatch(
      /^affiliateUrl: use at most 2048/,
    );
    expect(reasonFor({ features: Array.from({ length: 51 }, () => 'f') })).toMatch(
      /^features: use at most 50/,
    );
    expect(reasonFor({ features: ['x'.repeat(301)] })).toMatch(
      /^features\.0: a feature must have at most 300/,
    );
    const specifications = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v']));
    expect(reasonFor({ specifications })).toMatch(/^specifications: use at most 50/);
  });

  it('drops a review that breaks a limit but keeps the deal', () => {
    const deal = parsed(
      wireDeal(1, {
        reviews: [
          { rating: 5, text: 'x'.repeat(TEXT_LIMITS.reviewText + 1) },
          { rating: 4, text: 'Fine\u0000' },
          { rating: 3, text: 'Good', date: '0000-01-01' },
          { rating: 5, text: 'Lovely' },
        ],
      }),
    );
    expect(deal.reviews.map((review) => review.text)).toEqual(['Lovely']);
  });
});

describe('parseDealList', () => {
  it('keeps the good deals and reports each malformed one with its index', () => {
    const items = [
      wireDeal(1),
      { title: 'no id or price' },
      wireDeal(2, { affiliateUrl: 'javascript:void(0)' }),
      wireDeal(3),
    ];
    const { deals, rejected } = parseDealList(items, 'affiliate');
    expect(deals.map((deal) => deal.id)).toEqual(['1', '3']);
    expect(deals.every((deal) => deal.source === 'affiliate')).toBe(true);
    expect(rejected.map((entry) => entry.index)).toEqual([1, 2]);
    expect(rejected.every((entry) => entry.reason.length > 0)).toBe(true);
  });

  it('drops a repeated id within one list', () => {
    const { deals, rejected } = parseDealList([wireDeal(1), wireDeal('1', { title: 'copy' })], 'own');
    expect(deals).toHaveLength(1);
    expect(deals[0]!.title).toBe('Wire deal 1');
    expect(rejected[0]!.reason).toContain('duplicate');
  });

  it('parses a list that arrives in parts as one list: ids unique across parts, indexes from the start', () => {
    const parser = createDealListParser('own');
    parser.add([wireDeal(1), { title: 'no id' }]);
    parser.add([wireDeal('1', { title: 'copy' }), wireDeal(2)]);
    const { deals, rejected } = parser.result();
    expect(deals.map((deal) => deal.id)).toEqual(['1', '2']);
    expect(rejected.map((entry) => entry.index)).toEqual([1, 2]);
    expect(rejected[1]!.reason).toContain('duplicate');
  });

  it('reports input that is not a list', () => {
    expect(parseDealList({ deals: [] }, 'own')).toEqual({
      deals: [],
      rejected: [{ index: -1, reason: 'expected a list of deals' }],
    });
  });
});
