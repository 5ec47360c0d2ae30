import { keepAlertedDealFacts } from '@lib/db/alert-store';
import { listUserReviews } from '@lib/db/review-store';
import { ALERTED_DEAL_TEXTS } from '@shared/alerts/alert-texts';
import {
  DEFAULT_AVAILABILITY,
  DEFAULT_PACKAGE_CONTENTS,
  DEFAULT_RATING,
  DEFAULT_REVIEW_COUNT,
  DEFAULT_WARRANTY,
} from '@shared/deal/deal-defaults';
import {
  basedOnReviews,
  CLOSE,
  DEAL_EXPIRED,
  DEAL_NO_LONGER_LISTED,
  HIGHLIGHTS,
  NEXT_IMAGE,
  OFFLINE_GET_DEAL,
  PREVIOUS_IMAGE,
  SHARE,
  SIMILAR_DEALS,
  SUBMIT_REVIEW,
  shareText,
  showImage,
  starsLabel,
  YOUR_REVIEW,
} from '@shared/site/screen-texts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { hoursFrom, makeDeal } from '@tests/factories/deal-factory';
import { jsonLdBlocks } from '@tests/support/json-ld';
import { renderScreen, resetDealCache, seedDeals } from '@tests/support/shopper-screens';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DealDetailScreen } from './deal-detail-screen';

const headphones = makeDeal({
  id: 'hp-1',
  title: 'Studio Headphones',
  description: 'Closed-back headphones for long mixing sessions.',
  store: 'Sound Hub',
  image: '/images/deals/hp-1.svg',
  images: ['/images/deals/hp-1.svg', '/images/deals/hp-2.svg', '/images/deals/hp-3.svg'],
  originalPrice: 249.99,
  currentPrice: 179.49,
  discount: 28,
  expiryDate: hoursFrom(new Date(), 50),
  features: ['40 mm drivers', 'Detachable cable'],
  specifications: { Brand: 'Acme Audio', Model: 'SH-40' },
});

const renderDeal = (id: string, state?: unknown) =>
  renderScreen(<DealDetailScreen id={id} />, { pathname: `/deal/${id}`, state });

beforeEach(async () => {
  await resetDealCache();
});

afterEach(() => {
  vi.restoreAllMocks();
  // The tabs keep the address's fragment in step (#reviews …): each test starts without one.
  window.history.replaceState(null, '', window.location.pathname);
});

describe('DealDetailScreen', () => {
  it('finds the deal by id in the cache and shows title, store, prices, savings and expiry', async () => {
    await seedDeals([headphones]);
    renderDeal('hp-1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Studio Headphones' })).toBeTruthy();
    expect(screen.getByText('Sound Hub')).toBeTruthy();
    expect(screen.getByText('$179.49')).toBeTruthy();
    expect(screen.getByText('$249.99').closest('del')).toBeTruthy();
    expect(screen.getByText('Save $70.50 (28%)')).toBeTruthy();
    expect(screen.getByText(/Expires in/).textContent).toBe('Expires in 2 days');
    expect(screen.getByRole('button', { name: /Back/ })).toBeTruthy();
  });

  it('shows the deal passed in navigation state even when the cache does not have it', async () => {
    renderDeal('hp-1', { deal: headphones });
    expect(screen.getByRole('heading', { level: 1, name: 'Studio Headphones' })).toBeTruthy();
    // The cache answers "not found"; the clicked deal stays.
    await waitFor(() => expect(screen.queryByText('Deal not found')).toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: 'Studio Headphones' })).toBeTruthy();
  });

  it("shows 'Deal not found' with 'Back to Deals' to / for an unknown id", async () => {
    await seedDeals([headphones]);
    renderDeal('no-such-deal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Deal not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Deals' }).getAttribute('href')).toBe('/');
  });

  it('says what a deal alert told about a deal this device could not fetch', async () => {
    await seedDeals([headphones]);
    await keepAlertedDealFacts({
      dealId: 'new-kettle',
      title: 'Gooseneck kettle, 40% off',
      body: '$24.99 at Kettle Shop',
    });
    renderDeal('new-kettle');
    expect(await screen.findByRole('heading', { level: 2, name: ALERTED_DEAL_TEXTS.heading })).toBeTruthy();
    expect(screen.getByText('Gooseneck kettle, 40% off')).toBeTruthy();
    expect(screen.getByText('$24.99 at Kettle Shop')).toBeTruthy();
  });

  it('shows the saved copy of a deal that has left the feed, without a link to the store', async () => {
    await seedDeals([headphones]);
    const saved = makeDeal({ id: 'gone', title: 'Retired Kettle' });
    renderScreen(<DealDetailScreen id="gone" savedCopy={saved} />, { pathname: '/deal/gone' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Retired Kettle' })).toBeTruthy();
    expect(screen.getByText(DEAL_NO_LONGER_LISTED)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Get This Deal/ })).toBeNull();
  });

  it('wraps the gallery around both ways and jumps to a thumbnail', async () => {
    await seedDeals([headphones]);
    const { user } = renderDeal('hp-1');
    await screen.findByRole('heading', { level: 1 });
    const shown = () =>
      screen.getByRole('img', { name: /Studio Headphones \(Image \d of 3\)/ }).getAttribute('src');

    // Drawn as the server draws it, then taken over: the app shows one image.
    await waitFor(() => expect(shown()).toBe('/images/deals/hp-1.svg'));
    await user.click(screen.getByRole('button', { name: PREVIOUS_IMAGE }));
    expect(shown()).toBe('/images/deals/hp-3.svg');
    await user.click(screen.getByRole('button', { name: NEXT_IMAGE }));
    expect(shown()).toBe('/images/deals/hp-1.svg');
    await user.click(screen.getByRole('button', { name: NEXT_IMAGE }));
    await user.click(screen.getByRole('button', { name: NEXT_IMAGE }));
    expect(shown()).toBe('/images/deals/hp-3.svg');
    await user.click(screen.getByRole('button', { name: NEXT_IMAGE }));
    expect(shown()).toBe('/images/deals/hp-1.svg');

    await user.click(screen.getByRole('button', { name: showImage(1) }));
    expect(shown()).toBe('/images/deals/hp-2.svg');
    expect(screen.getByRole('button', { name: showImage(1) }).getAttribute('aria-current')).toBe('true');
  });

  it("links 'Get This Deal' through /go/{id} in a new tab as a sponsored link", async () => {
    await seedDeals([headphones]);
    renderDeal('hp-1');
    const link = await screen.findByRole('link', { name: 'Get This Deal' });
    expect(link.getAttribute('href')).toBe('/go/hp-1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('sponsored noopener noreferrer');
  });

  it("says it cannot open the store while offline instead of following 'Get This Deal'", async () => {
    await seedDeals([headphones]);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderDeal('hp-1');
    const link = await screen.findByRole('link', { name: 'Get This Deal' });
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      link.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe(OFFLINE_GET_DEAL);
  });

  it("marks an expired deal as expired and offers no 'Get This Deal'", async () => {
    await seedDeals([{ ...headphones, expiryDate: hoursFrom(new Date(), -3) }]);
    renderDeal('hp-1');
    expect(await screen.findByText(DEAL_EXPIRED)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Get This Deal' })).toBeNull();
    expect(screen.queryByText(/Expires in/)).toBeNull();
  });

  it('opens on Overview with the key features and the four highlights', async () => {
    await seedDeals([headphones]);
    renderDeal('hp-1');
    const overview = await screen.findByRole('tab', { name: 'Overview' });
    expect(overview.getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Specifications',
      'Reviews',
    ]);
    // Drawn as the server draws it (every panel, the page's CSS choosing), then the app shows one.
    const panel = await screen.findByRole('tabpanel');
    expect(within(panel).getByText('40 mm drivers')).toBeTruthy();
    expect(within(panel).getByText('Free shipping on orders over $50')).toBeTruthy();
    expect(within(panel).getByText(DEFAULT_WARRANTY)).toBeTruthy();
    expect(DEFAULT_WARRANTY).toBe('1 Year Warranty');
    expect(within(panel).getByText('30-day return policy')).toBeTruthy();
    expect(within(panel).getByText('SSL encrypted checkout')).toBeTruthy();
    expect(HIGHLIGHTS.shipping).toBe('Free shipping on orders over $50');
  });

  it('uses the deal’s own warranty in the highlights when it has one', async () => {
    await seedDeals([{ ...headphones, warranty: '2 Year Manufacturer Warranty' }]);
    renderDeal('hp-1');
    await screen.findByRole('tab', { name: 'Overview' });
    const overview = await screen.findByRole('tabpanel');
    expect(within(overview).getByText('2 Year Manufacturer Warranty')).toBeTruthy();
    expect(within(overview).queryByText(DEFAULT_WARRANTY)).toBeNull();
  });

  it('shows the specifications with the default package contents and availability', async () => {
    await seedDeals([headphones]);
    const { user } = renderDeal('hp-1');
    await user.click(await screen.findByRole('tab', { name: 'Specifications' }));
    const table = within(screen.getByRole('tabpanel')).getByRole('table');
    const row = (name: string) =>
      within(table).getByRole('rowheader', { name }).nextElementSibling?.textContent;
    expect(row('Brand')).toBe('Acme Audio');
    expect(row('Model')).toBe('SH-40');
    expect(row('Package contents')).toBe(DEFAULT_PACKAGE_CONTENTS);
    expect(row('Availability')).toBe(DEFAULT_AVAILABILITY);
    expect([DEFAULT_PACKAGE_CONTENTS, DEFAULT_AVAILABILITY]).toEqual(['Product and manual', 'In Stock']);
  });

  it('shows the default rating and review count when the deal has none, and its own otherwise', async () => {
    await seedDeals([headphones, { ...headphones, id: 'rated', rating: 4.2, reviewCount: 37 }]);
    const { user, unmount } = renderDeal('hp-1');
    await user.click(await screen.findByRole('tab', { name: 'Reviews' }));
    expect(DEFAULT_RATING).toBe(4.5);
    expect(DEFAULT_REVIEW_COUNT).toBe(128);
    expect(within(screen.getByRole('tabpanel')).getByText('4.5')).toBeTruthy();
    expect(within(screen.getByRole('tabpanel')).getByText(/Based on 128 reviews/)).toBeTruthy();
    unmount();

    const second = renderDeal('rated');
    await second.user.click(await screen.findByRole('tab', { name: 'Reviews' }));
    expect(within(screen.getByRole('tabpanel')).getByText('4.2')).toBeTruthy();
    expect(within(screen.getByRole('tabpanel')).getByText(new RegExp(basedOnReviews(37)))).toBeTruthy();
  });

  it('keeps a submitted review on the device, lists it and resets the form', async () => {
    await seedDeals([
      {
        ...headphones,
        reviews: [
          {
            id: 'r1',
            rating: 4,
            text: 'Comfortable for hours.',
            author: 'Dana',
            date: '2025-05-20T10:00:00.000Z',
            helpful: 3,
          },
        ],
      },
    ]);
    const { user } = renderDeal('hp-1');
    await user.click(await screen.findByRole('tab', { name: 'Reviews' }));

    const ratings = within(screen.getByRole('group', { name: 'Your rating' })).getAllByRole('radio');
    expect(ratings).toHaveLength(5);
    const text = screen.getByRole('textbox', { name: YOUR_REVIEW });
    expect(text.hasAttribute('required')).toBe(true);

    await user.click(screen.getByRole('radio', { name: starsLabel(3) }));
    await user.type(text, 'Great sound, tight fit.');
    await user.click(screen.getByRole('button', { name: SUBMIT_REVIEW }));

    const ownReview = (await screen.findByText('Great sound, tight fit.', { selector: 'p' })).closest('li')!;
    expect(screen.getByText('Comfortable for hours.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: YOUR_REVIEW }) as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByRole('radio', { name: starsLabel(5) }) as HTMLInputElement).checked).toBe(true);

    const stored = await listUserReviews('hp-1');
    expect(stored).toMatchObject([{ dealId: 'hp-1', rating: 3, text: 'Great sound, tight fit.' }]);
    expect(within(ownReview).getByRole('img', { name: 'Rated 3 out of 5' })).toBeTruthy();
  });

  it("lists reviews with stars, date, text and a 'Helpful (n)' button that counts a vote", async () => {
    await seedDeals([
      {
        ...headphones,
        reviews: [
          {
            id: 'r1',
            rating: 4,
            text: 'Comfortable for hours.',
            author: 'Dana',
            date: '2025-05-20T10:00:00.000Z',
            helpful: 3,
          },
        ],
      },
    ]);
    const { user } = renderDeal('hp-1');
    await user.click(await screen.findByRole('tab', { name: 'Reviews' }));
    const review = screen.getByText('Comfortable for hours.').closest('li')!;
    expect(within(review).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(within(review).getByText('May 20, 2025')).toBeTruthy();

    const helpful = within(review).getByRole('button', { name: 'Helpful (3)' });
    expect(helpful.getAttribute('aria-pressed')).toBe('false');
    await user.click(helpful);
    expect(within(review).getByRole('button', { name: 'Helpful (4)' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('does not submit a review without text', async () => {
    await seedDeals([headphones]);
    const { user } = renderDeal('hp-1');
    await user.click(await screen.findByRole('tab', { name: 'Reviews' }));
    await user.click(screen.getByRole('button', { name: SUBMIT_REVIEW }));
    expect(await listUserReviews('hp-1')).toEqual([]);
  });

  it('shows up to four similar deals of the same category, not this one, each linking to its page', async () => {
    await seedDeals([
      headphones,
      ...Array.from({ length: 6 }, (_, index) => makeDeal({ id: `sim-${index}`, title: `Similar ${index}` })),
      makeDeal({ id: 'other', title: 'Garden Hose', category: 'home-garden' }),
    ]);
    renderDeal('hp-1');
    const region = await screen.findByRole('region', { name: SIMILAR_DEALS });
    // Each card links its deal, and its store's name to the store's page.
    const links = within(region).getAllByRole('link');
    const dealLinks = links.filter((link) => link.getAttribute('href')?.startsWith('/deal/'));
    expect(dealLinks).toHaveLength(4);
    for (const link of dealLinks) expect(link.getAttribute('href')).toMatch(/^\/deal\/sim-\d$/);
    expect(links.length - dealLinks.length).toBe(4);
    for (const link of links.filter((candidate) => !dealLinks.includes(candidate)))
      expect(link.getAttribute('href')).toMatch(/^\/store\//);
    expect(within(region).queryByText('Studio Headphones')).toBeNull();
    expect(within(region).queryByText('Garden Hose')).toBeNull();
  });

  it('uses the Web Share API when the browser offers it', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    await seedDeals([headphones]);
    const { user } = renderDeal('hp-1');
    await user.click(await screen.findByRole('button', { name: SHARE }));
    expect(share).toHaveBeenCalledWith({
      title: 'Studio Headphones',
      text: 'Check out this amazing deal: Studio Headphones',
      url: window.location.href,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    vi.unstubAllGlobals();
  });

  it('otherwise opens a share dialog with Facebook, Twitter, WhatsApp and Email links', async () => {
    await seedDeals([headphones]);
    const { user } = renderDeal('hp-1');
    await user.click(await screen.findByRole('button', { name: SHARE }));
    const dialog = await screen.findByRole('dialog');
    const links = within(dialog).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Facebook', 'Twitter', 'WhatsApp', 'Email']);
    const page = window.location.href;
    const text = shareText('Studio Headphones');
    expect(text).toBe('Check out this amazing deal: Studio Headphones');
    const params = (index: number) => new URL(links[index]!.getAttribute('href')!).searchParams;
    expect(params(0).get('u')).toBe(page);
    expect(params(1).get('url')).toBe(page);
    expect(params(1).get('text')).toBe(text);
    expect(params(2).get('text')).toBe(`${text} ${page}`);
    const mail = links[3]!.getAttribute('href')!;
    expect(mail.startsWith('mailto:')).toBe(true);
    const mailParams = new URLSearchParams(mail.slice(mail.indexOf('?') + 1));
    expect(mailParams.get('subject')).toBe(text);
    expect(mailParams.get('body')).toContain(page);

    // A choice closes the dialog. (The test stops the browser from actually opening the network's page.)
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fireEvent.click(links[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // So does Close, and so does Escape.
    await user.click(screen.getByRole('button', { name: SHARE }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: CLOSE }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: SHARE }));
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('describes the product in USD structured data, rated only by the reviews it lists', async () => {
    const review = {
      id: 'r1',
      rating: 4,
      text: 'Comfortable for long flights.',
      author: 'Ana',
      date: '2024-03-01T00:00:00Z',
      helpful: 3,
    };
    await seedDeals([
      headphones,
      { ...headphones, id: 'rated', rating: 4.2, reviewCount: 37, reviews: [review] },
    ]);
    const { unmount } = renderDeal('hp-1');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(jsonLdBlocks().some((block) => block['@type'] === 'Product')).toBe(true));
    const product = jsonLdBlocks().find((block) => block['@type'] === 'Product')!;
    expect(product).toMatchObject({
      name: 'Studio Headphones',
      sku: 'hp-1',
      offers: { '@type': 'Offer', price: '179.49', priceCurrency: 'USD' },
    });
    expect(product.aggregateRating).toBeUndefined();
    expect(jsonLdBlocks().filter((block) => block['@type'] === 'Product')).toHaveLength(1);
    expect(jsonLdBlocks().find((block) => block['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [{ position: 1 }, { position: 2 }, { position: 3, name: 'Studio Headphones' }],
    });
    unmount();

    renderDeal('rated');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(jsonLdBlocks().find((block) => block['@type'] === 'Product')?.sku).toBe('rated'),
    );
    // The source says 37 reviews; the page lists one, and only that one counts.
    expect(jsonLdBlocks().find((block) => block['@type'] === 'Product')!.aggregateRating).toMatchObject({
      ratingValue: 4,
      reviewCount: 1,
    });
  });

  it('sets the page title from the deal', async () => {
    await seedDeals([headphones]);
    renderDeal('hp-1');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe('Studio Headphones | RareFinds'));
  });
});
