// The Clicks section's API on PGlite and PostgreSQL: click-outs through /go and deal page views counted per
// deal, store and UTC day by the server's clock, the click-through rate, and the top deals of the last week.
// Refused periods and roles are route logic and run on PGlite only (itOnce).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLICKS_API,
  type ClicksReport,
  clicksReportSchema,
} from '../../../src/shared/console/admin-clicks.ts';
import { makeDeal } from '../../../tests/factories/deal-factory.ts';
import { saveDeals } from '../../catalog/save-deals.ts';
import { countClick, countView } from '../../db/deal-stats-repository.ts';
import { type AccountClient, accountClient } from '../../test-support/account-client.ts';
import { imported } from '../../test-support/price-sightings.ts';
import { memberWithRole } from '../../test-support/submission-support.ts';
import { startTestServer, type TestServer } from '../../test-support/test-app.ts';
import { DATABASE_KINDS, itOnce } from '../../test-support/test-database.ts';

const kettle = makeDeal({ id: 'kettle', title: 'Glass kettle', store: 'Kettle Shop' });
const lamp = makeDeal({ id: 'lamp', title: 'Desk lamp', store: 'Kettle Shop' });
const drill = makeDeal({ id: 'drill', title: 'Cordless drill', store: 'Tool Hut' });

describe.each(DATABASE_KINDS)('GET /api/admin/clicks on %s', (kind) => {
  let server: TestServer;
  let now = new Date('2031-03-09T10:00:00Z');
  let operator: AccountClient;
  let shopper: AccountClient;

  beforeAll(async () => {
    server = await startTestServer(kind, { clock: () => now });
    await saveDeals(server.db, [kettle, lamp, drill], imported());
    operator = await memberWithRole(server, 'operator', `clicks-operator-${kind}@example.com`);
    shopper = accountClient(server, '198.51.100.20');
  });
  afterAll(() => server.close());

  const at = (instant: string) => {
    now = new Date(instant);
  };
  const follow = async (id: string, times = 1) => {
    for (let time = 0; time < times; time += 1) {
      expect((await shopper.get(`/go/${id}`)).statusCode).toBe(302);
    }
  };
  const open = async (id: string, times = 1) => {
    for (let time = 0; time < times; time += 1) {
      expect((await shopper.post(`/api/deals/${id}/view`)).statusCode).toBe(204);
    }
  };
  const report = async (query = ''): Promise<ClicksReport> => {
    const response = await operator.get(`${CLICKS_API}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return clicksReportSchema.parse(JSON.parse(response.body));
  };

  it('counts click-outs and views per day, store and deal, with the click-through rate', async () => {
    at('2031-03-09T10:00:00Z');
    await open('kettle', 2);
    await follow('kettle');
    await open('drill');
    at('2031-03-10T12:00:00Z');
    await open('kettle');
    await follow('kettle', 2);
    await open('lamp', 4);
    await follow('lamp');

    const answer = await report('?days=2');
    expect(answer.from).toBe('2031-03-09');
    expect(answer.to).toBe('2031-03-10');
    expect(answer.daily).toEqual([
      { day: '2031-03-09', clicks: 1, views: 3 },
      { day: '2031-03-10', clicks: 3, views: 5 },
    ]);
    expect(answer.totals).toEqual({ clicks: 4, views: 8, ctr: 0.5 });
    expect(answer.stores).toEqual([
      { store: 'Kettle Shop', clicks: 4, views: 7, ctr: 4 / 7 },
      { store: 'Tool Hut', clicks: 0, views: 1, ctr: 0 },
    ]);
    expect(answer.deals).toEqual([
      { dealId: 'kettle', title: 'Glass kettle', store: 'Kettle Shop', clicks: 3, views: 3, ctr: 1 },
      { dealId: 'lamp', title: 'Desk lamp', store: 'Kettle Shop', clicks: 1, views: 4, ctr: 0.25 },
      { dealId: 'drill', title: 'Cordless drill', store: 'Tool Hut', clicks: 0, views: 1, ctr: 0 },
    ]);
    expect(answer.dealCount).toBe(3);

    // One day: only today's counts.
    const today = await report('?days=1');
    expect(today.daily).toEqual([{ day: '2031-03-10', clicks: 3, views: 5 }]);
    expect(today.deals.map((deal) => [deal.dealId, deal.clicks])).toEqual([
      ['kettle', 2],
      ['lamp', 1],
    ]);
  });

  it('files each count on the UTC day of the server clock, and fills days without counts with zeros', async () => {
    at('2031-04-01T23:59:59.999Z');
    await follow('drill');
    at('2031-04-02T00:00:00.000Z');
    await follow('drill');
    await open('drill');

    expect((await report('?days=1')).daily).toEqual([{ day: '2031-04-02', clicks: 1, views: 1 }]);
    const week = await report('?days=7');
    expect(week.from).toBe('2031-03-27');
    expect(week.daily).toHaveLength(7);
    expect(week.daily.filter((day) => day.clicks + day.views > 0)).toEqual([
      { day: '2031-04-01', clicks: 1, views: 0 },
      { day: '2031-04-02', clicks: 1, views: 1 },
    ]);
    expect(week.deals).toEqual([
      { dealId: 'drill', title: 'Cordless drill', store: 'Tool Hut', clicks: 2, views: 1, ctr: 2 },
    ]);
    // The default period is 30 days, and reaches back into March.
    const month = await report();
    expect(month.daily).toHaveLength(30);
    expect(month.from).toBe('2031-03-04');
    expect(month.totals.clicks).toBe(6);
  });

  it('lists the top deals of the last 7 days, most clicked first, then most viewed', async () => {
    const deal = (id: string) => ({ id, title: `Deal ${id}`, store: 'Week Store' });
    // Ten clicks before the week began count for the month, not for the week.
    for (let click = 0; click < 10; click += 1)
      await countClick(server.db, deal('old-favourite'), new Date('2031-05-13T23:00:00Z'));
    await countClick(server.db, deal('old-favourite'), new Date('2031-05-19T08:00:00Z'));
    await countClick(server.db, deal('first-day'), new Date('2031-05-14T00:00:00Z'));
    await countClick(server.db, deal('first-day'), new Date('2031-05-14T09:00:00Z'));
    for (const hour of ['01', '02'])
      await countClick(server.db, deal('viewed'), new Date(`2031-05-20T${hour}:00:00Z`));
    for (let view = 0; view < 3; view += 1)
      await countView(server.db, deal('viewed'), new Date('2031-05-18T12:00:00Z'));
    await countView(server.db, deal('only-seen'), new Date('2031-05-20T05:00:00Z'));
    at('2031-05-20T18:00:00Z');

    const answer = await report('?days=30');
    expect(answer.topFrom).toBe('2031-05-14');
    expect(answer.topDeals.map((top) => [top.dealId, top.clicks, top.views])).toEqual([
      ['viewed', 2, 3],
      ['first-day', 2, 0],
      ['old-favourite', 1, 0],
      ['only-seen', 0, 1],
    ]);
    expect(answer.topDeals[0]).toMatchObject({ title: 'Deal viewed', store: 'Week Store', ctr: 2 / 3 });
    expect(answer.deals[0]).toMatchObject({ dealId: 'old-favourite', clicks: 11 });
    // The top deals are the last week's whatever the period: one day shows one day, but the same week.
    const today = await report('?days=1');
    expect(today.deals.map((top) => top.dealId)).toEqual(['viewed', 'only-seen']);
    expect(today.topDeals.map((top) => top.dealId)).toEqual(answer.topDeals.map((top) => top.dealId));
  });

  it('shows a deal under the title and store it had when last counted', async () => {
    at('2031-06-01T10:00:00Z');
    await follow('lamp');
    await saveDeals(server.db, [{ ...lamp, title: 'Desk lamp, dimmable', store: 'Light House' }], imported());
    await follow('lamp');
    const answer = await report('?days=1');
    expect(answer.deals).toEqual([
      { dealId: 'lamp', title: 'Desk lamp, dimmable', store: 'Light House', clicks: 2, views: 0, ctr: null },
    ]);
    expect(answer.totals.ctr).toBeNull();
  });

  itOnce(kind)('refuses a period that is not a whole number of days from 1 to 366', async () => {
    for (const [query, message] of [
      ['?days=0', "The query parameter 'days' is invalid: must be at least 1."],
      ['?days=367', "The query parameter 'days' is invalid: must be at most 366."],
      ['?days=week', "The query parameter 'days' is invalid: must be a whole number of days."],
      ['?days=1&days=2', "The query parameter 'days' must be given once."],
      ['?store=x', 'Unknown query parameter: store.'],
    ]) {
      const response = await operator.get(`${CLICKS_API}${query}`);
      expect({ query, status: response.statusCode, message: JSON.parse(response.body).message }).toEqual({
        query,
        status: 400,
        message,
      });
    }
  });

  itOnce(kind)('is for operators only', async () => {
    const moderator = await memberWithRole(server, 'moderator', `clicks-moderator-${kind}@example.com`);
    expect((await moderator.get(CLICKS_API)).statusCode).toBe(403);
    expect((await accountClient(server).get(CLICKS_API)).statusCode).toBe(401);
  });
});
