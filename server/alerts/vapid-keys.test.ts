// The VAPID keys on both databases: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY / VAPID_SUBJECT are used instead of
// the stored pair (browsers subscribe with that key, and pushes are signed with it); without them the pair
// made on the first start is kept in the database and used again after a restart.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { ALERT_API } from '../../src/shared/alerts/alerts.ts';
import { makeDeal } from '../../tests/factories/deal-factory.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { appMeta } from '../db/schema.ts';
import { accountClient } from '../test-support/account-client.ts';
import { type PushServiceStub, startPushServiceStub } from '../test-support/push-service-stub.ts';
import { startTestServer } from '../test-support/test-app.ts';
import { DATABASE_KINDS, openTestDatabase } from '../test-support/test-database.ts';
import { alertPayload } from './alert-content.ts';

describe.each(DATABASE_KINDS)('VAPID keys on %s', (kind) => {
  let database: DatabaseHandle;
  let stub: PushServiceStub;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    stub = await startPushServiceStub();
  });
  afterAll(async () => {
    await stub.close();
    await database.close();
  });

  /** A subscription made at the stub, as the push sender takes it. */
  const deviceAtStub = (device: string) => {
    const { endpoint, keys } = stub.subscribe(device);
    return { endpoint, ...keys };
  };

  const pushKeyOf = async (server: Awaited<ReturnType<typeof startTestServer>>) =>
    JSON.parse((await accountClient(server).get(ALERT_API.pushKey)).body).publicKey as string;

  it('keeps the pair made on the first start in the database, and signs with it after a restart', async () => {
    const first = await startTestServer(kind, { database });
    const made = await pushKeyOf(first);
    await first.close();
    const [stored] = await database.db.select().from(appMeta).where(eq(appMeta.key, 'vapid_keys'));
    expect(JSON.parse(stored!.value)).toMatchObject({ publicKey: made });

    const second = await startTestServer(kind, {
      database,
      env: { PUSH_SERVICE_HOSTS: '127.0.0.1' },
      pushAgent: stub.agent,
    });
    try {
      expect(await pushKeyOf(second)).toBe(made);
      stub.expectKey(made);
      const device = `restart-${kind}`;
      const outcome = await second.app.serverContext.alerts.push.send(
        deviceAtStub(device),
        alertPayload(makeDeal({ id: `restart-${kind}` }), 'https://rarefinds.test', 1),
      );
      expect(outcome).toBe('sent');
      expect(await stub.waitFor(device)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('uses the keys and subject of the environment instead of the stored pair', async () => {
    const configured = webPush.generateVAPIDKeys();
    const server = await startTestServer(kind, {
      database,
      env: {
        VAPID_PUBLIC_KEY: configured.publicKey,
        VAPID_PRIVATE_KEY: configured.privateKey,
        VAPID_SUBJECT: 'mailto:push-ops@rarefinds.test',
        PUSH_SERVICE_HOSTS: '127.0.0.1',
      },
      pushAgent: stub.agent,
    });
    try {
      const [stored] = await database.db.select().from(appMeta).where(eq(appMeta.key, 'vapid_keys'));
      expect(JSON.parse(stored!.value).publicKey).not.toBe(configured.publicKey);
      expect(await pushKeyOf(server)).toBe(configured.publicKey);
      expect(server.app.serverContext.alerts.vapid).toEqual({
        ...configured,
        subject: 'mailto:push-ops@rarefinds.test',
      });
      // The push service checks the signature against the configured key.
      stub.expectKey(configured.publicKey);
      const device = `configured-${kind}`;
      await server.app.serverContext.alerts.push.send(
        deviceAtStub(device),
        alertPayload(makeDeal({ id: `configured-${kind}` }), 'https://rarefinds.test', 1),
      );
      expect(await stub.waitFor(device)).toHaveLength(1);
    } finally {
      await server.close();
    }
  });
});
