import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { appMeta } from '../db/schema.ts';
import { DATABASE_KINDS, openTestDatabase } from '../test-support/test-database.ts';
import { type JobQueue, startJobQueue } from './job-queue.ts';

const QUEUE = 'test-greetings';

/** Waits for `check` to hold, polling; bounds the wait, times nothing. */
async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('Condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(DATABASE_KINDS)('job queue on %s', (kind) => {
  let handle: DatabaseHandle;
  let jobs: JobQueue;
  const logged: { fields: Record<string, unknown>; message: string }[] = [];

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    jobs = await startJobQueue(handle.sql, {
      pollingIntervalSeconds: 0.5,
      log: {
        error: (fields, message) => logged.push({ fields: fields as Record<string, unknown>, message }),
      },
    });
    await jobs.define([{ name: QUEUE, retryLimit: 3, retryDelay: 1 }]);
  });

  afterAll(async () => {
    await jobs.stop(1000);
    await handle.close();
  });

  it('runs a job sent to a defined queue', async () => {
    const seen: string[] = [];
    await jobs.work<{ to: string }>(QUEUE, async ({ to }) => {
      seen.push(to);
    });
    await jobs.send(QUEUE, { to: 'Ada' });
    await eventually(() => seen.includes('Ada'));
  });

  it('sends a job with the transaction that causes it: a rollback leaves no job, a commit one', async () => {
    const count = async (to: string) => {
      const { rows } = await handle.sql.executeSql(
        `select count(*)::int as n from pgboss.job where name = $1 and data->>'to' = $2`,
        [QUEUE, to],
      );
      return (rows[0] as { n: number }).n;
    };
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(appMeta).values({ key: 'rolled-back', value: 'x' });
        await jobs.sendWith(tx, QUEUE, { to: 'Nobody' });
        throw new Error('change refused');
      }),
    ).rejects.toThrow('change refused');
    expect(await count('Nobody')).toBe(0);

    await handle.db.transaction(async (tx) => {
      await tx.insert(appMeta).values({ key: 'committed', value: 'x' });
      await jobs.sendWith(tx, QUEUE, { to: 'Grace' });
    });
    expect(await count('Grace')).toBe(1);
    const kept = await handle.db.execute(
      sql`select key from app_meta where key in ('committed', 'rolled-back')`,
    );
    expect((kept as unknown as { rows: { key: string }[] }).rows.map((row) => row.key)).toEqual([
      'committed',
    ]);
  });

  it('retries a job whose handler failed, logging the failed attempt', async () => {
    const name = 'test-flaky';
    await jobs.define([{ name, retryLimit: 2, retryDelay: 1 }]);
    let attempts = 0;
    await jobs.work(name, async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('the mail server is down');
    });
    const id = await jobs.send(name, {});
    await eventually(() => attempts >= 2);
    const failures = logged.filter((line) => line.fields.job === name);
    expect(failures).toEqual([
      {
        fields: expect.objectContaining({ job: name, jobId: id, attempt: 1, attempts: 3 }),
        message: `The job ${name} failed (attempt 1 of 3); it will be retried`,
      },
    ]);
    expect((failures[0]!.fields.err as Error).message).toBe('the mail server is down');
  });

  it('logs each failed attempt of a batched job, up to the last', async () => {
    const name = 'test-batched-failing';
    await jobs.define([{ name, retryLimit: 1, retryDelay: 1 }]);
    let attempts = 0;
    await jobs.work(
      name,
      async () => {
        attempts += 1;
        throw new Error('the push service is down');
      },
      { batchSize: 5 },
    );
    const id = await jobs.send(name, {});
    await eventually(() => logged.filter((line) => line.fields.job === name).length >= 2);
    expect(logged.filter((line) => line.fields.job === name).map((line) => line.message)).toEqual([
      `The job ${name} failed (attempt 1 of 2); it will be retried`,
      `The job ${name} failed on its last attempt (2 of 2); it is given up`,
    ]);
    expect(logged.find((line) => line.fields.job === name)?.fields.jobId).toBe(id);
    expect(attempts).toBe(2);
  });
});

describe('job queue across a restart (PGlite on disk)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rarefinds-jobs-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps a job sent before the stop and runs it after the start', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir });
    const before = await startJobQueue(first.sql);
    await before.define([{ name: QUEUE }]);
    await before.send(QUEUE, { to: 'after restart' });
    await before.stop(1000);
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    const after = await startJobQueue(second.sql, { pollingIntervalSeconds: 0.5 });
    const seen: string[] = [];
    await after.work<{ to: string }>(QUEUE, async ({ to }) => {
      seen.push(to);
    });
    await eventually(() => seen.includes('after restart'));
    await after.stop(1000);
    await second.close();
    // Creating a database on disk is PGlite's slowest step; on a busy machine it takes a while.
  }, 180_000);
});
