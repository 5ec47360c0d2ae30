// Looks at one deal link as a shopper's browser would reach it: HEAD first (cheap, and enough for a redirect
// or a file), GET when HEAD is refused or answered with anything but success or a redirect (many shops
// answer HEAD 405, 403 or even 404 while GET works), and GET of a page that answers HTML, whose words say
// whether the product is in stock. Redirects are followed by hand, up to five, each hop's host checked by the
// address guard and paced by the host pacer. The time-out (10 s) covers the link's own requests, not the
// wait for a busy host's turn. What was seen goes to the pure verdict.
import type { ServerEnv } from '../env.ts';
import { checkedAddress, type HostResolver, systemResolver } from './address-guard.ts';
import { createHostPacer, type HostPacer } from './host-pacer.ts';
import { type LinkAnswer, requestLink } from './link-request.ts';
import { type LinkObservation, type LinkVerdict, linkVerdict, REASONS } from './link-verdict.ts';
import { createStepTimer } from './step-timer.ts';

export const LINK_CHECK_TIMEOUT_MS = 10_000;
export const MAX_REDIRECTS = 5;
/** How much of a page is read for its words: product pages put their availability near the top. */
export const MAX_BODY_BYTES = 256 * 1024;

export interface LinkCheckerOptions {
  /** Hosts that may be requested even on private or loopback addresses (LINK_CHECK_ALLOW_HOSTS). */
  allowHosts: readonly string[];
  userAgent: string;
  pacer?: HostPacer;
  timeoutMs?: number;
  maxRedirects?: number;
  maxBodyBytes?: number;
  resolve?: HostResolver;
}

export interface LinkChecker {
  /** The verdict on one link; never throws for anything the link or its shop does. */
  check(url: string): Promise<LinkVerdict>;
}

export const linkCheckUserAgent = (publicOrigin: string) => `RareFindsLinkCheck/1.0 (+${publicOrigin})`;

/** The checker as the site configures it. */
export const linkCheckerFor = (
  env: Pick<ServerEnv, 'LINK_CHECK_ALLOW_HOSTS' | 'PUBLIC_ORIGIN'>,
  options: Partial<LinkCheckerOptions> = {},
): LinkChecker =>
  createLinkChecker({
    allowHosts: env.LINK_CHECK_ALLOW_HOSTS,
    userAgent: linkCheckUserAgent(env.PUBLIC_ORIGIN),
    ...options,
  });

const isWeb = (url: URL) => url.protocol === 'http:' || url.protocol === 'https:';
const isRedirect = (status: number) => [301, 302, 303, 307, 308].includes(status);
const isSuccess = (status: number) => status >= 200 && status < 300;
const looksLikePage = (answer: LinkAnswer) =>
  answer.contentType === undefined || /html/i.test(answer.contentType);

/** A request that got no answer, with the words for why. */
class NoAnswer extends Error {}

export function createLinkChecker(options: LinkCheckerOptions): LinkChecker {
  const pacer = options.pacer ?? createHostPacer();
  const timeoutMs = options.timeoutMs ?? LINK_CHECK_TIMEOUT_MS;
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;
  const maxBodyBytes = options.maxBodyBytes ?? MAX_BODY_BYTES;
  const resolve = options.resolve ?? systemResolver;

  async function check(link: string): Promise<LinkObservation> {
    let current: URL;
    try {
      current = new URL(link);
    } catch {
      return { kind: 'no-answer', url: link, finalUrl: link, reason: REASONS.notWeb };
    }
    if (!isWeb(current)) return { kind: 'no-answer', url: link, finalUrl: link, reason: REASONS.notWeb };
    const url = current.href;
    /** One step on the network within what is left of the link's time-out; a step past it is no answer. */
    const timed = createStepTimer(timeoutMs, {
      refused: (message) => new NoAnswer(message),
      noAnswer: (reason) => new NoAnswer(reason),
    });

    const send = async (method: 'HEAD' | 'GET', target: URL): Promise<LinkAnswer> => {
      const to = await timed(() => checkedAddress(target.hostname, options.allowHosts, resolve));
      await pacer.turn(target.hostname);
      return timed((signal) =>
        requestLink({ method, url: target, to, userAgent: options.userAgent, signal, maxBodyBytes }),
      );
    };

    const seen = new Set([url]);
    let redirects = 0;
    try {
      for (;;) {
        let answer = await send('HEAD', current);
        if (!isSuccess(answer.status) && !isRedirect(answer.status)) answer = await send('GET', current);
        else if (isSuccess(answer.status) && looksLikePage(answer)) answer = await send('GET', current);
        const finalUrl = current.href;
        if (!isRedirect(answer.status)) {
          const { status, contentType, body } = answer;
          return { kind: 'answered', url, finalUrl, status, contentType, body };
        }
        let next: URL | undefined;
        try {
          next = answer.location === undefined ? undefined : new URL(answer.location, current);
        } catch {
          next = undefined;
        }
        if (!next || !isWeb(next)) {
          return { kind: 'bad-redirect', url, finalUrl, status: answer.status, location: answer.location };
        }
        if (seen.has(next.href))
          return { kind: 'redirect-loop', url, finalUrl: next.href, status: answer.status };
        redirects += 1;
        if (redirects > maxRedirects) {
          return {
            kind: 'too-many-redirects',
            url,
            finalUrl: next.href,
            status: answer.status,
            limit: maxRedirects,
          };
        }
        seen.add(next.href);
        current = next;
      }
    } catch (error) {
      if (!(error instanceof NoAnswer)) throw error;
      return { kind: 'no-answer', url, finalUrl: current.href, reason: error.message };
    }
  }

  return {
    async check(link) {
      return linkVerdict(await check(link));
    },
  };
}
