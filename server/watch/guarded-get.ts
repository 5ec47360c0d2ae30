// GET of a shop's address as the link checker asks for one: every hop's host resolved and checked by the
// address guard (public addresses only, unless allowed), the connection pinned to the checked address, our
// User-Agent, each host asked at most once a second, redirects followed by hand (a few, never in a loop),
// the whole within one time-out and at most a set number of bytes read. Whatever the shop does, this answers
// what happened; it never throws for it.
import { checkedAddress, type HostResolver, systemResolver } from '../link-check/address-guard.ts';
import type { HostPacer } from '../link-check/host-pacer.ts';
import { type LinkAnswer, requestLink } from '../link-check/link-request.ts';
import { describeRequestError } from '../link-check/link-verdict.ts';
import { createStepTimer } from '../link-check/step-timer.ts';

export interface GuardedGetOptions {
  /** Hosts that may be requested even on private or loopback addresses (LINK_CHECK_ALLOW_HOSTS). */
  allowHosts: readonly string[];
  userAgent: string;
  pacer: HostPacer;
  timeoutMs: number;
  /** Bytes of the body read at most; a longer body is cut off there and said to be. */
  maxBodyBytes: number;
  maxRedirects: number;
  resolve?: HostResolver;
  /** Asked before each hop is requested; a reason refuses the hop. */
  beforeHop?: (url: URL) => Promise<string | undefined>;
}

export type GuardedAnswer =
  | {
      kind: 'answered';
      /** Where the redirects ended. */
      url: string;
      status: number;
      contentType: string | undefined;
      body: string;
      /** The body was longer than maxBodyBytes: only its start was read. */
      cutOff: boolean;
    }
  /** The address guard or beforeHop refused a hop. */
  | { kind: 'refused'; url: string; reason: string }
  | { kind: 'redirect-loop'; url: string }
  | { kind: 'too-many-redirects'; url: string }
  /** A redirect without a Location, or to something that is not a web address. */
  | { kind: 'bad-redirect'; url: string }
  | { kind: 'no-answer'; url: string; reason: string };

const isWeb = (url: URL) => url.protocol === 'http:' || url.protocol === 'https:';
const isRedirect = (status: number) => [301, 302, 303, 307, 308].includes(status);

class Refused extends Error {}
class NoAnswer extends Error {}

export async function guardedGet(start: URL, options: GuardedGetOptions): Promise<GuardedAnswer> {
  const resolve = options.resolve ?? systemResolver;
  const timed = createStepTimer(options.timeoutMs, {
    refused: (message) => new Refused(message),
    noAnswer: (reason) => new NoAnswer(reason),
  });

  const get = async (url: URL): Promise<LinkAnswer> => {
    const refusal = await options.beforeHop?.(url);
    if (refusal !== undefined) throw new Refused(refusal);
    const to = await timed(() => checkedAddress(url.hostname, options.allowHosts, resolve));
    await options.pacer.turn(url.hostname);
    return timed((signal) =>
      requestLink({
        method: 'GET',
        url,
        to,
        userAgent: options.userAgent,
        signal,
        // One byte more than is kept tells a body that was cut off from one that just fits.
        maxBodyBytes: options.maxBodyBytes + 1,
      }),
    );
  };

  let current = start;
  const seen = new Set([current.href]);
  let redirects = 0;
  try {
    for (;;) {
      const answer = await get(current);
      if (!isRedirect(answer.status)) {
        const body = answer.body ?? '';
        return {
          kind: 'answered',
          url: current.href,
          status: answer.status,
          contentType: answer.contentType,
          body,
          cutOff: Buffer.byteLength(body) > options.maxBodyBytes,
        };
      }
      let next: URL | undefined;
      try {
        next = answer.location === undefined ? undefined : new URL(answer.location, current);
      } catch {
        next = undefined;
      }
      if (!next || !isWeb(next)) return { kind: 'bad-redirect', url: current.href };
      next.hash = '';
      if (seen.has(next.href)) return { kind: 'redirect-loop', url: next.href };
      redirects += 1;
      if (redirects > options.maxRedirects) return { kind: 'too-many-redirects', url: next.href };
      seen.add(next.href);
      current = next;
    }
  } catch (error) {
    if (error instanceof Refused) return { kind: 'refused', url: current.href, reason: error.message };
    if (error instanceof NoAnswer) return { kind: 'no-answer', url: current.href, reason: error.message };
    return { kind: 'no-answer', url: current.href, reason: describeRequestError(error, false, 0) };
  }
}
