import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { openDatabase } from '../db/client.ts';
import { findLiveDeal, listAllDeals } from '../db/deal-repository.ts';
import { deals as dealsTable } from '../db/schema.ts';
import { DATABASE_KINDS, openTestDatabase } from '../test-support/test-database.ts';
import { runDealsCommand } from './deals-command.ts';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const NOW = new Date('2026-03-01T00:00:00Z');

describe.each(DATABASE_KINDS)('the deals command on %s', (kind) => {
  let database: DatabaseHandle;
  let out: string[];
  let err: string[];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    out = [];
    err = [];
    await database.db.delete(dealsTable);
  });

  const run = (...args: string[]) =>
    runDealsCommand(args, {
      db: database.db,
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      now: () => NOW,
    });

  it('imports the valid rows of a JSON file and reports each rejected row with its reason', async () => {
    expect(await run('import', fixture('deals-import.json'))).toBe(2);
    expect(err).toEqual([
      expect.stringMatching(/^Rejected item 3: currentPrice: a deal needs a price/),
      expect.stringMatching(
        /^Rejected item 4: affiliateUrl: the affiliate link must be an http: or https: URL/,
      ),
    ]);
    expect(out.at(-1)).toMatch(/Imported 2 of 4 deals .*2 new, 0 updated, 0 unchanged; 2 rejected/);
    const powerBank = await findLiveDeal(database.db, 'ops-1001', NOW);
    expect(powerBank).toMatchObject({ store: 'Anker', currentPrice: 89.99, rating: 4.6, source: 'own' });
    const flask = await findLiveDeal(database.db, 'ops-1002', NOW);
    expect(flask).toMatchObject({ store: 'REI', currentPrice: 34.95, category: 'sports', discount: 30 });
  });

  it('imports a CSV file with quoted, multi-line cells and reports bad rows by their row number', async () => {
    expect(await run('import', fixture('deals-import.csv'))).toBe(2);
    expect(err).toEqual([
      expect.stringMatching(/^Rejected CSV row 4: affiliateUrl/),
      expect.stringMatching(/^Rejected CSV row 5: .*negative/),
    ]);
    const lego = await findLiveDeal(database.db, 'ops-2001', NOW);
    expect(lego).toMatchObject({
      description: 'Build-and-display orchid set, 608 pieces; "a perfect gift".',
      features: ['608 pieces', 'Ages 18+'],
      specifications: { Brand: 'LEGO', Set: '10311' },
      category: 'toys-games',
    });
    expect((await findLiveDeal(database.db, 'ops-2002', NOW))?.description).toBe(
      '6.8" display,\nadjustable warm light.',
    );
  });

  it('imports the same file twice without changing anything the second time', async () => {
    await run('import', fixture('deals-import.json'));
    const before = await findLiveDeal(database.db, 'ops-1002', NOW);
    out = [];
    await runDealsCommand(['import', fixture('deals-import.json')], {
      db: database.db,
      out: (line) => out.push(line),
      err: () => {},
      now: () => new Date(NOW.getTime() + 60_000),
    });
    expect(out.at(-1)).toMatch(/0 new, 1 updated, 1 unchanged/);
    // Without a creation date in the file the deal keeps the one it has.
    expect((await findLiveDeal(database.db, 'ops-1002', NOW))?.createdAt).toBe(before?.createdAt);
  });

  it('lists, expires and deletes deals', async () => {
    await run('import', fixture('deals-import.json'));
    out = [];
    expect(await run('list')).toBe(0);
    expect(out).toContain('2 deals');
    expect(out.some((line) => line.startsWith('ops-1001\tlive\telectronics\t$89.99\t'))).toBe(true);

    expect(await run('expire', 'ops-1001')).toBe(0);
    expect(await findLiveDeal(database.db, 'ops-1001', new Date(NOW.getTime() + 1))).toBeUndefined();
    expect(await run('delete', 'ops-1002')).toBe(0);
    expect((await listAllDeals(database.db)).map((row) => row.deal.id)).toEqual(['ops-1001']);

    expect(await run('delete', 'ops-1002')).toBe(1);
    expect(err.at(-1)).toBe('No deal has the id ops-1002.');
    expect(await run('expire', 'nope')).toBe(1);
  });

  it('prints the usage for unknown commands and missing arguments', async () => {
    expect(await run('explode')).toBe(1);
    expect(err.at(-1)).toMatch(/Unknown command: explode[\s\S]*Usage: npm run deals/);
    expect(await run('import')).toBe(1);
    expect(await run('list', 'extra')).toBe(1);
  });
});

describe('npm run deals (the real process, on PGlite)', () => {
  it('imports into DATA_DIR and lists what it imported', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rarefinds-cli-'));
    const exec = promisify(execFile);
    const cli = fileURLToPath(new URL('./deals.ts', import.meta.url));
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    const imported = await exec(
      process.execPath,
      ['--import', 'tsx', cli, 'import', fixture('deals-import.json')],
      {
        env,
      },
    ).catch((error: { code: number; stdout: string; stderr: string }) => error);
    expect('code' in imported ? imported.code : 0).toBe(2);
    expect(imported.stderr).toMatch(/Rejected item 3/);
    const listed = await exec(process.execPath, ['--import', 'tsx', cli, 'list'], { env });
    expect(listed.stdout).toMatch(/^ops-1001\tlive/m);
    expect(listed.stdout).toMatch(/2 deals/);
    // The data is really in the directory.
    const reopened = await openDatabase({ kind: 'pglite', dataDir });
    expect((await listAllDeals(reopened.db)).length).toBe(2);
    await reopened.close();
  });
});
