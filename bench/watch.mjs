#!/usr/bin/env node
// A round of watch checks over 5,000 watched products (issue 40: products/s and memory), against a stub shop
// on 250 loopback addresses (127.0.0.1 … 127.0.0.250: Linux answers on all of 127.0.0.0/8), named in
// LINK_CHECK_ALLOW_HOSTS, 20 products each. The reader asks each host once a second at most, its robots.txt
// first: so the round cannot be faster than the busiest host's requests one second apart (the floor printed
// beside it). 1,000 members watch 5 products each; a tenth of the prices dropped since the last read, so
// the round also records those notices and their alert deliveries (with their send jobs, in a job queue
// nobody works). PGlite in memory, as a server on PGlite would run it.
// Run with `npm run bench:watch` (it loads the server's TypeScript through tsx). WATCH_BENCH_PRODUCTS and
// WATCH_BENCH_HOSTS change the size.
import { performance } from 'node:perf_hooks';

const PRODUCTS = Number(process.env.WATCH_BENCH_PRODUCTS ?? 5000);
const HOSTS = Number(process.env.WATCH_BENCH_HOSTS ?? 250);
const MEMBERS = Math.max(1, Math.round(PRODUCTS / 5));
/** One product in this many has a lower price at the shop than when last read. */
const DROP_EVERY = 10;

const [
  { openDatabase },
  { loadEnv },
  { startJobQueue },
  { defineSiteJobs },
  schema,
  { productReaderDeps },
  { checkProductLink },
  { runWatchRound, ROUND_CONCURRENCY },
  { startWatchShop },
  { watchPriceId },
] = await Promise.all([
  import('../server/db/client.ts'),
  import('../server/env.ts'),
  import('../server/jobs/job-queue.ts'),
  import('../server/jobs/site-jobs.ts'),
  import('../server/db/schema.ts'),
  import('../server/watch/product-reader.ts'),
  import('../server/watch/product-link.ts'),
  import('../server/watch/watch-round.ts'),
  import('../server/test-support/watch-shop.ts'),
  import('../src/shared/watch/watch.ts'),
]);

const hosts = Array.from({ length: HOSTS }, (_, index) => `127.0.0.${index + 1}`);
const mb = (bytes) => `${Math.round(bytes / 1024 / 1024)} MB`;
let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
}, 50);

const chunked = async (rows, write) => {
  for (let start = 0; start < rows.length; start += 1000) await write(rows.slice(start, start + 1000));
};

const shop = await startWatchShop({ hosts });
const database = await openDatabase({ kind: 'pglite' });
const jobs = await startJobQueue(database.sql);
try {
  await defineSiteJobs(jobs);
  const { db } = database;
  const started = new Date(Date.now() - 2 * 86_400_000);
  const members = Array.from({ length: MEMBERS }, (_, index) => ({
    id: `bench-member-${index}`,
    name: `Member ${index}`,
    email: `member-${index}@bench.example`,
    emailVerified: true,
  }));
  await chunked(members, (rows) => db.insert(schema.users).values(rows));
  const products = Array.from({ length: PRODUCTS }, (_, index) => {
    const host = hosts[index % HOSTS];
    const slug = `p${index}`;
    const price = 20 + (index % 50);
    shop.set(slug, { name: `Product ${index}`, price: index % DROP_EVERY === 0 ? price - 2 : price });
    const link = checkProductLink(shop.page(slug, host));
    return {
      id: `bench-${index}`,
      key: link.key,
      url: link.url,
      host,
      name: `Product ${index}`,
      price,
      currency: 'USD',
      availability: 'in_stock',
      checkedAt: started,
      nextCheckAt: started,
    };
  });
  await chunked(products, (rows) => db.insert(schema.watchedProducts).values(rows));
  await chunked(products, (rows) =>
    db.insert(schema.dealPrices).values(
      rows.map((product) => ({
        dealId: watchPriceId(product.id),
        seenAt: started,
        price: product.price,
        listPrice: product.price,
        source: 'watch',
      })),
    ),
  );
  await chunked(products, (rows) =>
    db.insert(schema.watches).values(
      rows.map((product) => ({
        id: `bench-watch-${product.id}`,
        // Member j watches products j, j + MEMBERS, j + 2 × MEMBERS, …
        userId: members[Number(product.id.slice('bench-'.length)) % MEMBERS].id,
        productId: product.id,
        basePrice: product.price,
      })),
    ),
  );

  const env = loadEnv({ LINK_CHECK_ALLOW_HOSTS: hosts.join(','), PUBLIC_ORIGIN: 'https://rarefinds.test' });
  global.gc?.();
  const rssBefore = process.memoryUsage.rss();
  peakRss = rssBefore;
  shop.requests.length = 0;
  const roundStarted = performance.now();
  const cpuBefore = process.cpuUsage();
  const report = await runWatchRound({ db, reader: productReaderDeps(env) });
  const seconds = (performance.now() - roundStarted) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  clearInterval(sampler);

  // The floor: each host takes one request a second (robots.txt, then its pages), all hosts at once.
  const perHost = new Map();
  for (const request of shop.requests) perHost.set(request.host, (perHost.get(request.host) ?? 0) + 1);
  const busiestHost = Math.max(...perHost.values());
  const floorSeconds = busiestHost - 1;

  const fixed = (value, digits = 1) => value.toFixed(digits);
  console.log(
    `watch round: ${PRODUCTS} products on ${HOSTS} hosts in ${fixed(seconds)} s = ${fixed(PRODUCTS / seconds)} products/s ` +
      `(${report.read - report.failed} read, ${report.failed} failed; ${report.notices} notices, ${report.alerts} alerts; ` +
      `${shop.requests.length} requests, at most ${busiestHost} to one host; ${ROUND_CONCURRENCY} pages at once)`,
  );
  console.log(
    `  pacing floor (1 request/host/s, robots.txt first): ${floorSeconds} s = ${fixed(PRODUCTS / floorSeconds)} products/s; ` +
      `the round took ${fixed(seconds / floorSeconds, 2)}× the floor`,
  );
  // The stub shop runs in this process too: its answers are part of this time.
  console.log(
    `  CPU: ${fixed(cpuSeconds)} s in the round (${fixed(cpuSeconds / seconds, 2)} cores), ` +
      `${fixed((cpuSeconds * 1000) / PRODUCTS, 2)} ms a product with the shop's side`,
  );
  console.log(
    `  memory: RSS ${mb(rssBefore)} before the round, highest ${mb(peakRss)} during it ` +
      `(+${mb(peakRss - rssBefore)}); process peak ${mb(process.resourceUsage().maxRSS * 1024)}`,
  );
  const drops = Math.ceil(PRODUCTS / DROP_EVERY);
  if (report.read !== PRODUCTS || report.failed > 0 || report.unrecorded > 0 || report.notices !== drops) {
    console.error(
      `The round read ${report.read} of ${PRODUCTS} products (${report.failed} failed, ${report.unrecorded} not recorded) ` +
        `and recorded ${report.notices} of ${drops} notices.`,
    );
    process.exitCode = 1;
  }
} finally {
  clearInterval(sampler);
  await jobs.stop(0);
  await database.close();
  await shop.close();
}
