import { AD_DEFAULTS, AD_ERROR_LOG_PREFIX, AD_FORMATS, AD_SIZES } from '@shared/site/ad-settings';
import { AD_TEXTS, HOUSE_PROMOTIONS } from '@shared/site/ad-texts';
import { act, render, screen, within } from '@testing-library/react';
import { type FakeFetch, fakeFetch } from '@tests/support/fake-fetch';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { resetAdGateway } from './ad-script';
import { AdSlot, type AdSlotProps } from './ad-slot';

const config = vi.hoisted(() => ({
  env: {
    VITE_ADSENSE_CLIENT: 'ca-pub-1234567890' as string | undefined,
    VITE_ADSENSE_SCRIPT_URL: 'https://ads.example.test/adsbygoogle.js',
  },
}));
vi.mock('@config/env', () => config);

const SCRIPT_URL = config.env.VITE_ADSENSE_SCRIPT_URL;

interface NetworkOptions {
  /** The ad network fills the slot with an iframe when asked. */
  fills?: boolean;
  probeFails?: boolean;
  scriptFails?: boolean;
  pushError?: Error;
}

let network: FakeFetch;
let push: Mock;
let addedScripts: HTMLScriptElement[];

/** Stands in for the ad network: the probe answer, the script tag's load and the fill of each slot. */
function installAdNetwork({
  fills = true,
  probeFails = false,
  scriptFails = false,
  pushError,
}: NetworkOptions) {
  // The probe's answer is opaque (no-cors): only whether it came at all counts.
  network = fakeFetch({ otherwise: probeFails ? new TypeError('Failed to fetch') : new Response(null) });
  addedScripts = [];
  const realAppend = document.head.appendChild.bind(document.head);
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    if (!(node instanceof HTMLScriptElement)) return realAppend(node);
    addedScripts.push(node);
    queueMicrotask(() => node.dispatchEvent(new Event(scriptFails ? 'error' : 'load')));
    return node;
  });
  push = vi.fn(() => {
    if (pushError) throw pushError;
    if (!fills) return;
    const empty = [...document.querySelectorAll('ins.adsbygoogle')].find(
      (ins) => ins.childNodes.length === 0,
    );
    empty?.appendChild(document.createElement('div'));
  });
  window.adsbygoogle = { push };
}

const renderSlot = (props: Partial<AdSlotProps> = {}) =>
  render(
    <MemoryRouter>
      <AdSlot slot="1234567890" {...props} />
    </MemoryRouter>,
  );

/** Lets the probe, the script load and React's updates settle, and moves fake time on. */
const advance = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

/** The slot's box: the one its screen-reader label sits in. */
const slotBox = (container: HTMLElement) => within(container).getByText(AD_TEXTS.label).parentElement!;

beforeEach(() => {
  vi.useFakeTimers();
  resetAdGateway();
  config.env.VITE_ADSENSE_CLIENT = 'ca-pub-1234567890';
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete window.adsbygoogle;
  for (const script of document.querySelectorAll('script')) script.remove();
});

describe('AdSlot defaults', () => {
  it('match the spec: 3000 ms, retry on error, 3 retries, responsive, format auto', () => {
    expect(AD_DEFAULTS).toMatchObject({
      timeoutMs: 3000,
      retryOnError: true,
      maxRetries: 3,
      responsive: true,
      format: 'auto',
    });
    expect(AD_FORMATS).toEqual(['auto', 'horizontal', 'vertical', 'rectangle', 'fluid']);
  });
});

describe('AdSlot loading', () => {
  it('shows the loading placeholder until the slot gets content, then shows the ad', async () => {
    installAdNetwork({ fills: false });
    const { container } = renderSlot();
    expect(screen.getByText('Loading advertisement...')).toBeTruthy();

    await advance();
    const ins = container.querySelector('ins.adsbygoogle')!;
    expect(ins.getAttribute('data-ad-client')).toBe('ca-pub-1234567890');
    expect(ins.getAttribute('data-ad-slot')).toBe('1234567890');
    expect(ins.getAttribute('data-ad-format')).toBe('auto');
    expect(ins.getAttribute('data-full-width-responsive')).toBe('true');
    expect(push).toHaveBeenCalledWith({});
    expect(screen.getByText(AD_TEXTS.loading)).toBeTruthy();

    await act(async () => {
      ins.appendChild(document.createElement('div'));
    });
    expect(screen.queryByText(AD_TEXTS.loading)).toBeNull();
    expect(slotBox(container).dataset.adStatus).toBe('loaded');
  });

  it('probes the ad script with a HEAD no-cors request and loads the script once for two slots', async () => {
    installAdNetwork({ fills: true });
    render(
      <MemoryRouter>
        <AdSlot slot="111" />
        <AdSlot slot="222" />
      </MemoryRouter>,
    );
    await advance();
    expect(network.fetch).toHaveBeenCalledWith(
      SCRIPT_URL,
      expect.objectContaining({ method: 'HEAD', mode: 'no-cors' }),
    );
    expect(addedScripts).toHaveLength(1);
    expect(addedScripts[0]!.src).toBe(`${SCRIPT_URL}?client=ca-pub-1234567890`);
    expect(addedScripts[0]!.async).toBe(true);
    expect(push).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(AD_TEXTS.loading)).toBeNull();
  });

  it.each(AD_FORMATS)('passes the %s format to the ad network', async (format) => {
    installAdNetwork({ fills: true });
    const { container } = renderSlot({ format });
    expect(container.querySelector('ins')!.getAttribute('data-ad-format')).toBe(format);
  });
});

describe('AdSlot time-out and retries', () => {
  it("shows 'Ad failed to load - Retrying...' while retries remain, then 'Ad failed to load'", async () => {
    installAdNetwork({ fills: false });
    renderSlot();
    await advance();
    expect(push).toHaveBeenCalledTimes(1);

    for (let retry = 1; retry <= 3; retry += 1) {
      await advance(3000);
      expect(screen.getByText('Ad failed to load - Retrying...')).toBeTruthy();
      expect(push).toHaveBeenCalledTimes(1 + retry);
    }
    await advance(3000);
    expect(screen.getByText('Ad failed to load')).toBeTruthy();
    expect(screen.queryByText(/Retrying/)).toBeNull();
    expect(push).toHaveBeenCalledTimes(4);

    await advance(10_000);
    expect(push).toHaveBeenCalledTimes(4);
  });

  it('is still loading just before the time-out', async () => {
    installAdNetwork({ fills: false });
    renderSlot();
    await advance(2999);
    expect(screen.getByText(AD_TEXTS.loading)).toBeTruthy();
    await advance(1);
    expect(screen.getByText(`${AD_TEXTS.failed}${AD_TEXTS.retrying}`)).toBeTruthy();
  });

  it('gives each retry a fresh slot and shows the ad when a retry fills it', async () => {
    installAdNetwork({ fills: false });
    const { container } = renderSlot();
    await advance(3000);
    const retrySlot = container.querySelector('ins.adsbygoogle')!;
    expect(retrySlot.childNodes).toHaveLength(0);
    await act(async () => {
      retrySlot.appendChild(document.createElement('div'));
    });
    expect(screen.queryByText(/Ad failed to load/)).toBeNull();
    expect(slotBox(container).dataset.adStatus).toBe('loaded');
  });

  it('does not retry when retryOnError is off, and honours a custom time-out and retry limit', async () => {
    installAdNetwork({ fills: false });
    const { unmount } = renderSlot({ retryOnError: false, timeoutMs: 500 });
    await advance(500);
    expect(screen.getByText('Ad failed to load')).toBeTruthy();
    expect(push).toHaveBeenCalledTimes(1);
    unmount();

    installAdNetwork({ fills: false });
    renderSlot({ maxRetries: 1, timeoutMs: 1000 });
    await advance(1000);
    expect(screen.getByText('Ad failed to load - Retrying...')).toBeTruthy();
    await advance(1000);
    expect(screen.getByText('Ad failed to load')).toBeTruthy();
    expect(push).toHaveBeenCalledTimes(2);
  });
});

describe('AdSlot ad blocker, offline and errors', () => {
  it("hides the ad and says 'Ad blocker detected' when the probe fails", async () => {
    installAdNetwork({ probeFails: true });
    const { container } = renderSlot();
    await advance();
    expect(screen.getByText('Ad blocker detected')).toBeTruthy();
    expect(container.querySelector('ins')).toBeNull();
    expect(addedScripts).toHaveLength(0);
    expect(push).not.toHaveBeenCalled();
  });

  it('replaces the slot with the fallback when an ad blocker is detected', async () => {
    installAdNetwork({ probeFails: true });
    const { container } = renderSlot({ fallback: <p>Support us by sharing a deal</p> });
    await advance();
    expect(screen.getByText('Support us by sharing a deal')).toBeTruthy();
    expect(screen.queryByText(AD_TEXTS.blocked)).toBeNull();
    // Nothing of the slot is left: not even its label for screen readers.
    expect(screen.queryByText(AD_TEXTS.label)).toBeNull();
    expect(container.textContent).toBe('Support us by sharing a deal');
  });

  it('does not call being offline an ad blocker: it shows the fallback or nothing', async () => {
    installAdNetwork({ probeFails: true });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { container, unmount } = renderSlot();
    await advance();
    expect(container.innerHTML).toBe('');
    expect(network.fetch).not.toHaveBeenCalled();
    unmount();

    renderSlot({ fallback: <p>Offline promotion</p> });
    await advance();
    expect(screen.getByText('Offline promotion')).toBeTruthy();
    expect(screen.queryByText(AD_TEXTS.blocked)).toBeNull();
  });

  it('treats a probe that fails because the connection dropped as offline, not as a blocker', async () => {
    installAdNetwork({ probeFails: true });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    network.on('*', /./, () => {
      onLine.mockReturnValue(false);
      return new TypeError('Failed to fetch');
    });
    const { container } = renderSlot();
    await advance();
    expect(screen.queryByText(AD_TEXTS.blocked)).toBeNull();
    expect(container.innerHTML).toBe('');
  });

  it('loads the ad once the browser comes back online', async () => {
    installAdNetwork({ fills: true });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { container } = renderSlot();
    expect(container.querySelector('ins')).toBeNull();
    onLine.mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await advance();
    expect(push).toHaveBeenCalledTimes(1);
    expect(slotBox(container).dataset.adStatus).toBe('loaded');
  });

  it("shows any other error and logs it as 'Error loading Google Ad:'", async () => {
    const failure = new Error('No slot size for availableWidth=0');
    installAdNetwork({ pushError: failure });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSlot();
    await advance();
    expect(screen.getByText('No slot size for availableWidth=0')).toBeTruthy();
    expect(log).toHaveBeenCalledWith(AD_ERROR_LOG_PREFIX, failure);
    expect(AD_ERROR_LOG_PREFIX).toBe('Error loading Google Ad:');
  });

  it('reports an ad script that cannot load as an error', async () => {
    installAdNetwork({ scriptFails: true });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSlot();
    await advance();
    expect(screen.getByText(AD_TEXTS.scriptFailed)).toBeTruthy();
    expect(log).toHaveBeenCalledWith(AD_ERROR_LOG_PREFIX, expect.any(Error));
  });
});

describe('AdSlot without a publisher id', () => {
  beforeEach(() => {
    config.env.VITE_ADSENSE_CLIENT = undefined;
  });

  it('shows a house promotion and makes no network call', async () => {
    installAdNetwork({});
    renderSlot({ slot: 'a' });
    await advance(5000);
    const promotionTitles = Object.values(HOUSE_PROMOTIONS).map((promotion) => promotion.title);
    expect(promotionTitles).toContain(screen.getByText(/Get the app|Deal alerts/).textContent);
    expect(screen.getByRole('link').getAttribute('href')).toMatch(/^\/(download-app|about#subscribe)$/);
    expect(network.fetch).not.toHaveBeenCalled();
    expect(addedScripts).toHaveLength(0);
    expect(push).not.toHaveBeenCalled();
  });

  it('shows both promotions across differently named slots', () => {
    installAdNetwork({});
    render(
      <MemoryRouter>
        <AdSlot slot="a" />
        <AdSlot slot="b" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: HOUSE_PROMOTIONS.app.cta }).getAttribute('href')).toBe(
      '/download-app',
    );
    expect(screen.getByRole('link', { name: HOUSE_PROMOTIONS.alerts.cta }).getAttribute('href')).toBe(
      '/about#subscribe',
    );
  });

  it('shows the given fallback instead', () => {
    installAdNetwork({});
    renderSlot({ fallback: <p>Our own deal of the day</p> });
    expect(screen.getByText('Our own deal of the day')).toBeTruthy();
    expect(screen.queryByText(HOUSE_PROMOTIONS.app.title)).toBeNull();
  });
});

describe('AdSlot sizes', () => {
  it.each([
    ['rectangle', '336px', '280px'],
    ['leaderboard', '728px', '90px'],
    ['skyscraper', '160px', '600px'],
    ['responsive', '100%', 'auto'],
  ] as const)('sizes a %s slot %s by %s', (size, width, height) => {
    installAdNetwork({});
    const { container } = renderSlot({ size });
    expect(AD_SIZES[size]).toEqual({ width, height });
    expect(slotBox(container).style.width).toBe(width);
    expect(slotBox(container).style.height).toBe(height);
  });

  const mockViewport = (mobile: boolean) =>
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: mobile && query === '(max-width: 767.98px)',
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );

  it('keeps a minimum height of 100px on mobile when responsive', () => {
    installAdNetwork({});
    mockViewport(true);
    const { container } = renderSlot();
    expect(slotBox(container).style.minHeight).toBe('100px');
  });

  it('has no minimum height on mobile when not responsive, nor on wide screens', () => {
    installAdNetwork({});
    mockViewport(true);
    const { container, unmount } = renderSlot({ responsive: false, size: 'rectangle' });
    expect(slotBox(container).style.minHeight).toBe('');
    expect(container.querySelector('ins')!.getAttribute('data-full-width-responsive')).toBe('false');
    unmount();

    mockViewport(false);
    const wide = renderSlot();
    expect(slotBox(wide.container).style.minHeight).toBe('');
  });
});

describe('AdSlot drawn in two places, one shown', () => {
  let resizeCallbacks: (() => void)[];

  /** Stands in for layout: an element inside a `hidden` wrapper has no box, as under `display: none`. */
  beforeEach(() => {
    resizeCallbacks = [];
    vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
      return (this.closest('[hidden]') ? [] : [new DOMRect(0, 0, 300, 100)]) as unknown as DOMRectList;
    });
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: () => void) {}
        observe() {
          resizeCallbacks.push(this.callback);
        }
        disconnect() {
          resizeCallbacks = resizeCallbacks.filter((callback) => callback !== this.callback);
        }
      },
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** Shows or hides a wrapper, as a media query does, and lets the observers tell the slots. */
  const setShown = async (wrapper: HTMLElement, shown: boolean) => {
    await act(async () => {
      wrapper.hidden = !shown;
      for (const callback of resizeCallbacks) callback();
    });
    await advance();
  };

  /** One slot drawn twice: above the page (hidden, as on a phone) and after the first row of deals. */
  const renderTwoPlaces = () => {
    const { container } = render(
      <MemoryRouter>
        <section hidden>
          <AdSlot slot="site-top" />
        </section>
        <section>
          <AdSlot slot="site-top" />
        </section>
      </MemoryRouter>,
    );
    const [hiddenPlace, shownPlace] = container.querySelectorAll('section');
    return { hiddenPlace: hiddenPlace!, shownPlace: shownPlace! };
  };

  it('asks for an ad for the shown place only, and the network fills that one', async () => {
    installAdNetwork({ fills: true });
    const { hiddenPlace, shownPlace } = renderTwoPlaces();
    await advance();
    expect(push).toHaveBeenCalledTimes(1);
    expect(document.querySelectorAll('ins')).toHaveLength(1);
    expect(shownPlace.querySelector('ins')!.childNodes).toHaveLength(1);
    expect(within(shownPlace).queryByText(AD_TEXTS.loading)).toBeNull();
    expect(hiddenPlace.querySelector('ins')).toBeNull();
  });

  it('starts neither the time-out nor a retry while hidden', async () => {
    installAdNetwork({ fills: false });
    const { hiddenPlace } = renderTwoPlaces();
    for (let step = 0; step < 5; step += 1) await advance(3000);
    expect(within(hiddenPlace).getByText(AD_TEXTS.loading)).toBeTruthy();
    // The shown place retried three times and gave up; the hidden one never asked.
    expect(push).toHaveBeenCalledTimes(4);
  });

  it('asks for an ad when the hidden place is shown (the screen turned)', async () => {
    installAdNetwork({ fills: true });
    const { hiddenPlace, shownPlace } = renderTwoPlaces();
    await advance();
    await setShown(shownPlace, false);
    await setShown(hiddenPlace, true);
    expect(push).toHaveBeenCalledTimes(2);
    expect(hiddenPlace.querySelector('ins')!.childNodes).toHaveLength(1);
    // The place hidden keeps the ad it has.
    expect(shownPlace.querySelector('ins')!.childNodes).toHaveLength(1);
  });

  it('does not ask twice for one unit when it is hidden and shown again while loading', async () => {
    installAdNetwork({ fills: false });
    const { shownPlace } = renderTwoPlaces();
    await advance(1000);
    expect(push).toHaveBeenCalledTimes(1);
    await setShown(shownPlace, false);
    await setShown(shownPlace, true);
    expect(push).toHaveBeenCalledTimes(1);
    await act(async () => {
      shownPlace.querySelector('ins')!.appendChild(document.createElement('div'));
    });
    expect(within(shownPlace).queryByText(AD_TEXTS.loading)).toBeNull();
  });
});
