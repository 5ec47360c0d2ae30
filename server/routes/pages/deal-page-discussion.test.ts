// A deal page arrives with its discussion drawn, from what the database holds: the comments with their
// authors and deleted states, the members' reviews and the temperature the votes make. Drawn by the app's
// own renderer (src/prerender.tsx), alike for every reader, from everyone's part of the very answer
// GET /api/deals/:id/discussion gives, so the app's takeover reads what the page shows (decision 0047).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DiscussionAnswer, everyonesPart } from '../../../src/shared/community/community.ts';
import {
  COMMENT_DELETED_TEXT,
  COMMENTS_HEADING,
  SIGN_IN_TO_COMMENT,
} from '../../../src/shared/community/community-texts.ts';
import { VOTE_HOT } from '../../../src/shared/community/temperature-texts.ts';
import type { Deal } from '../../../src/shared/deal/deal.ts';
import { OPENED_DEAL_SCRIPT_ID } from '../../../src/shared/discovery/opened-deal.ts';
import {
  PAGE_ANSWERS_SCRIPT_ID,
  type PackedPageAnswers,
  type PageAnswersReference,
  unpackPageAnswers,
} from '../../../src/shared/site/page-answers.ts';
import { DEAL_EXPIRED } from '../../../src/shared/site/screen-texts.ts';
import { makeDeal } from '../../../tests/factories/deal-factory.ts';
import { saveDeals } from '../../catalog/save-deals.ts';
import { type AccountClient, accountClient, signedInMember } from '../../test-support/account-client.ts';
import { addAppRenderer, createDistFixture } from '../../test-support/dist-fixture.ts';
import { imported } from '../../test-support/price-sightings.ts';
import { startTestServer, type TestServer } from '../../test-support/test-app.ts';
import { DATABASE_KINDS } from '../../test-support/test-database.ts';

const NOW = new Date();
const json = (response: { body: string }) => JSON.parse(response.body);

/** The text of the HTML, its tags taken out and its entities read. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The page's section headed `heading`. */
const sectionOf = (html: string, heading: string) =>
  new RegExp(`<section[^>]*>\\s*<h2[^>]*>${heading}</h2>[\\s\\S]*?</section>`).exec(html)?.[0] ?? '';

/** The answers the page names, as the app's takeover fetches them. */
async function answersOf(server: TestServer, html: string): Promise<Record<string, unknown>> {
  const reference = JSON.parse(
    new RegExp(`<script type="application/json" id="${PAGE_ANSWERS_SCRIPT_ID}">([^<]*)</script>`).exec(
      html,
    )![1]!,
  ) as PageAnswersReference;
  const answers = await server.app.inject({ method: 'GET', url: reference.href });
  return unpackPageAnswers(JSON.parse(answers.body) as PackedPageAnswers);
}

describe.each(DATABASE_KINDS)('a deal page’s discussion drawn by the server on %s', (kind) => {
  let server: TestServer;
  let ana: AccountClient;
  let ben: AccountClient;
  const visitor = () => accountClient(server, '198.51.100.90');

  beforeAll(async () => {
    const dist = createDistFixture();
    addAppRenderer(dist);
    server = await startTestServer(kind, {
      env: { DIST_DIR: dist, EXPIRE_REPORTS_THRESHOLD: '1' },
      clock: () => NOW,
    });
    ana = await signedInMember(server, { name: 'Ana Lima', email: `ana-drawn-${kind}@example.com` });
    ben = await signedInMember(
      server,
      { name: 'Ben Ode', email: `ben-drawn-${kind}@example.com` },
      accountClient(server, '198.51.100.71'),
    );
    const published = new Date(NOW.getTime() - 30 * 86_400_000).toISOString();
    await saveDeals(
      server.db,
      [
        makeDeal({ id: 'kettle', title: 'Glass kettle', createdAt: published }),
        makeDeal({ id: 'radio', title: 'Pocket radio', createdAt: published }),
      ],
      imported(),
    );
    const write = async (response: Promise<{ statusCode: number; body: string }>) => {
      const answer = await response;
      expect(answer.statusCode, answer.body).toBeLessThan(300);
      return json(answer);
    };
    const first = await write(
      ana.post('/api/deals/kettle/comments', { id: randomUUID(), body: 'Boils a litre <b>fast</b>' }),
    );
    await write(
      ben.post('/api/deals/kettle/comments', { id: randomUUID(), body: 'Agreed!', parentId: first.id }),
    );
    const regretted = await write(ben.post('/api/deals/kettle/comments', { id: randomUUID(), body: 'Oops' }));
    await write(ben.delete(`/api/comments/${regretted.id}`));
    await write(
      ana.post('/api/deals/kettle/reviews', { id: randomUUID(), rating: 4, text: 'Quiet and quick.' }),
    );
    await write(ben.put('/api/deals/kettle/vote', { direction: 'hot' }));
    await write(ana.put('/api/deals/kettle/vote', { direction: 'hot' }));
    await write(ana.post('/api/deals/radio/comments', { id: randomUUID(), body: 'Gone from the shop' }));
  });
  afterAll(() => server.close());

  it('shows the comments, the members’ reviews and the temperature, and hands the app the same', async () => {
    const deal = json(await server.app.inject({ method: 'GET', url: '/api/deals/kettle' })) as Deal;
    expect(deal.temperature).toBe(2);

    const response = await visitor().get('/deal/kettle');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const comments = sectionOf(html, COMMENTS_HEADING);
    // What a member typed is text, never markup.
    expect(textOf(comments)).toContain('Boils a litre <b>fast</b>');
    expect(comments).not.toContain('<b>fast</b>');
    expect(textOf(comments)).toContain('Ana Lima');
    expect(textOf(comments)).toContain('Agreed!');
    expect(textOf(comments)).toContain('Ben Ode');
    expect(textOf(comments)).toContain(COMMENT_DELETED_TEXT);
    expect(textOf(comments)).not.toContain('Oops');
    // The times on UTC's clock, which says so: the server cannot know the reader's.
    expect(textOf(comments)).toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M UTC/);
    expect(textOf(comments)).toContain(SIGN_IN_TO_COMMENT);
    expect(textOf(html)).toContain('Quiet and quick.');
    expect(html).toContain('data-temperature="2°"');

    // The page names its deal for the entry, which remembers the open on the device for "For you".
    const opened = new RegExp(
      `<script type="application/json" id="${OPENED_DEAL_SCRIPT_ID}">([^<]*)</script>`,
    ).exec(html)?.[1];
    expect(JSON.parse(opened!)).toEqual({
      id: 'kettle',
      store: deal.store,
      affiliateUrl: deal.affiliateUrl,
      category: deal.category,
    });

    // The app's takeover gets everyone's part of the answer a visitor's app would fetch.
    const api = json(await visitor().get('/api/deals/kettle/discussion')) as DiscussionAnswer;
    expect((await answersOf(server, html))['discussion:kettle']).toEqual(everyonesPart(api));
  });

  it('is drawn alike for a member, claiming nothing of their own vote', async () => {
    const html = (await ben.get('/deal/kettle')).body;
    expect(textOf(html)).toContain('Boils a litre <b>fast</b>');
    const hot = new RegExp(`<button[^>]*>${VOTE_HOT}</button>`).exec(html)?.[0];
    expect(hot).toBeDefined();
    expect(hot).not.toContain('aria-pressed');
    // Their vote is theirs to fetch.
    expect(json(await ben.get('/api/deals/kettle/discussion')).vote).toBe('hot');
  });

  it('shows a deal members’ reports ended marked Expired, with its discussion', async () => {
    expect((await ben.post('/api/deals/radio/reports', { reason: 'expired' })).statusCode).toBe(201);
    const response = await visitor().get('/deal/radio');
    expect(response.statusCode).toBe(200);
    expect(textOf(response.body)).toContain(DEAL_EXPIRED);
    expect(textOf(response.body)).toContain('Pocket radio');
    expect(textOf(response.body)).toContain('Gone from the shop');
    const discussion = (await answersOf(server, response.body))['discussion:radio'] as DiscussionAnswer;
    expect(discussion.endedDeal).toMatchObject({ id: 'radio', title: 'Pocket radio' });
  });
});
