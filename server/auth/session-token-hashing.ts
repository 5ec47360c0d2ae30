// Session tokens are bearer credentials, so the database keeps only their SHA-256 (ASVS: tokens stored
// hashed): a copy of the sessions table signs nobody in. better-auth stores the token itself, so its
// database adapter is wrapped here: every session token written or looked up is hashed on the way in,
// and where the caller knows the real token (it just created the session, or looked it up by the
// token), the answer carries that token back, so the cookie better-auth sets is the real one.
//
// Rows read without the token (a member's session list) carry the hash, which signs nothing in: hashing
// it again finds no session. The endpoints that pass such listed tokens back (list/revoke sessions) are
// turned off in server/auth/auth.ts; the account routes end sessions by their id instead.
import { createHash } from 'node:crypto';
import type { DBAdapter, DBTransactionAdapter, Where } from '@better-auth/core/db/adapter';

const SESSION_MODEL = 'session';
const TOKEN_FIELD = 'token';

export const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const hashValue = (value: Where['value']): Where['value'] => {
  if (typeof value === 'string') return hashSessionToken(value);
  if (Array.isArray(value)) return (value as unknown[]).map((item) => hashSessionToken(String(item)));
  return value;
};

const hashWhere = (model: string, where: Where[] | undefined): Where[] | undefined =>
  model === SESSION_MODEL && where
    ? where.map((clause) =>
        clause.field === TOKEN_FIELD ? { ...clause, value: hashValue(clause.value) } : clause,
      )
    : where;

/** The plain token a single-row lookup asked for by equality, if it did. */
const plainTokenOf = (model: string, where: Where[] | undefined): string | undefined => {
  if (model !== SESSION_MODEL) return undefined;
  const clause = where?.find((item) => item.field === TOKEN_FIELD && (item.operator ?? 'eq') === 'eq');
  return typeof clause?.value === 'string' ? clause.value : undefined;
};

const withToken = <T>(row: T, token: string | undefined): T =>
  row && token !== undefined ? { ...row, [TOKEN_FIELD]: token } : row;

const hashTokenField = (model: string, data: Record<string, unknown>) =>
  model === SESSION_MODEL && typeof data[TOKEN_FIELD] === 'string'
    ? { ...data, [TOKEN_FIELD]: hashSessionToken(data[TOKEN_FIELD] as string) }
    : data;

function wrapOperations<A extends DBTransactionAdapter>(adapter: A): A {
  return {
    ...adapter,
    create: async (input) => {
      const data = input.data as Record<string, unknown>;
      const created = await adapter.create({ ...input, data: hashTokenField(input.model, data) as never });
      return input.model === SESSION_MODEL ? withToken(created, data[TOKEN_FIELD] as string) : created;
    },
    findOne: async (input) =>
      withToken(
        await adapter.findOne({ ...input, where: hashWhere(input.model, input.where)! }),
        plainTokenOf(input.model, input.where),
      ),
    findMany: (input) => adapter.findMany({ ...input, where: hashWhere(input.model, input.where) }),
    count: (input) => adapter.count({ ...input, where: hashWhere(input.model, input.where) }),
    update: async (input) =>
      withToken(
        await adapter.update({
          ...input,
          where: hashWhere(input.model, input.where)!,
          update: hashTokenField(input.model, input.update),
        }),
        plainTokenOf(input.model, input.where),
      ),
    updateMany: (input) =>
      adapter.updateMany({
        ...input,
        where: hashWhere(input.model, input.where)!,
        update: hashTokenField(input.model, input.update),
      }),
    delete: (input) => adapter.delete({ ...input, where: hashWhere(input.model, input.where)! }),
    deleteMany: (input) => adapter.deleteMany({ ...input, where: hashWhere(input.model, input.where)! }),
    consumeOne: (input) => adapter.consumeOne({ ...input, where: hashWhere(input.model, input.where)! }),
    incrementOne: (input) => adapter.incrementOne({ ...input, where: hashWhere(input.model, input.where)! }),
  };
}

/** The adapter with session tokens hashed at rest, inside transactions too. */
export function withHashedSessionTokens(adapter: DBAdapter): DBAdapter {
  const wrapped = wrapOperations(adapter);
  return {
    ...wrapped,
    transaction: (callback) => adapter.transaction((trx) => callback(wrapOperations(trx))),
  };
}
