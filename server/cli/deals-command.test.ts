import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUDIT_COMMAND_LINE } from '../../src/shared/console/admin-audit.ts';
import { makeDeal } from '../../tests/factories/deal-factory.ts';
import { saveDeals } from '../catalog/save-deals.ts';
import { listAuditEntries } from '../db/audit-log-repository.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { openDatabase } from '../db/client.ts';
import { listAllDeals } from '../db/deals/deal-listing.ts';
import { findLiveDeal } from '../db/deals/deal-lookup.ts';
import { claimRoundLease, releaseRoundLease } from '../db/link-check-repository.ts';
import { auditLog, deals as dealsTable } from '../db/schema.ts';
import { imported } from '../test-support/price-sightings.ts';
import { type StubShop, startStubShop } from '../test-support/stub-shop.ts';
import { startTestServer, type TestServer } from '../test-support/test-app.ts';
import { DATABASE_KINDS, itOnce, migratedDataDir, openTestDatabase } from '../test-support/test-database.ts';
import { runDealsCommand } from './deals-command.ts';
import { OPERATOR_ROUTE } from './operator-channel.ts';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const NOW = new Date('2026-03-01T00:00:00Z');
const COMMAND_LINE = { name: AUDIT_COMMAND_LINE, email: '' };

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

  it('records the import, the expiry and the deletion in the audit log with the command line as actor', async () => {
    await database.db.delete(auditLog);
    await run('import', fixture('deals-import.json'));
    await run('expire', 'ops-1001');
    await run('delete', 'ops-1002');
    await run('delete', 'nope');
    const { items } = await listAuditEntries(database.db, {
      action: '',
      subject: '',
      subjectId: '',
      page: 1,
    });
    expect(items.map(({ actor, action, subjectType }) => ({ actor, action, subjectType })).reverse()).toEqual(
      [
        { actor: COMMAND_LINE, action: 'deal.import', subjectType: 'deal-import' },
        { actor: COMMAND_LINE, action: 'deal.expire', subjectType: 'deal' },
        { actor: COMMAND_LINE, action: 'deal.delete', subjectType: 'deal' },
      ],
    );
    expect(items[0]).toMatchObject({ subjectId: 'ops-1002', before: { id: 'ops-1002' }, after: null });
    expect(items[2]!.after).toMatchObject({ report: { rejected: [{}, {}] } });
  });

  it('rejects rows the database refuses with its reason, keeps the good rows and prints no SQL', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'rarefinds-import-')), 'deals.json');
    const row = (id: string, overrides: Record<string, unknown> = {}) => ({
      id,
      title: `Deal ${id}`,
      currentPrice: 10,
      affiliateUrl: `https://shop.example/${id}`,
      ...overrides,
    });
    writeFileSync(
      file,
      JSON.stringify([
        row('good-1'),
        // Valid for the schema, too large for the price column (numeric(12, 2)).
        row('huge-price', { currentPrice: 1e12, description: 'x'.repeat(4000) }),
        row('nul-title', { title: 'Lamp\u0000' }),
        row('year-zero', { expiryDate: '0000-01-01' }),
        row('good-2'),
      ]),
    );
    expect(await run('import', file)).toBe(2);
    // The rows the checks refuse as soon as they are checked, then those the database refused.
    expect(err).toEqual([
      expect.stringMatching(/^Rejected item 3: title: must not contain NUL characters/),
      expect.stringMatching(/^Rejected item 4: expiryDate: must be a date in the years 1970–9999/),
      expect.stringMatching(/^Rejected item 2: the database refused it: numeric field overflow/),
    ]);
    expect(err.join('\n')).not.toMatch(/insert into|params|xxxx/i);
    expect(out.at(-1)).toMatch(/Imported 2 of 5 deals .*2 new, 0 updated, 0 unchanged; 3 rejected/);
    expect((await listAllDeals(database.db)).map((entry) => entry.deal.id).sort()).toEqual([
      'good-1',
      'good-2',
    ]);
  });

  it('saves every deal the database accepts when one in the same batch is refused', async () => {
    const good = Array.from({ length: 5 }, (_, index) => makeDeal({ id: `batch-${index}` }));
    // What a gap in validation would let through: PostgreSQL cannot store a NUL character.
    const bad = { ...makeDeal({ id: 'batch-bad' }), title: 'Bad\u0000title' };
    const summary = await saveDeals(database.db, [good[0]!, bad, ...good.slice(1)], imported());
    expect(summary).toMatchObject({ inserted: 5, updated: 0, unchanged: 0 });
    expect(summary.refused).toEqual([{ id: 'batch-bad', reason: expect.any(String) }]);
    expect(summary.refused[0]!.reason).not.toMatch(/insert into|params/i);
    expect((await listAllDeals(database.db)).length).toBe(5);
  });

  it('says why a file cannot be read at all, and imports nothing from it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rarefinds-import-'));
    writeFileSync(join(dir, 'broken.json'), '[{"id": "half-1", "title": "Half a file"');
    writeFileSync(join(dir, 'broken.csv'), 'id,title\nq-1,"Quote left open\n');
    expect(await run('import', join(dir, 'broken.json'))).toBe(1);
    expect(err.at(-1)).toMatch(/^The file could not be read: The JSON is not valid/);
    expect(await run('import', join(dir, 'broken.csv'))).toBe(1);
    expect(err.at(-1)).toBe('The file could not be read: The CSV file ends inside a quoted field.');
    expect(await listAllDeals(database.db)).toEqual([]);
  });

  itOnce(kind)('prints the usage for unknown commands and missing arguments', async () => {
    expect(await run('explode')).toBe(1);
    expect(err.at(-1)).toMatch(/Unknown command: explode[\s\S]*Usage: npm run deals/);
    expect(await run('import')).toBe(1);
    expect(await run('list', 'extra')).toBe(1);
  });
});

describe.each(DATABASE_KINDS)('npm run deals -- check-links on %s', (kind) => {
  // Three shops on three loopback addresses: each is asked once a second, all of them at once.
  const hosts = ['127.0.0.1', '127.0.0.2', '127.0.0.3'];
  const TOKEN = 'operator-token-for-the-check-links-tests';
  let shop: StubShop;
  let server: TestServer;

  beforeAll(async () => {
    shop = await startStubShop({ hosts });
    server = await startTestServer(kind, {
      env: { LINK_CHECK_ALLOW_HOSTS: hosts.join(',') },
      operatorToken: TOKEN,
    });
    await saveDeals(
      server.db,
      [
        makeDeal({ id: 'cl-ok', affiliateUrl: `${shop.origin(hosts[0])}/product/kettle` }),
        makeDeal({ id: 'cl-gone', affiliateUrl: `${shop.origin(hosts[1])}/product/gone` }),
        makeDeal({ id: 'cl-busy', affiliateUrl: `${shop.origin(hosts[2])}/busy` }),
      ],
      imported(),
    );
  });
  afterAll(async () => {
    await server.close();
    await shop.close();
  });

  const gone = () => `${shop.origin(hosts[1])}/product/gone`;
  const busy = () => `${shop.origin(hosts[2])}/busy`;

  it('checks every live deal’s link now, printing each failed or inconclusive one and a summary', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const status = await runDealsCommand(['check-links'], {
      db: server.db,
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      env: server.env,
    });
    expect({ status, err }).toEqual({ status: 0, err: [] });
    expect(out.slice(0, -1).sort()).toEqual([
      `failed\tcl-gone\t404 Not Found\t${gone()}`,
      `inconclusive\tcl-busy\t429 Too Many Requests\t${busy()}`,
    ]);
    expect(out.at(-1)).toBe('Checked 3 links: 1 ok, 1 failed, 1 inconclusive; 0 deals ended.');
    expect(shop.requests.every((request) => request.userAgent?.startsWith('RareFindsLinkCheck/1.0 ('))).toBe(
      true,
    );
  });

  it('runs in the running server when handed over, where the second failure in a row ends the deal', async () => {
    const handed = await server.app.inject({
      method: 'POST',
      url: OPERATOR_ROUTE,
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: { command: 'deals', args: ['check-links'] },
    });
    const result = JSON.parse(handed.body) as { status: number; out: string[]; err: string[] };
    expect(result.status).toBe(0);
    expect(result.out).toContain(`failed\tcl-gone\t404 Not Found\t${gone()}\tdeal ended`);
    expect(result.out.at(-1)).toBe('Checked 3 links: 1 ok, 1 failed, 1 inconclusive; 1 deal ended.');
    expect(await findLiveDeal(server.db, 'cl-gone', new Date())).toBeUndefined();
    expect(await findLiveDeal(server.db, 'cl-busy', new Date())).toBeDefined();
  });

  it('waits its turn: while another round runs it checks nothing and says so', async () => {
    const until = new Date(Date.now() + 60_000);
    await claimRoundLease(server.db, 'the-job', new Date(), until);
    const err: string[] = [];
    const status = await runDealsCommand(['check-links'], {
      db: server.db,
      out: () => {},
      err: (line) => err.push(line),
      env: server.env,
    });
    await releaseRoundLease(server.db, 'the-job');
    expect(status).toBe(1);
    expect(err).toEqual([
      `A link check round is already running (its lease runs until ${until.toISOString()}); try again when it ends.`,
    ]);
    expect(
      await runDealsCommand(['check-links', 'now'], { db: server.db, out: () => {}, err: () => {} }),
    ).toBe(1);
  });
});

describe('npm run deals (the real process, on PGlite)', () => {
  const cli = fileURLToPath(new URL('./deals.ts', import.meta.url));

  it('hands every line of a long list to a reader that reads slowly', async () => {
    const dataDir = migratedDataDir('rarefinds-cli-');
    const database = await openDatabase({ kind: 'pglite', dataDir });
    const count = 3000;
    await saveDeals(
      database.db,
      Array.from({ length: count }, (_, index) =>
        makeDeal({ id: `list-${index}`, title: `${'Long title '.repeat(25)}${index}` }),
      ),
      imported(),
    );
    await database.close();

    const child = spawn(process.execPath, ['--import', 'tsx', cli, 'list'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    // The reader holds back (as a pager does) until the command has exited or has waited for it a while.
    child.stdout.pause();
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 1500))]);
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stdout.resume();
    await new Promise((resolve) => child.stdout.once('end', resolve));
    expect(await exited).toBe(0);
    const lines = output.split('\n').filter(Boolean);
    expect(lines).toHaveLength(count + 1);
    expect(lines.at(-1)).toBe(`${count} deals`);
  }, 120_000);

  it('imports into DATA_DIR and lists what it imported', async () => {
    const dataDir = migratedDataDir('rarefinds-cli-');
    const exec = promisify(execFile);
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
    // Three processes that each start PGlite: seconds apiece on a busy machine.
  }, 120_000);
});
