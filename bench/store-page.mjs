#!/usr/bin/env node
// A store's page with 500 live deals and 200 codes, beside the plain category listing of the same 500
// deals, drawn by the same server in the same run: the median time to answer each page's HTML (every
// answer drawn afresh: API_CACHE_MS=0), their ratio with its range over rounds, and GET /api/stores (the
// directory every device keeps). The two pages take turns, so a busy neighbour slows both alike.
// Needs a production build in dist/.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeDeals } from './lib/deal-factory.mjs';
import { freshDataDir, importDeals, rssMb, startServer } from './lib/server.mjs';

const DEALS = Number(process.env.STORE_BENCH_DEALS ?? 500);
const CODES = Number(process.env.STORE_BENCH_CODES ?? 200);
const ROUNDS = Number(process.env.STORE_BENCH_ROUNDS ?? 5);
const REQUESTS = Number(process.env.STORE_BENCH_REQUESTS ?? 20);
const PORT = Number(process.env.STORE_BENCH_PORT ?? 4390);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const dataDir = freshDataDir('store-page');
const deals = makeDeals(DEALS, { category: 'electronics' }).map((deal, index) => ({
  ...deal,
  store: 'Bench Outfitters',
  affiliateUrl: `https://www.bench-outfitters.example/product/${index}`,
}));
const dealsFile = join(dataDir, 'deals.json');
writeFileSync(dealsFile, JSON.stringify(deals));
importDeals(dataDir, dealsFile);

const now = Date.now();
const codes = Array.from({ length: CODES }, (_, index) => ({
  store: 'bench-outfitters.example',
  code: index % 10 === 0 ? '' : `SAVE${index}`,
  title: `${5 + (index % 40)}% off orders over $${25 + index}`,
  terms: 'One use per order.',
  startsAt: new Date(now - 86_400_000).toISOString(),
  endsAt: new Date(now + (1 + (index % 30)) * 86_400_000).toISOString(),
  url: '',
}));
const codesFile = join(dataDir, 'codes.json');
writeFileSync(codesFile, JSON.stringify(codes));
const imported = spawnSync('node', ['--import', 'tsx', 'server/cli/coupons.ts', 'import', codesFile], {
  env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  encoding: 'utf8',
});
if (imported.status !== 0) throw new Error(`code import failed: ${imported.stderr || imported.stdout}`);

const server = await startServer({ port: PORT, dataDir, env: { API_CACHE_MS: '0' } });

/** Milliseconds to the whole answer of `path`. */
async function timed(path) {
  const started = performance.now();
  const response = await fetch(`${server.url}${path}`);
  const body = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return { ms: performance.now() - started, bytes: body.length };
}

const STORE = '/store/bench-outfitters';
const LISTING = '/category/electronics';
try {
  const storeBody = await (await fetch(`${server.url}${STORE}`)).text();
  if (CODES > 1 && !storeBody.includes('SAVE')) throw new Error('the store page shows none of its codes');
  // Warm-up: the JIT and the database's caches as on a running site.
  for (let i = 0; i < 5; i += 1) await Promise.all([timed(STORE), timed(LISTING), timed('/api/stores')]);
  const ratios = [];
  const store = [];
  const listing = [];
  const directory = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const storeRound = [];
    const listingRound = [];
    for (let i = 0; i < REQUESTS; i += 1) {
      storeRound.push((await timed(STORE)).ms);
      listingRound.push((await timed(LISTING)).ms);
      directory.push((await timed('/api/stores')).ms);
    }
    store.push(median(storeRound));
    listing.push(median(listingRound));
    ratios.push(median(storeRound) / median(listingRound));
  }
  const fmt = (value) => value.toFixed(1);
  console.log(
    `store page (${DEALS} deals, ${CODES} codes) vs the category listing of the same deals, ${ROUNDS} rounds:`,
  );
  console.log(
    `  store page HTML     median ${fmt(median(store))} ms (rounds ${fmt(Math.min(...store))}–${fmt(Math.max(...store))})`,
  );
  console.log(
    `  category page HTML  median ${fmt(median(listing))} ms (rounds ${fmt(Math.min(...listing))}–${fmt(Math.max(...listing))})`,
  );
  console.log(
    `  ratio store/listing median ${median(ratios).toFixed(2)} (rounds ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`,
  );
  console.log(
    `  GET /api/stores     median ${fmt(median(directory))} ms, ${(await timed('/api/stores')).bytes} bytes`,
  );
  console.log(`  server RSS after    ${rssMb(server.pid).toFixed(0)} MB`);
} finally {
  await server.stop();
}
