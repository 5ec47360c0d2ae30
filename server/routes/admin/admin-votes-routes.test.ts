// The console's Votes section: a ring of accounts voting one deal from one network, and a burst of young
// accounts voting one deal in the same minutes, both found from votes cast through the real route; votes
// spread over networks and hours are no cluster. On both databases: they decide what the query finds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOTES_API, type VoteClusters } from '../../../src/shared/console/admin-votes.ts';
import { makeDeal } from '../../../tests/factories/deal-factory.ts';
import { saveDeals } from '../../catalog/save-deals.ts';
import { imported } from '../../test-support/price-sightings.ts';
import { memberWithRole } from '../../test-support/submission-support.ts';
import { startTestServer, type TestServer } from '../../test-support/test-app.ts';
import { DATABASE_KINDS, itOnce } from '../../test-support/test-database.ts';

describe.each(DATABASE_KINDS)('GET /api/admin/votes on %s', (kind) => {
  let server: TestServer;
  let now = new Date();

  beforeAll(async () => {
    server = await startTestServer(kind, { clock: () => now, env: { NEW_DEAL_HIDE_MINUTES: '0' } });
    await saveDeals(
      server.db,
      [makeDeal({ id: 'ringed', title: 'Ringed kettle' }), makeDeal({ id: 'fair', title: 'Fair lamp' })],
      imported(new Date(now.getTime() - 3_600_000)),
    );
  });
  afterAll(() => server.close());

  const vote = async (email: string, address: string, dealId: string) => {
    const member = await memberWithRole(server, 'member', email, address);
    const response = await member.put(`/api/deals/${dealId}/vote`, { direction: 'hot' });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('finds accounts voting one deal from one network, and young accounts voting it in the same minutes', async () => {
    // Three accounts on one /24, a minute apart: a network ring and not a burst (too few).
    for (const [index, address] of ['198.51.100.7', '198.51.100.8', '198.51.100.9'].entries()) {
      now = new Date(now.getTime() + 60_000 * (index + 1));
      await vote(`ring${index}@example.com`, address, 'ringed');
    }
    // Five fresh accounts on five networks within four minutes: a burst.
    for (let index = 0; index < 5; index += 1) {
      now = new Date(now.getTime() + 60_000);
      await vote(`burst${index}@example.com`, `203.0.${index}.1`, 'fair');
    }
    const moderator = await memberWithRole(server, 'moderator', 'mod@example.com', '192.0.2.1');
    const { clusters } = (await moderator.get(VOTES_API)).json() as VoteClusters;
    expect(clusters.map((cluster) => [cluster.kind, cluster.dealId, cluster.members.length])).toEqual([
      ['burst', 'fair', 5],
      ['network', 'ringed', 3],
    ]);
    expect(clusters[1]!.temperature).toBe(3);
  });

  itOnce(kind)('is for the staff only', async () => {
    const member = await memberWithRole(server, 'member', 'plain@example.com', '192.0.2.9');
    expect((await member.get(VOTES_API)).statusCode).toBe(403);
  });
});
