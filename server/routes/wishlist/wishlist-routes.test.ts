// The wishlist follows the member: devices merge theirs into the account's (a set union) and get the
// whole list back, on PGlite and on PostgreSQL. Refusing a visitor is route logic and runs on PGlite only
// (itOnce).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDeal } from '../../../tests/factories/deal-factory.ts';
import { accountClient, PASSWORD, signedInMember } from '../../test-support/account-client.ts';
import { startTestServer, type TestServer } from '../../test-support/test-app.ts';
import { DATABASE_KINDS, itOnce } from '../../test-support/test-database.ts';

const SYNC = '/api/wishlist/sync';
const json = (response: { body: string }) => JSON.parse(response.body);
const ids = (response: { body: string }) =>
  (json(response).items as { dealId: string }[]).map((item) => item.dealId).sort();

describe.each(DATABASE_KINDS)('wishlist sync on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('unites what each device saved, keeps removals, and answers with the whole list', async () => {
    const email = `wishes-${kind}@example.com`;
    const laptop = await signedInMember(server, { email });
    const phone = accountClient(server, '198.51.100.30');
    await phone.post('/api/auth/sign-in/email', { email, password: PASSWORD, rememberMe: true });
    const [x, y, z] = [makeDeal(), makeDeal(), makeDeal()];
    const entry = (deal: typeof x) => ({ dealId: deal.id, addedAt: 1_700_000_000_000, deal });

    expect(ids(await laptop.post(SYNC, { added: [entry(x), entry(y)], removed: [] }))).toEqual(
      [x.id, y.id].sort(),
    );
    // The same deal saved on two devices is one entry; nothing is lost.
    expect(ids(await phone.post(SYNC, { added: [entry(y), entry(z)], removed: [] }))).toEqual(
      [x.id, y.id, z.id].sort(),
    );
    expect(ids(await laptop.post(SYNC, { added: [], removed: [x.id] }))).toEqual([y.id, z.id].sort());
    // A replayed request changes nothing.
    expect(ids(await laptop.post(SYNC, { added: [], removed: [x.id] }))).toEqual([y.id, z.id].sort());
    const saved = json(await phone.post(SYNC, { added: [], removed: [] })).items.find(
      (item: { dealId: string }) => item.dealId === z.id,
    );
    expect(saved.deal).toMatchObject({ id: z.id, title: z.title, currentPrice: z.currentPrice });
  });

  it('leaves out a saved deal that is not a valid deal, and refuses a malformed request', async () => {
    const client = await signedInMember(server, { email: `bad-wishes-${kind}@example.com` });
    const broken = await client.post(SYNC, {
      added: [
        {
          dealId: 'x1',
          addedAt: 1,
          deal: { id: 'x1', title: 'No price', affiliateUrl: 'javascript:alert(1)' },
        },
      ],
      removed: [],
    });
    expect(broken.statusCode).toBe(200);
    expect(json(broken)).toMatchObject({ items: [], rejected: 1 });
    expect((await client.post(SYNC, { added: 'everything' })).statusCode).toBe(400);
  });

  itOnce(kind)('needs a signed-in member', async () => {
    const response = await accountClient(server).post(SYNC, { added: [], removed: [] });
    expect(response.statusCode).toBe(401);
  });
});
