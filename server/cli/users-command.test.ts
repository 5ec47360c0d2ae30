import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUDIT_COMMAND_LINE } from '../../src/shared/console/admin-audit.ts';
import { listAuditEntries } from '../db/audit-log-repository.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { auditLog, sessions, users } from '../db/schema.ts';
import { DATABASE_KINDS, openTestDatabase } from '../test-support/test-database.ts';
import { runUsersCommand } from './users-command.ts';

const NOW = new Date('2026-03-01T00:00:00Z');

describe.each(DATABASE_KINDS)('the users command on %s', (kind) => {
  let database: DatabaseHandle;
  let out: string[];
  let err: string[];
  const run = (...args: string[]) =>
    runUsersCommand(args, {
      db: database.db,
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      now: () => NOW,
    });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.insert(users).values([
      { id: 'u1', name: 'Ana Lima', email: 'ana@example.com', emailVerified: true, createdAt: NOW },
      { id: 'u2', name: 'Bea', email: 'bea@example.com', createdAt: new Date(NOW.getTime() + 1000) },
    ]);
    await database.db.insert(sessions).values({
      id: 's1',
      token: 'hash-of-a-token',
      userId: 'u1',
      expiresAt: new Date(NOW.getTime() + 86_400_000),
    });
  });
  afterAll(() => database.close());
  beforeEach(() => {
    out = [];
    err = [];
  });

  it('lists every account with its role and state', async () => {
    expect(await run('list')).toBe(0);
    expect(out).toEqual([
      'ana@example.com\tmember\tverified\tAna Lima',
      'bea@example.com\tmember\tunverified\tBea',
      '2 accounts',
    ]);
  });

  it('gives an account a role, by its address in any case', async () => {
    expect(await run('role', 'ANA@example.com', 'operator')).toBe(0);
    expect(out).toEqual(['ana@example.com is now an operator.']);
    expect(await run('role', 'ana@example.com', 'admin')).toBe(1);
    expect(err.at(-1)).toBe('Unknown role admin: use one of member, moderator, operator.');
    const [ana] = await database.db.select().from(users).where(eq(users.id, 'u1'));
    expect(ana!.role).toBe('operator');
  });

  it('records each change in the audit log with the command line as actor, and nothing for no change', async () => {
    await database.db.delete(auditLog);
    expect(await run('role', 'bea@example.com', 'moderator')).toBe(0);
    expect(await run('role', 'bea@example.com', 'moderator')).toBe(0);
    expect(await run('disable', 'bea@example.com')).toBe(0);
    expect(await run('enable', 'bea@example.com')).toBe(0);
    const { items } = await listAuditEntries(database.db, {
      action: '',
      subject: 'user',
      subjectId: 'u2',
      page: 1,
    });
    expect(items.map(({ actor, action }) => ({ actor, action })).reverse()).toEqual(
      ['user.role', 'user.disable', 'user.enable'].map((action) => ({
        actor: { name: AUDIT_COMMAND_LINE, email: '' },
        action,
      })),
    );
    const roleChange = items.at(-1)!;
    expect(roleChange.before).toMatchObject({ email: 'bea@example.com', role: 'member' });
    expect(roleChange.after).toMatchObject({ email: 'bea@example.com', role: 'moderator' });
    await run('role', 'bea@example.com', 'member');
  });

  it('disables an account, ending its sessions, and enables it again', async () => {
    expect(await run('disable', 'ana@example.com')).toBe(0);
    const [ana] = await database.db.select().from(users).where(eq(users.id, 'u1'));
    expect(ana!.disabledAt).toEqual(NOW);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, 'u1'))).toEqual([]);
    out = [];
    await run('list');
    expect(out[0]).toBe('ana@example.com\toperator\tdisabled\tAna Lima');
    expect(await run('enable', 'ana@example.com')).toBe(0);
    const [enabled] = await database.db.select().from(users).where(eq(users.id, 'u1'));
    expect(enabled!.disabledAt).toBeNull();
  });

  it('says what is wrong with unknown commands, addresses and arguments', async () => {
    expect(await run('explode')).toBe(1);
    expect(err.at(-1)).toMatch(/Unknown command: explode[\s\S]*Usage: npm run users/);
    expect(await run('disable', 'nobody@example.com')).toBe(1);
    expect(err.at(-1)).toBe('No account has the e-mail address nobody@example.com.');
    expect(await run('role', 'ana@example.com')).toBe(1);
    expect(await run('list', 'extra')).toBe(1);
  });
});
