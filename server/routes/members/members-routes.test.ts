// Members in public: a handle chosen (unique whatever its case, never the site's or its staff's, no markup),
// the profile with the deals they posted (live and expired), their comments, reputation and badges, drawn as
// a page, and gone when hidden. On both databases: they decide the handle's uniqueness and the counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberProfile } from '../../../src/shared/discovery/member-profile.ts';
import { PROFILE_TEXTS } from '../../../src/shared/discovery/member-profile-texts.ts';
import { makeDeal } from '../../../tests/factories/deal-factory.ts';
import { saveDeals } from '../../catalog/save-deals.ts';
import { dealComments, submissions } from '../../db/schema.ts';
import { type AccountClient, accountClient } from '../../test-support/account-client.ts';
import { addAppRenderer, createDistFixture } from '../../test-support/dist-fixture.ts';
import { imported } from '../../test-support/price-sightings.ts';
import { idOf, memberWithRole } from '../../test-support/submission-support.ts';
import { startTestServer, type TestServer } from '../../test-support/test-app.ts';
import { DATABASE_KINDS, itOnce } from '../../test-support/test-database.ts';

const NOW = new Date('2031-06-01T12:00:00Z');
const DAY = 86_400_000;

describe.each(DATABASE_KINDS)('members in public on %s', (kind) => {
  let server: TestServer;
  let ana: AccountClient;
  let bea: AccountClient;

  beforeAll(async () => {
    const dist = createDistFixture();
    addAppRenderer(dist);
    server = await startTestServer(kind, { env: { DIST_DIR: dist }, clock: () => NOW });
    ana = await memberWithRole(server, 'member', 'ana@example.com', '203.0.113.21');
    bea = await memberWithRole(server, 'member', 'bea@example.com', '203.0.113.22');
    const anaId = await idOf(server, 'ana@example.com');
    await saveDeals(
      server.db,
      [
        makeDeal({
          id: 'lamp',
          title: 'Desk lamp',
          store: 'Lamp Co',
          createdAt: new Date(NOW.getTime() - DAY).toISOString(),
        }),
        makeDeal({
          id: 'old-kettle',
          title: 'Old kettle',
          createdAt: new Date(NOW.getTime() - 400 * DAY).toISOString(),
          expiryDate: new Date(NOW.getTime() - 300 * DAY).toISOString(),
        }),
      ],
      imported(new Date(NOW.getTime() - 2 * DAY)),
    );
    const submission = (id: string, status: string, dealId: string | null, daysAgo: number) => ({
      id,
      userId: anaId,
      status,
      link: `https://shop.example/${id}`,
      linkKey: `shop.example/${id}`,
      title: id,
      currentPrice: 10,
      store: 'Shop',
      category: 'electronics',
      description: 'A thing',
      dealId,
      createdAt: new Date(NOW.getTime() - daysAgo * DAY),
    });
    await server.db
      .insert(submissions)
      .values([
        submission('s-lamp', 'live', 'lamp', 1),
        submission('s-kettle', 'live', 'old-kettle', 400),
        submission('s-bad', 'rejected', null, 3),
      ]);
    await server.db.insert(dealComments).values([
      { id: 'c1', dealId: 'lamp', userId: anaId, body: 'Bright <b>and</b> cheap', createdAt: NOW },
      {
        id: 'c2',
        dealId: 'lamp',
        userId: anaId,
        body: 'Hidden one',
        createdAt: NOW,
        hiddenAt: NOW,
        hiddenBy: 'mod',
      },
    ]);
  });
  afterAll(() => server.close());

  it('lets a member choose a handle no other member has, whatever its case', async () => {
    expect(
      (await ana.put('/api/account/profile', { handle: 'AnaFinds', profileHidden: false })).statusCode,
    ).toBe(200);
    const taken = await bea.put('/api/account/profile', { handle: 'anafinds', profileHidden: false });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields.handle).toBe(PROFILE_TEXTS.taken);
    expect((await ana.get('/api/account/profile')).json()).toEqual({
      handle: 'AnaFinds',
      profileHidden: false,
    });
  });

  itOnce(kind)('refuses a handle that passes for the site or its staff, or holds markup', async () => {
    for (const handle of ['RareFinds_Official', 'admin', 'mod-team', '<b>x</b>', 'a'])
      expect(
        (await bea.put('/api/account/profile', { handle, profileHidden: false })).statusCode,
        handle,
      ).toBe(400);
    const visitor = await accountClient(server).put('/api/account/profile', {
      handle: 'visitor',
      profileHidden: false,
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('shows the deals they posted, live and expired, their comments, reputation and badges', async () => {
    const response = await server.app.inject({ url: '/api/members/anafinds' });
    expect(response.statusCode).toBe(200);
    const profile = response.json() as MemberProfile;
    expect(profile.handle).toBe('AnaFinds');
    expect(profile.deals.map((deal) => [deal.id, deal.live])).toEqual([
      ['lamp', true],
      ['old-kettle', false],
    ]);
    expect(profile.comments.map((comment) => comment.body)).toEqual(['Bright <b>and</b> cheap']);
    // Two approved deals (20), one comment (1), one rejected (-5), one hidden comment (-10).
    expect(profile.reputation).toBe(6);
    expect(profile.badges).toEqual(['first-deal', 'a-year-of-deals']);
  });

  it('draws the profile as a page, markup as text', async () => {
    const page = await server.app.inject({ url: '/member/AnaFinds' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(PROFILE_TEXTS.title('member ana'));
    expect(page.body).toContain('Bright &lt;b&gt;and&lt;/b&gt; cheap');
    expect(page.body).toContain('"@type":"ProfilePage"');
    const missing = await server.app.inject({ url: '/member/nobody-here' });
    expect(missing.statusCode).toBe(404);
    // The page says so itself, without waiting for any script.
    expect(missing.body).toMatch(/<h1[^>]*>Page not found<\/h1>/);
  });

  it('hides the profile when the member asks', async () => {
    await ana.put('/api/account/profile', { handle: 'AnaFinds', profileHidden: true });
    expect((await server.app.inject({ url: '/api/members/AnaFinds' })).statusCode).toBe(404);
    expect((await server.app.inject({ url: '/member/AnaFinds?x=1' })).statusCode).toBe(404);
  });
});
