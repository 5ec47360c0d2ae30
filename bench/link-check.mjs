#!/usr/bin/env node
// A round of link checks over 1,000 deals (ARCHITECTURE.md §6: deals/s and memory), against the stub shop on
// 250 loopback addresses (127.0.0.1 … 127.0.0.250: Linux answers on all of 127.0.0.0/8), named in
// LINK_CHECK_ALLOW_HOSTS. The checker asks each host once a second at most, so one shop with 1,000 deals
// would measure that rule, not the checker: spread over 250 hosts (4 deals each), the round is bound by the
// links checked at once. Beside it, in the same run: the floor those two rules set (no round can be faster),
// and the same requests sent bare (no pacing, no address guard, no database) at the same concurrency.
// The deals are a mix: most in stock, some gone (404), some out of stock, some answering 429.
// Run with `npm run bench:links` (it loads the server's TypeScript through tsx). LINK_BENCH_DEALS and
// LINK_BENCH_HOSTS change the size.
import { performance } from 'node:perf_hooks';

const DEALS = Number(process.env.LINK_BENCH_DEALS ?? 1000);
const HOSTS = Number(process.env.LINK_BENCH_HOSTS ?? 250);

const [
  { openDatabase },
  { saveDeals },
  { loadEnv },
  { linkCheckerFor },
  { runLinkCheckRound, ROUND_CONCURRENCY },
  { requestLink },
  { makeDeal },
  { startStubShop },
] = await Promise.all([
  import('../server/db/client.ts'),
  import('../server/catalog/save-deals.ts'),
  import('../server/env.ts'),
  import('../server/link-check/link-checker.ts'),
  import('../server/link-check/link-check-round.ts'),
  import('../server/link-check/link-request.ts'),
  import('../tests/factories/deal-factory.ts'),
  import('../server/test-support/stub-shop.ts'),
]);

const hosts = Array.from({ length: HOSTS }, (_, index) => `127.0.0.${index + 1}`);
/** Paths by share of the deals: in stock, gone, out of stock, busy. */
const MIX = [
  ['/product/kettle', 0.85],
  ['/product/gone', 0.06],
  ['/product/toaster', 0.05],
  ['/busy', 0.04],
];
const pathFor = (index) => {
  const share = (index % 100) / 100;
  let sum = 0;
  for (const [path, part] of MIX) {
    sum += part;
    if (share < sum) return path;
  }
  return MIX[0][0];
};

const mb = (bytes) => `${Math.round(bytes / 1024 / 1024)} MB`;
let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
}, 50);

const shop = await startStubShop({ hosts });
const database = await openDatabase({ kind: 'pglite' });
try {
  const links = Array.from({ length: DEALS }, (_, index) => ({
    id: `bench-${String(index).padStart(4, '0')}`,
    url: `${shop.origin(hosts[index % HOSTS])}${pathFor(index)}`,
  }));
  await saveDeals(
    database.db,
    links.map(({ id, url }) => makeDeal({ id, affiliateUrl: url })),
  );
  const env = loadEnv({ LINK_CHECK_ALLOW_HOSTS: hosts.join(','), PUBLIC_ORIGIN: 'https://rarefinds.test' });
  global.gc?.();
  const rssBefore = process.memoryUsage.rss();
  peakRss = rssBefore;

  // The baseline: the same requests the round makes (HEAD, then GET for every page but a redirect-free 429),
  // sent bare at the same concurrency.
  let next = 0;
  const bareStarted = performance.now();
  await Promise.all(
    Array.from({ length: ROUND_CONCURRENCY }, async () => {
      while (next < links.length) {
        const url = new URL(links[next++].url);
        const to = { address: url.hostname, family: 4 };
        const signal = AbortSignal.timeout(10_000);
        const base = { url, to, userAgent: 'bench', signal, maxBodyBytes: 256 * 1024 };
        await requestLink({ ...base, method: 'HEAD' });
        await requestLink({ ...base, method: 'GET' });
      }
    }),
  );
  const bareSeconds = (performance.now() - bareStarted) / 1000;

  shop.requests.length = 0;
  const started = performance.now();
  const report = await runLinkCheckRound({ db: database.db, checker: linkCheckerFor(env) });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);

  // The floor: each host takes one request a second, and each link's HEAD and GET go to one host, so a link
  // takes a second at least, ROUND_CONCURRENCY of them at once.
  const perHost = new Map();
  for (const request of shop.requests) perHost.set(request.host, (perHost.get(request.host) ?? 0) + 1);
  const busiestHost = Math.max(...perHost.values());
  const floorSeconds = Math.max(busiestHost - 1, Math.ceil(DEALS / ROUND_CONCURRENCY));

  const fixed = (value, digits = 1) => value.toFixed(digits);
  console.log(
    `link check round: ${DEALS} deals on ${HOSTS} hosts in ${fixed(seconds)} s = ${fixed(DEALS / seconds)} deals/s ` +
      `(${report.ok} ok, ${report.failed} failed, ${report.inconclusive} inconclusive; ${shop.requests.length} requests, ` +
      `at most ${busiestHost} to one host; ${ROUND_CONCURRENCY} links at once)`,
  );
  console.log(
    `  pacing floor (1 request/host/s, ${ROUND_CONCURRENCY} links at once): ${floorSeconds} s = ` +
      `${fixed(DEALS / floorSeconds)} deals/s; the round took ${fixed(seconds / floorSeconds, 2)}× the floor`,
  );
  console.log(
    `  bare requests, same links, same concurrency, no pacing/guard/database: ${fixed(bareSeconds, 2)} s = ` +
      `${fixed(DEALS / bareSeconds)} deals/s`,
  );
  console.log(
    `  memory: RSS ${mb(rssBefore)} before the round, peak ${mb(peakRss)} during it ` +
      `(+${mb(peakRss - rssBefore)}); process peak ${mb(process.resourceUsage().maxRSS * 1024)}`,
  );
  if (report.checked !== DEALS || report.unrecorded > 0) {
    console.error(
      `The round checked ${report.checked} of ${DEALS} links (${report.unrecorded} not recorded).`,
    );
    process.exitCode = 1;
  }
} finally {
  clearInterval(sampler);
  await database.close();
  await shop.close();
}
