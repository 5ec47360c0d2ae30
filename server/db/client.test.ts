import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openTestDatabase } from '../test-support/test-database.ts';
import type { DatabaseHandle } from './client.ts';

describe('the PostgreSQL pool', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase('postgres');
  });
  afterAll(() => handle.close());

  it('outlives a connection that ends while idle, and answers with a new one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { rows } = await handle.sql.executeSql('select pg_backend_pid() as pid');
    const [{ pid }] = rows as [{ pid: number }];
    const admin = new pg.Client({ connectionString: inject('postgresUrl') });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [pid]);
    } finally {
      await admin.end();
    }
    await vi.waitFor(
      () => expect(warn).toHaveBeenCalledWith(expect.stringMatching(/idle PostgreSQL connection ended/)),
      { timeout: 10_000 },
    );
    const again = await handle.sql.executeSql('select 1 as one');
    expect(again.rows[0]).toEqual({ one: 1 });
    warn.mockRestore();
  });
});
