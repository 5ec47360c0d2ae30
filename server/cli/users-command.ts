// The operator's member command: list the accounts, give one a role, disable or enable one. Disabling
// ends every session of the account at once and keeps it from signing in again, by any method. Each
// change is in the audit log as the console's are, with the command line as the actor, in the change's
// own transaction.

import { isRole, ROLES } from '../../src/shared/account/roles.ts';
import { AUDIT_COMMAND_LINE } from '../../src/shared/console/admin-audit.ts';
import { unknownRoleMessage } from '../../src/shared/console/admin-users-texts.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { Transaction } from '../db/transaction.ts';
import {
  adminUser,
  findUserByEmail,
  listUsers,
  setUserDisabled,
  setUserRole,
  type UserRow,
} from '../db/user-repository.ts';
import type { CommandIo } from './command-io.ts';

export const USERS_USAGE = `Usage: npm run users -- <command>

Commands:
  list                                      list every account: e-mail, role, state, name
  role <email> <${ROLES.join('|')}>      give the account a role
  disable <email>                           sign the account out everywhere and keep it from signing in
  enable <email>                            let a disabled account sign in again

Works whether or not the server runs. Exit status: 0 done, 1 failed.`;

async function findUser(io: CommandIo, email: string) {
  const user = await findUserByEmail(io.db, email);
  if (!user) io.err(`No account has the e-mail address ${email}.`);
  return user;
}

/** The audit entry of a change to an account, made by the command line. */
const recordChange = (
  tx: Transaction,
  action: string,
  before: UserRow,
  after: UserRow,
  now: Date,
  details: Record<string, unknown> = {},
) =>
  recordAudit(
    tx,
    {
      actorId: null,
      actorLabel: AUDIT_COMMAND_LINE,
      action,
      subjectType: 'user',
      subjectId: before.id,
      before: adminUser(before),
      after: { ...adminUser(after), ...details },
    },
    now,
  );

async function list(io: CommandIo): Promise<number> {
  const rows = await listUsers(io.db);
  for (const user of rows) {
    const state = user.disabledAt ? 'disabled' : user.emailVerified ? 'verified' : 'unverified';
    io.out(`${user.email}\t${user.role}\t${state}\t${user.name}`);
  }
  io.out(`${rows.length} account${rows.length === 1 ? '' : 's'}`);
  return 0;
}

async function setRole(io: CommandIo, email: string, role: string): Promise<number> {
  if (!isRole(role)) {
    io.err(unknownRoleMessage(role));
    return 1;
  }
  const user = await findUser(io, email);
  if (!user) return 1;
  const now = io.now?.() ?? new Date();
  if (role !== user.role) {
    await io.db.transaction(async (tx) => {
      await recordChange(tx, 'user.role', user, await setUserRole(tx, user.id, role, now), now);
    });
  }
  io.out(`${user.email} is now ${role === 'operator' ? 'an' : 'a'} ${role}.`);
  return 0;
}

async function setDisabled(io: CommandIo, email: string, disabled: boolean): Promise<number> {
  const user = await findUser(io, email);
  if (!user) return 1;
  const now = io.now?.() ?? new Date();
  if (Boolean(user.disabledAt) !== disabled) {
    await io.db.transaction(async (tx) => {
      const { user: after, sessionsEnded } = await setUserDisabled(tx, user.id, disabled, now);
      const details = disabled ? { sessionsEnded } : {};
      await recordChange(tx, disabled ? 'user.disable' : 'user.enable', user, after, now, details);
    });
  }
  io.out(
    disabled ? `${user.email} is disabled and signed out everywhere.` : `${user.email} can sign in again.`,
  );
  return 0;
}

export async function runUsersCommand(args: string[], io: CommandIo): Promise<number> {
  const [command, ...rest] = args;
  const arity: Record<string, number> = { list: 0, role: 2, disable: 1, enable: 1 };
  if (!command || !(command in arity)) {
    io.err(command ? `Unknown command: ${command}\n\n${USERS_USAGE}` : USERS_USAGE);
    return 1;
  }
  if (rest.length !== arity[command]) {
    io.err(USERS_USAGE);
    return 1;
  }
  switch (command) {
    case 'list':
      return list(io);
    case 'role':
      return setRole(io, rest[0]!, rest[1]!);
    default:
      return setDisabled(io, rest[0]!, command === 'disable');
  }
}
