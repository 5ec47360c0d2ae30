import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUDIT_COMMAND_LINE } from '../../src/shared/console/admin-audit.ts';
import { listAuditEntries } from '../db/audit-log-repository.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { openDatabase } from '../db/client.ts';
import { auditLog, coupons } from '../db/schema.ts';
import { ensureStores } from '../db/store-repository.ts';
import { startTestServer, type TestServer } from '../test-support/test-app.ts';
import { DATABASE_KINDS, itOnce, migratedDataDir, openTestDatabase } from '../test-support/test-database.ts';
import { runCouponsCommand } from './coupons-command.ts';
import { OPERATOR_ROUTE } from './operator-channel.ts';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const NOW = new Date('2026-03-01T00:00:00Z');
const STORES = [
  { store: 'Best Buy', affiliateUrl: 'https://www.bestbuy.com/x' },
  { store: 'REI', affiliateUrl: 'https://www.rei.com/x' },
];

const storedCodes = async (db: DatabaseHandle['db']) =>
  (await db.select().from(coupons)).sort((a, b) => a.title.localeCompare(b.title));

describe.each(DATABASE_KINDS)('the coupons command on %s', (kind) => {
  let database: DatabaseHandle;
  let out: string[];
  let err: string[];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await ensureStores(database.db, STORES);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    out = [];
    err = [];
    await database.db.delete(coupons);
  });

  const run = (...args: string[]) =>
    runCouponsCommand(args, {
      db: database.db,
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      now: () => NOW,
    });

  it('imports the good rows of a CSV file live and reports each bad row with its number and reason', async () => {
    expect(await run('import', fixture('coupons-import.csv'))).toBe(2);
    expect(err).toEqual([
      'Rejected CSV row 4: store: no store is named "Nowhere Shop" or has it as its host',
      'Rejected CSV row 5: endsAt: The end must come after the start.',
      'Rejected CSV row 6: code: best-buy has the code save20 live or waiting already',
      'Rejected CSV row 7: code: A code holds letters, digits and - _ . # % $ ! only.',
    ]);
    expect(out).toEqual([`Imported 3 of 7 codes from ${fixture('coupons-import.csv')}; 4 rejected.`]);
    const stored = await storedCodes(database.db);
    expect(
      stored.map(({ storeSlug, code, title, source, status }) => ({
        storeSlug,
        code,
        title,
        source,
        status,
      })),
    ).toEqual([
      // Markup is kept as text, never refused for that alone.
      {
        storeSlug: 'rei',
        code: 'MEMBER15',
        title: '<b>15% off</b> for members',
        source: 'operator',
        status: 'live',
      },
      {
        storeSlug: 'best-buy',
        code: 'SAVE20',
        title: '20% off orders over $50',
        source: 'operator',
        status: 'live',
      },
      // A store named by its shop's host; a sale without a code, starting now.
      { storeSlug: 'rei', code: '', title: 'Up to 40% off camping gear', source: 'operator', status: 'live' },
    ]);
    const save20 = stored.find((row) => row.code === 'SAVE20')!;
    expect(save20).toMatchObject({
      terms: 'Excludes Apple products, gift cards',
      url: 'https://www.bestbuy.com/deals',
      startsAt: new Date('2026-02-01T00:00:00Z'),
      endsAt: new Date('2026-04-01T00:00:00Z'),
      codeKey: 'SAVE20',
    });
    expect(stored.find((row) => row.code === '')).toMatchObject({ startsAt: NOW, endsAt: null });
  });

  it('refuses what the checks and the database refuse in a JSON file, keeping the good rows', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'rarefinds-coupons-')), 'coupons.json');
    writeFileSync(
      file,
      JSON.stringify({
        coupons: [
          { store: 'REI', code: 'SPRING', title: 'Spring sale, 15% off' },
          { store: 'REI', code: 'X'.repeat(5000), title: 'A code far too long' },
          { store: 'Best Buy', code: 2026, title: 'A code of digits', endsAt: '2026-06-30T23:59:00Z' },
          // Valid for the checks; PostgreSQL cannot store a NUL character.
          { store: 'Best Buy', code: 'NUL', title: 'Lamp\u0000 deal' },
          { store: 'Nowhere', title: 'No such store' },
          'not a row',
          { store: 'rei.com', code: 'spring', title: 'The same code in other case' },
          { store: 'Best Buy', code: 'BAD DATE', title: 'Spaces and a bad date', startsAt: 'tomorrow' },
        ],
      }),
    );
    expect(await run('import', file)).toBe(2);
    expect(err).toEqual([
      'Rejected item 2: code: A code is at most 40 characters.',
      expect.stringMatching(/^Rejected item 4: the database refused it: /),
      'Rejected item 5: store: no store is named "Nowhere" or has it as its host',
      'Rejected item 6: a row must be an object with store, title and the other fields',
      'Rejected item 7: code: rei has the code spring live or waiting already',
      'Rejected item 8: code: A code has no spaces.; startsAt: Use a date such as 2026-12-31 or 2026-12-31T23:59:00Z.',
    ]);
    expect(err.join('\n')).not.toMatch(/insert into|params|XXXXXXXX/i);
    expect(out.at(-1)).toMatch(/^Imported 2 of 8 codes from .*; 6 rejected\.$/);
    expect((await storedCodes(database.db)).map((row) => [row.storeSlug, row.code])).toEqual([
      ['best-buy', '2026'],
      ['rei', 'SPRING'],
    ]);
  });

  it('adds every code of a file without a bad row and exits 0, recording the import in the audit log', async () => {
    await database.db.delete(auditLog);
    const file = join(mkdtempSync(join(tmpdir(), 'rarefinds-coupons-')), 'good.json');
    writeFileSync(file, JSON.stringify([{ store: 'bestbuy.com', code: 'ALLGOOD', title: '10% off TVs' }]));
    expect(await run('import', file)).toBe(0);
    expect(err).toEqual([]);
    expect(out).toEqual([`Imported 1 of 1 codes from ${file}; 0 rejected.`]);
    const { items } = await listAuditEntries(database.db, {
      action: '',
      subject: '',
      subjectId: '',
      page: 1,
    });
    expect(items).toEqual([
      expect.objectContaining({
        actor: { name: AUDIT_COMMAND_LINE, email: '' },
        action: 'coupon.import',
        subjectType: 'coupon-import',
        after: expect.objectContaining({ total: 1, rejected: [] }),
      }),
    ]);
  });

  it('says why a file cannot be read at all, and imports nothing from it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rarefinds-coupons-'));
    writeFileSync(join(dir, 'broken.json'), '[{"store": "REI", "title": "Half a file"');
    writeFileSync(join(dir, 'broken.csv'), 'store,title\nREI,"Quote left open\n');
    writeFileSync(join(dir, 'object.json'), '{"deals": []}');
    expect(await run('import', join(dir, 'broken.json'))).toBe(1);
    expect(err.at(-1)).toMatch(/^The file could not be read: The JSON is not valid/);
    expect(await run('import', join(dir, 'broken.csv'))).toBe(1);
    expect(err.at(-1)).toBe('The file could not be read: The CSV file ends inside a quoted field.');
    expect(await run('import', join(dir, 'object.json'))).toBe(1);
    expect(err.at(-1)).toBe(
      'The file could not be read: The JSON file must hold a list of codes or { "coupons": [...] }.',
    );
    expect(await storedCodes(database.db)).toEqual([]);
  });

  itOnce(kind)('prints the usage for unknown commands and missing arguments', async () => {
    expect(await run('explode')).toBe(1);
    expect(err.at(-1)).toMatch(/Unknown command: explode[\s\S]*Usage: npm run coupons/);
    expect(await run('import')).toBe(1);
    expect(await run('fetch', 'extra')).toBe(1);
    expect(await run('fetch')).toBe(1);
    expect(err.at(-1)).toBe('The coupon feed is off: set COUPON_API_URL and COUPON_API_KEY.');
  });
});

describe.each(DATABASE_KINDS)('npm run coupons -- import handed to the running server on %s', (kind) => {
  const TOKEN = 'operator-token-for-the-coupon-import-tests';
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { operatorToken: TOKEN });
    await ensureStores(server.db, STORES);
  });
  afterAll(() => server.close());

  it('imports the text the command line sent, with the same report', async () => {
    const path = fixture('coupons-import.csv');
    const handed = await server.app.inject({
      method: 'POST',
      url: OPERATOR_ROUTE,
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: { command: 'coupons', args: ['import', path], files: { [path]: readFileSync(path, 'utf8') } },
    });
    const result = JSON.parse(handed.body) as { status: number; out: string[]; err: string[] };
    expect(result.status).toBe(2);
    expect(result.err).toHaveLength(4);
    expect(result.out).toEqual([`Imported 3 of 7 codes from ${path}; 4 rejected.`]);
    expect((await server.db.select().from(coupons).where(eq(coupons.code, 'MEMBER15'))).length).toBe(1);
  });
});

describe('npm run coupons (the real process, on PGlite)', () => {
  it('imports into DATA_DIR and exits 2 with the rejected rows on its error output', async () => {
    const dataDir = migratedDataDir('rarefinds-cli-');
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await ensureStores(database.db, STORES);
    await database.close();
    const cli = fileURLToPath(new URL('./coupons.ts', import.meta.url));
    const imported = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', cli, 'import', fixture('coupons-import.csv')],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
    ).catch((error: { code: number; stdout: string; stderr: string }) => error);
    expect('code' in imported ? imported.code : 0).toBe(2);
    expect(imported.stderr).toMatch(/^Rejected CSV row 4: store: /m);
    expect(imported.stdout).toMatch(/Imported 3 of 7 codes/);
    const reopened = await openDatabase({ kind: 'pglite', dataDir });
    expect((await reopened.db.select().from(coupons)).length).toBe(3);
    await reopened.close();
  }, 120_000);
});
