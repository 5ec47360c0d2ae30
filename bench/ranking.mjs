#!/usr/bin/env node
// The ranking round (server/ranking/ranking-round.ts) over 100,000 live deals and 1,000,000 votes on
// PostgreSQL, beside the plain newest-first read of the same 100,000 deals in the same run: each measured
// ROUNDS times, alternating, with the median and range of their ratio. The first round writes the derived
// ranks of every deal that has any; later rounds find little changed, as on a running site. Beside each round,
// a writer takes the deal writers' lock every 50 ms, as a vote or an import does: the longest it waited is
// how long the round held the site's writes back.
// Needs Debian's PostgreSQL 15. Run: npm run bench:ranking
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { makeDeals } from './lib/deal-factory.mjs';
import { postgresAvailable, startPostgres } from './lib/postgres.mjs';

const DEALS = Number(process.env.RANKING_BENCH_DEALS ?? 100_000);
const MEMBERS = Number(process.env.RANKING_BENCH_MEMBERS ?? 10_000);
const VOTES_PER_MEMBER = Number(process.env.RANKING_BENCH_VOTES_PER_MEMBER ?? 100);
const ROUNDS = Number(process.env.RANKING_BENCH_ROUNDS ?? 3);

if (!postgresAvailable()) throw new Error('bench:ranking needs PostgreSQL 15 (apt-get install postgresql)');

const [{ openDatabase }, { saveDeals }, { runRankingRound }, { lockForWrite }] = await Promise.all([
  import('../server/db/client.ts'),
  import('../server/catalog/save-deals.ts'),
  import('../server/ranking/ranking-round.ts'),
  import('../server/db/deals/deal-changes.ts'),
]);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** `during`'s result, and the longest a writer taking the writers' lock every 50 ms waited meanwhile. */
async function withWriterProbe(db, during) {
  let running = true;
  let longestMs = 0;
  const probe = (async () => {
    while (running) {
      const asked = performance.now();
      await db.transaction((tx) => lockForWrite(tx));
      longestMs = Math.max(longestMs, performance.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  try {
    return { result: await during(), longestMs };
  } finally {
    running = false;
    await probe;
  }
}

const server = startPostgres();
const database = await openDatabase({ kind: 'postgres', url: server.url });
try {
  const now = new Date();
  let started = performance.now();
  const deals = makeDeals(DEALS, { now });
  for (let from = 0; from < deals.length; from += 5_000)
    await saveDeals(database.db, deals.slice(from, from + 5_000), { source: 'import', at: now });
  console.log(`${DEALS} deals written in ${seconds(performance.now() - started)}`);

  started = performance.now();
  await database.sql.executeSql(
    `insert into users (id, name, email, email_verified)
     select 'bench-member-' || n, 'Member ' || n, 'member' || n || '@bench.example', true
     from generate_series(1, $1::int) as n`,
    [MEMBERS],
  );
  // Each member votes VOTES_PER_MEMBER different deals over the last 48 hours, one in five cold.
  await database.sql.executeSql(
    `insert into deal_votes (deal_id, user_id, direction, weight, created_at, updated_at)
     select 'bench-mixed-' || ((m * 7919 + k * 104729) % $1::int), 'bench-member-' || m,
            case when (m + k) % 5 = 0 then -1 else 1 end, 1 + (m % 3),
            $4::timestamptz - ((m * k) % 2880) * interval '1 minute',
            $4::timestamptz - ((m * k) % 2880) * interval '1 minute'
     from generate_series(1, $2::int) as m, generate_series(1, $3::int) as k
     on conflict do nothing`,
    [DEALS, MEMBERS, VOTES_PER_MEMBER, now.toISOString()],
  );
  const [{ votes }] = (await database.sql.executeSql('select count(*)::int as votes from deal_votes')).rows;
  console.log(`${votes} votes written in ${seconds(performance.now() - started)}`);
  await database.sql.executeSql('analyze');

  const options = {
    db: database.db,
    now,
    mailer: { store: async () => undefined },
    origin: 'http://127.0.0.1',
    hideNewMs: 0,
  };
  const rounds = [];
  const waits = [];
  const plain = [];
  const ratios = [];
  let first;
  for (let round = 0; round <= ROUNDS; round += 1) {
    started = performance.now();
    const { result: report, longestMs } = await withWriterProbe(database.db, () =>
      runRankingRound({ ...options, now: new Date(now.getTime() + round * 60_000) }),
    );
    const roundMs = performance.now() - started;
    started = performance.now();
    await database.db.execute(
      sql`select id, data from deals where expiry_date is null or expiry_date > ${now.toISOString()} order by created_at desc, id`,
    );
    const plainMs = performance.now() - started;
    if (round === 0) {
      first = { roundMs, report, longestMs };
      continue;
    }
    rounds.push(roundMs);
    waits.push(longestMs);
    plain.push(plainMs);
    ratios.push(roundMs / plainMs);
  }
  console.log(
    `first round: ${seconds(first.roundMs)}, ${first.report.ranked} deals ranked, ${first.report.changed} written; a writer waited at most ${seconds(first.longestMs)}`,
  );
  console.log(
    `later rounds: a writer waited at most ${seconds(Math.max(...waits))} (median of the rounds' longest ${seconds(median(waits))})`,
  );
  console.log(
    `later rounds ${ROUNDS}×: median ${seconds(median(rounds))} (${seconds(Math.min(...rounds))}–${seconds(Math.max(...rounds))})`,
  );
  console.log(
    `newest-first read of the same deals: median ${seconds(median(plain))} (${seconds(Math.min(...plain))}–${seconds(Math.max(...plain))})`,
  );
  console.log(
    `ratio round / read: median ${median(ratios).toFixed(2)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`,
  );
} finally {
  await database.close();
  server.stop();
}
