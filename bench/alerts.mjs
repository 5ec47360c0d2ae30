#!/usr/bin/env node
// Deal alerts (ARCHITECTURE.md §6): matching one new deal against 10,000 rules, beside a plain loop over the
// same rules that only tests the category (the baseline, measured in the same run), 5 runs with their range;
// the same match through the match job's own path (`matchDeal`: the rules loaded from the database, the
// deliveries recorded) on PGlite and on a throw-away PostgreSQL when installed; then a fan-out of 10,000 notifications through the job queue (pg-boss on PGlite) to a local push service
// stub over HTTPS, each encrypted and VAPID-signed, in jobs per second.
// Run with `npm run bench:alerts` (it loads the server's TypeScript through tsx). ALERT_FANOUT sets the fan-out.
import { performance } from 'node:perf_hooks';
import { BUDGETS, printTable, row } from './budgets.mjs';

const { matchingRules } = await import('../server/alerts/rule-matching.ts');
const { CATEGORIES } = await import('../src/shared/deal/categories.ts');

const RULES = 10_000;
const RUNS = 5;
/** Each run times this many matches one by one and keeps their median: a neighbour's burst on this shared
 * machine then moves one match, not the run. */
const REPEAT = 31;
const FANOUT = Number(process.env.ALERT_FANOUT ?? 10_000);

const WORDS = [
  'sony',
  'espresso',
  'kayak',
  'lego',
  'serum',
  'drill',
  'lamp',
  'headphones',
  'novel',
  'jacket',
  'switch',
  'blender',
  'tent',
  'watch',
  'suitcase',
  'puzzle',
  'sneakers',
  'vacuum',
  'monitor',
  'kettle',
];
const slugs = CATEGORIES.map((category) => category.slug);

/** 10,000 rules as members write them: a category or two, often a keyword, sometimes a price or discount. */
function makeRules(count) {
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pick = (list) => list[Math.floor(random() * list.length)];
  return Array.from({ length: count }, (_, index) => ({
    id: `rule-${index}`,
    categories: random() < 0.7 ? [pick(slugs), ...(random() < 0.3 ? [pick(slugs)] : [])] : [],
    keywords:
      random() < 0.6 ? [pick(WORDS), ...(random() < 0.3 ? [`${pick(WORDS)} ${pick(WORDS)}`] : [])] : [],
    stores: [],
    maxPrice: random() < 0.4 ? Math.round(random() * 500) : null,
    minDiscount: random() < 0.3 ? 5 + Math.floor(random() * 60) : null,
    minTemperature: null,
  }));
}

const deal = {
  category: 'electronics',
  currentPrice: 249.99,
  discount: 38,
  temperature: 0,
  title: 'Sony WH-1000XM5 wireless noise cancelling headphones',
  description: 'Industry-leading noise cancellation, 30 hours of battery, multipoint connection.',
  store: 'Kettle Shop',
  storeSlug: 'kettle-shop',
};

/** The baseline: the same rules, only their category tested. */
function categoryLoop(rules, facts) {
  const hits = [];
  for (const rule of rules)
    if (rule.categories.length === 0 || rule.categories.includes(facts.category)) hits.push(rule);
  return hits;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function timeRuns(work) {
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    const each = [];
    for (let repeat = 0; repeat < REPEAT; repeat += 1) {
      const started = performance.now();
      work();
      each.push(performance.now() - started);
    }
    times.push(median(each));
  }
  return times.sort((a, b) => a - b);
}
const fixed = (value, digits = 2) => value.toFixed(digits);

export async function measureMatching() {
  const rules = makeRules(RULES);
  let matched = 0;
  // Warm both paths up before timing them.
  for (let index = 0; index < 5; index += 1) {
    matched = matchingRules(rules, deal).length;
    categoryLoop(rules, deal);
  }
  const match = timeRuns(() => matchingRules(rules, deal));
  const baseline = timeRuns(() => categoryLoop(rules, deal));
  const ratio = median(match) / median(baseline);
  console.log(
    `matching 1 deal against ${RULES} rules (${matched} match): median ${fixed(median(match))} ms ` +
      `(runs ${fixed(match[0])}–${fixed(match.at(-1))} ms); category-only loop ${fixed(median(baseline), 3)} ms ` +
      `(runs ${fixed(baseline[0], 3)}–${fixed(baseline.at(-1), 3)} ms); ratio ${fixed(ratio, 1)}×`,
  );
  return [
    row(
      `alerts: match 1 deal × ${RULES} rules (ms; ${fixed(ratio, 1)}× a category-only loop)`,
      fixed(median(match)),
      `≤ ${BUDGETS.alertMatchMs}`,
      median(match) <= BUDGETS.alertMatchMs,
      ' ms',
    ),
  ];
}

/** Timed runs of the database path: each matches a deal of its own, so each records its deliveries anew. */
const DB_RUNS = 9;
const MEMBERS = 2_000;

/**
 * The real path of a match job: `matchDeal` loads the 10,000 active rules from the database, matches the deal
 * and records a delivery (and a send job) per matching member, in one transaction. On PGlite, and on a
 * throw-away PostgreSQL 15 when its programs are installed.
 */
export async function measureMatchingFromDatabase() {
  const [
    { openDatabase },
    { startJobQueue },
    { defineSiteJobs },
    { matchDeal },
    { saveDeals },
    { users, alertRules },
    { makeDeal },
  ] = await Promise.all([
    import('../server/db/client.ts'),
    import('../server/jobs/job-queue.ts'),
    import('../server/jobs/site-jobs.ts'),
    import('../server/alerts/alert-fanout.ts'),
    import('../server/catalog/save-deals.ts'),
    import('../server/db/schema.ts'),
    import('../tests/factories/deal-factory.ts'),
  ]);
  const { postgresAvailable, startPostgres } = await import('./lib/postgres.mjs');
  const kinds = ['pglite', ...(postgresAvailable() ? ['postgres'] : [])];
  if (kinds.length === 1)
    console.log('PostgreSQL 15 is not installed: the database match is measured on PGlite only.');
  const rows = [];
  for (const kind of kinds) {
    const server = kind === 'postgres' ? startPostgres() : undefined;
    const database = await openDatabase(
      kind === 'postgres' ? { kind: 'postgres', url: server.url } : { kind: 'pglite' },
    );
    // The queues the match sends its send jobs to (no worker runs them here).
    const jobs = await startJobQueue(database.sql);
    try {
      await defineSiteJobs(jobs);
      const members = Array.from({ length: MEMBERS }, (_, index) => ({
        id: `bench-member-${index}`,
        name: `Member ${index}`,
        email: `member-${index}@rarefinds.test`,
        emailVerified: true,
      }));
      for (let start = 0; start < members.length; start += 1000)
        await database.db.insert(users).values(members.slice(start, start + 1000));
      const rules = makeRules(RULES).map((rule, index) => ({
        ...rule,
        userId: members[index % MEMBERS].id,
      }));
      for (let start = 0; start < rules.length; start += 1000)
        await database.db.insert(alertRules).values(rules.slice(start, start + 1000));

      const times = [];
      let recorded = 0;
      for (let run = 0; run < DB_RUNS + 2; run += 1) {
        const id = `bench-deal-${run}`;
        await saveDeals(
          database.db,
          [
            makeDeal({
              id,
              category: deal.category,
              title: deal.title,
              description: deal.description,
              store: deal.store,
              currentPrice: deal.currentPrice,
              originalPrice: 399.99,
            }),
          ],
          { source: 'import', at: new Date() },
        );
        const started = performance.now();
        recorded = await matchDeal(database.db, { dealId: id, reason: 'live' }, new Date());
        // The first two warm the statement caches up.
        if (run >= 2) times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      console.log(
        `matching 1 deal against ${RULES} rules from ${kind} (matchDeal, ${recorded} deliveries recorded): ` +
          `median ${fixed(median(times))} ms (runs ${fixed(times[0])}–${fixed(times.at(-1))} ms)`,
      );
      rows.push(
        row(
          `alerts: match 1 deal × ${RULES} rules from the database (${kind}, matchDeal; ms)`,
          fixed(median(times)),
          `≤ ${BUDGETS.alertMatchMs}`,
          median(times) <= BUDGETS.alertMatchMs,
          ' ms',
        ),
      );
    } finally {
      await jobs.stop(0);
      await database.close();
      server?.stop();
    }
  }
  return rows;
}

export async function measureFanout() {
  const [
    { openDatabase },
    { startJobQueue },
    { defineSiteJobs },
    { loadEnv },
    { createAlertServices },
    { startAlertJobs },
    { saveDeals },
    { pushSubscriptions },
    { startPushServiceStub },
    { makeDeal },
    { createMailer },
  ] = await Promise.all([
    import('../server/db/client.ts'),
    import('../server/jobs/job-queue.ts'),
    import('../server/jobs/site-jobs.ts'),
    import('../server/env.ts'),
    import('../server/alerts/alert-services.ts'),
    import('../server/alerts/alert-jobs.ts'),
    import('../server/catalog/save-deals.ts'),
    import('../server/db/schema.ts'),
    import('../server/test-support/push-service-stub.ts'),
    import('../tests/factories/deal-factory.ts'),
    import('../server/mail/mailer.ts'),
  ]);
  const quiet = {
    info() {},
    warn() {},
    error: (details, message) => console.error(message, details),
    debug() {},
    fatal() {},
    trace() {},
    child() {
      return quiet;
    },
    level: 'error',
  };
  const stub = await startPushServiceStub();
  const database = await openDatabase({ kind: 'pglite' });
  const jobs = await startJobQueue(database.sql, { pollingIntervalSeconds: 0.5 });
  try {
    await defineSiteJobs(jobs);
    const env = loadEnv({ PUSH_SERVICE_HOSTS: '127.0.0.1', PUBLIC_ORIGIN: 'https://rarefinds.test' });
    const alerts = await createAlertServices(env, database.db, { pushAgent: stub.agent });
    stub.expectKey(alerts.vapid.publicKey);
    const devices = Array.from({ length: FANOUT }, (_, index) => {
      const subscription = stub.subscribe(`device-${index}`);
      return {
        id: `device-${index}`,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        categories: ['electronics'],
      };
    });
    for (let start = 0; start < devices.length; start += 1000) {
      await database.db.insert(pushSubscriptions).values(devices.slice(start, start + 1000));
    }
    const mailer = createMailer({ db: database.db, log: quiet, from: 'bench@rarefinds.test' });
    await startAlertJobs(jobs, { db: database.db, env, mailer, alerts, log: quiet, clock: () => new Date() });

    // The baseline in the same run: the same pushes sent one after another straight to the stub, no queue.
    const bareCount = Math.min(200, FANOUT);
    const bareStarted = performance.now();
    for (let index = 0; index < bareCount; index += 1) {
      await alerts.push.send(devices[index], {
        dealId: 'bare',
        title: 'Bare',
        body: 'push',
        url: '/',
        tag: 'bare',
      });
    }
    const barePerSecond = bareCount / ((performance.now() - bareStarted) / 1000);
    stub.received.length = 0;

    const started = performance.now();
    await saveDeals(database.db, [makeDeal({ id: 'fanout', category: 'electronics' })], {
      source: 'import',
      at: new Date(),
    });
    const deadline = Date.now() + 20 * 60_000;
    while (stub.received.length < FANOUT) {
      if (Date.now() > deadline)
        throw new Error(`Only ${stub.received.length} of ${FANOUT} pushes arrived in time.`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seconds = (performance.now() - started) / 1000;
    const perSecond = FANOUT / seconds;
    const ratio = perSecond / barePerSecond;
    console.log(
      `fan-out: ${FANOUT} notifications from publication to the push service in ${fixed(seconds, 1)} s: ` +
        `${fixed(perSecond, 0)} jobs/s; the same pushes sent bare, one after another: ${fixed(barePerSecond, 0)}/s; ` +
        `ratio ${fixed(ratio, 2)} (refused by the stub: ${stub.refused.length})`,
    );
    return [
      row(
        `alerts: fan-out of ${FANOUT} pushes through the job queue (${fixed(ratio, 2)}× bare sequential pushes)`,
        fixed(perSecond, 0),
        'reported',
        stub.refused.length === 0,
        ' jobs/s',
      ),
    ];
  } finally {
    await jobs.stop(0);
    await database.close();
    await stub.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = [
    ...(await measureMatching()),
    ...(await measureMatchingFromDatabase()),
    ...(await measureFanout()),
  ];
  console.log('');
  printTable(rows);
  process.exit(rows.every((r) => r.pass) ? 0 : 1);
}
