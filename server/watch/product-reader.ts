// Reads the product on a page a member asked to watch: the link checked (product-link.ts), the shop's
// robots.txt asked for the page and for every page it redirects to, the page fetched as the link checker
// fetches (public addresses only, our User-Agent, one request per host per second, redirects checked hop by
// hop) with at most 2 MB read within 10 s, and the product extracted from it. Whatever the link or the shop
// does, the answer is the product or the reason there is none, in words for the member; it never throws.
import type { ServerEnv } from '../env.ts';
import type { HostResolver } from '../link-check/address-guard.ts';
import { createHostPacer, type HostPacer } from '../link-check/host-pacer.ts';
import { statusText } from '../link-check/link-verdict.ts';
import { guardedGet } from './guarded-get.ts';
import { type ExtractedProduct, extractProduct } from './product-extraction.ts';
import { checkProductLink } from './product-link.ts';
import { createRobots, type Robots } from './robots.ts';

export const READ_TIMEOUT_MS = 10_000;
export const MAX_PAGE_BYTES = 2 * 1024 * 1024;
export const MAX_REDIRECTS = 5;
/** The name shops give our robot in their robots.txt. */
export const WATCH_AGENT_TOKEN = 'RareFindsWatch';

export const watchUserAgent = (publicOrigin: string) => `${WATCH_AGENT_TOKEN}/1.0 (+${publicOrigin})`;

export type ProductPage =
  | {
      ok: true;
      /** The page read, tracking parameters left out. */
      url: string;
      /** The comparison key: one product watched by many members is read once. */
      key: string;
      /** Where the redirects ended. */
      finalUrl: string;
      product: ExtractedProduct;
    }
  | { ok: false; reason: string };

export interface ReaderDeps {
  /** Hosts that may be requested even on private or loopback addresses (LINK_CHECK_ALLOW_HOSTS). */
  allowHosts: readonly string[];
  userAgent: string;
  robots: Robots;
  pacer: HostPacer;
  resolve?: HostResolver;
  timeoutMs?: number;
  maxBodyBytes?: number;
}

export const READER_REASONS = {
  robots: 'This shop asks robots not to read this page, so we cannot watch it.',
  notPublic: 'This link does not lead to a public shop page, so we cannot read it.',
  loop: 'This page keeps redirecting in a loop, so we could not read it.',
  tooManyRedirects: `This page redirects more than ${MAX_REDIRECTS} times, so we could not read it.`,
  badRedirect: 'This page redirects somewhere that is not a web page, so we could not read it.',
  tooLarge: `This page is larger than ${MAX_PAGE_BYTES / 1024 / 1024} MB, so we did not read it.`,
  notHtml: 'This link does not lead to a web page, so there is no product to read.',
  noAnswer: (why: string) => `The shop did not answer (${why}); please try again later.`,
  gone: (status: number) => `The shop says this page does not exist (${statusText(status)}).`,
  status: (status: number) =>
    `The shop answered ${statusText(status)} instead of the page; please try again later.`,
} as const;

/** The reader as the site configures it: one robots cache and one pacer for all the pages it reads. */
export function productReaderDeps(
  env: Pick<ServerEnv, 'LINK_CHECK_ALLOW_HOSTS' | 'PUBLIC_ORIGIN'>,
): ReaderDeps {
  const pacer = createHostPacer();
  const userAgent = watchUserAgent(env.PUBLIC_ORIGIN);
  const allowHosts = env.LINK_CHECK_ALLOW_HOSTS;
  return {
    allowHosts,
    userAgent,
    pacer,
    robots: createRobots({ allowHosts, userAgent, agentToken: WATCH_AGENT_TOKEN, pacer }),
  };
}

const looksLikeHtml = (contentType: string | undefined, body: string) =>
  contentType === undefined ? /^\s*</.test(body) : /html/i.test(contentType);

export async function readProductPage(link: string, deps: ReaderDeps): Promise<ProductPage> {
  try {
    const checked = checkProductLink(link);
    if (!checked.ok) return checked;
    const answer = await guardedGet(new URL(checked.url), {
      allowHosts: deps.allowHosts,
      userAgent: deps.userAgent,
      pacer: deps.pacer,
      resolve: deps.resolve,
      timeoutMs: deps.timeoutMs ?? READ_TIMEOUT_MS,
      maxBodyBytes: deps.maxBodyBytes ?? MAX_PAGE_BYTES,
      maxRedirects: MAX_REDIRECTS,
      // A robots check that fails is taken as a no: the page is not read.
      beforeHop: async (url) =>
        (await deps.robots.allowed(url.href).catch(() => false)) ? undefined : READER_REASONS.robots,
    });
    switch (answer.kind) {
      case 'refused':
        return {
          ok: false,
          reason: answer.reason === READER_REASONS.robots ? answer.reason : READER_REASONS.notPublic,
        };
      case 'redirect-loop':
        return { ok: false, reason: READER_REASONS.loop };
      case 'too-many-redirects':
        return { ok: false, reason: READER_REASONS.tooManyRedirects };
      case 'bad-redirect':
        return { ok: false, reason: READER_REASONS.badRedirect };
      case 'no-answer':
        return { ok: false, reason: READER_REASONS.noAnswer(answer.reason) };
      case 'answered':
        break;
    }
    const { status, body } = answer;
    if (status === 404 || status === 410) return { ok: false, reason: READER_REASONS.gone(status) };
    if (status < 200 || status >= 300) return { ok: false, reason: READER_REASONS.status(status) };
    if (answer.cutOff) return { ok: false, reason: READER_REASONS.tooLarge };
    if (!looksLikeHtml(answer.contentType, body)) return { ok: false, reason: READER_REASONS.notHtml };
    const extracted = extractProduct(body, answer.url);
    if (!extracted.ok) return extracted;
    return { ok: true, url: checked.url, key: checked.key, finalUrl: answer.url, product: extracted.product };
  } catch (error) {
    return { ok: false, reason: READER_REASONS.noAnswer((error as Error)?.message ?? String(error)) };
  }
}
