#!/usr/bin/env node
// "For you" for a member who follows 200 things, over 10,000 running deals from 400 shops: the pure pick
// (src/shared/discovery/for-you.ts, with the store matcher and the mutes as src/lib/db/for-you-store.ts
// passes them) beside sorting the same deals newest first, as every listing does, in the same run. Each is
// timed ROUNDS times, alternating, with the median and range of their ratio. The device's reads from
// IndexedDB are the listings' own and are not counted here.
// Run: npm run bench:for-you
import { performance } from 'node:perf_hooks';
import { makeDeals } from './lib/deal-factory.mjs';

const [{ forYou }, { isMuted }, { createStoreMatcher }, { sortDeals }] = await Promise.all([
  import('../src/shared/discovery/for-you.ts'),
  import('../src/shared/discovery/follows.ts'),
  import('../src/shared/store/store-matching.ts'),
  import('../src/shared/deal/deal-rules.ts'),
]);

const DEALS = Number(process.env.FOR_YOU_BENCH_DEALS ?? 10_000);
const SHOPS = Number(process.env.FOR_YOU_BENCH_SHOPS ?? 400);
const ROUNDS = Number(process.env.FOR_YOU_BENCH_ROUNDS ?? 9);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${value.toFixed(1)} ms`;

const shop = (index) => ({
  slug: `shop-${index}`,
  name: `Shop ${index}`,
  hosts: [`shop-${index}.example`],
  aliases: [],
  logo: null,
  description: '',
  affiliateNote: '',
});
const stores = Array.from({ length: SHOPS }, (_, index) => shop(index));
const deals = makeDeals(DEALS).map((deal, index) => ({
  ...deal,
  store: `Shop ${index % SHOPS}`,
  affiliateUrl: `https://shop-${index % SHOPS}.example/product/${index}`,
  votes: 0,
  temperature: 0,
}));

// 200 things: 120 stores and 5 categories followed, 45 alert rules, 30 mutes.
const followedStores = stores.slice(0, 120).map(({ slug, name }) => ({ slug, name }));
const followedCategories = ['electronics', 'fashion', 'books', 'travel', 'gaming'];
const alertRules = Array.from({ length: 45 }, (_, index) => ({
  name: `Rule ${index}`,
  categories: index % 9 === 0 ? ['beauty'] : [],
  keywords: [`wireless lamp ${index}`, `classic ${index}`],
  stores: [`shop-${200 + index}`],
}));
const mutes = [
  ...Array.from({ length: 10 }, (_, index) => ({ kind: 'store', target: `shop-${300 + index}` })),
  ...Array.from({ length: 20 }, (_, index) => ({ kind: 'keyword', target: `refurbished ${index}` })),
];
const liked = deals.slice(0, 50);
const opened = deals.slice(50, 150);

function pick(deals) {
  const matcher = createStoreMatcher(stores);
  const storeSlugOf = (deal) => matcher.slugOf(deal);
  return forYou(deals, {
    followedStores,
    followedCategories,
    alertRules,
    liked,
    opened,
    excluded: new Set(deals.slice(150, 200).map((deal) => deal.id)),
    isMuted: (deal) => isMuted(deal, mutes, storeSlugOf),
    storeSlugOf,
  });
}

const timed = (run) => {
  const started = performance.now();
  const result = run();
  return { result, ms: performance.now() - started };
};

/** The deals as a read from storage gives them: new objects, whose words nothing has worked out yet. */
const fromStorage = () => deals.map((deal) => ({ ...deal }));

// One untimed run of each, so neither pays for the other's first compilation.
const picks = pick(fromStorage());
sortDeals(fromStorage(), 'newest');

const picking = [];
const sorting = [];
const ratios = [];
for (let round = 0; round < ROUNDS; round += 1) {
  const forPick = fromStorage();
  const forSort = fromStorage();
  const picked = timed(() => pick(forPick));
  const sorted = timed(() => sortDeals(forSort, 'newest'));
  picking.push(picked.ms);
  sorting.push(sorted.ms);
  ratios.push(picked.ms / sorted.ms);
}

console.log(
  `${DEALS} running deals from ${SHOPS} shops; a member following 200 things; ${picks.length} picks`,
);
console.log(
  `For you: median ${ms(median(picking))} (${ms(Math.min(...picking))}–${ms(Math.max(...picking))})`,
);
console.log(
  `newest-first sort of the same deals: median ${ms(median(sorting))} (${ms(Math.min(...sorting))}–${ms(Math.max(...sorting))})`,
);
console.log(
  `ratio For you / sort: median ${median(ratios).toFixed(2)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`,
);
