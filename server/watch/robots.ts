// Whether a shop lets robots read a page, by its /robots.txt (RFC 9309): the group for our own agent token
// if there is one, else the group for "*"; among its Allow and Disallow rules ("*" for any characters, "$"
// for the end) the longest match wins, and Allow wins a tie. robots.txt is fetched as every shop address is
// (the address guard, our User-Agent, the host pacer) and each origin's rules are kept 24 hours, for at most
// 1,000 origins, the least recently used forgotten first. A robots.txt that is not there (a 4xx) allows
// everything; one the shop fails to serve (a 5xx, a 429, no answer) disallows everything until it is asked
// again, unless rules fetched before are at hand, which are kept meanwhile.

import type { HostResolver } from '../link-check/address-guard.ts';
import { createHostPacer, type HostPacer } from '../link-check/host-pacer.ts';
import { guardedGet } from './guarded-get.ts';

export interface RobotsRule {
  allow: boolean;
  /** The path pattern as written, percent-encoding normalized. */
  pattern: string;
}

export interface RobotsGroup {
  /** The group's user-agent tokens, lower case. */
  agents: string[];
  rules: RobotsRule[];
}

/** What a robots.txt says, or what its absence or failure means. */
export type RobotsRules =
  | { kind: 'allow-all' }
  | { kind: 'disallow-all' }
  | { kind: 'groups'; groups: RobotsGroup[] };

export interface Robots {
  /** Whether our robot may read `url`; never throws (an unreadable robots.txt disallows for now). */
  allowed(url: string): Promise<boolean>;
}

export interface RobotsOptions {
  allowHosts: readonly string[];
  userAgent: string;
  /** The token shops name our robot by in their robots.txt. */
  agentToken: string;
  pacer?: HostPacer;
  resolve?: HostResolver;
  now?: () => number;
  timeoutMs?: number;
  maxOrigins?: number;
  keepMs?: number;
  /** How soon a robots.txt the shop failed to serve is asked for again. */
  retryMs?: number;
}

export const ROBOTS_KEEP_MS = 24 * 3600_000;
export const ROBOTS_RETRY_MS = 3600_000;
export const MAX_ROBOTS_ORIGINS = 1000;
/** RFC 9309 asks crawlers to read at least 500 KiB of a robots.txt. */
export const MAX_ROBOTS_BYTES = 500 * 1024;
const ROBOTS_TIMEOUT_MS = 10_000;
const ROBOTS_REDIRECTS = 5;
/** A rule longer than any sensible path is cut: matching stays cheap whatever a file holds. */
const MAX_PATTERN_LENGTH = 2000;

/** Percent-escapes in upper case and characters outside ASCII encoded, so "%c3%a9", "%C3%A9" and "é" agree. */
function normalizedPath(path: string): string {
  let out = '';
  for (let i = 0; i < path.length; i++) {
    const char = path[i]!;
    if (char === '%' && /^[0-9a-fA-F]{2}$/.test(path.slice(i + 1, i + 3))) {
      out += `%${path.slice(i + 1, i + 3).toUpperCase()}`;
      i += 2;
    } else if (char.charCodeAt(0) > 0x7e || char.charCodeAt(0) < 0x21) {
      const pair = char.charCodeAt(0) >= 0xd800 && char.charCodeAt(0) < 0xdc00 ? path.slice(i, i + 2) : char;
      try {
        out += encodeURIComponent(pair);
      } catch {
        out += '%EF%BF%BD';
      }
      i += pair.length - 1;
    } else out += char;
  }
  return out;
}

export function parseRobots(text: string): RobotsGroup[] {
  const groups: RobotsGroup[] = [];
  let current: RobotsGroup | undefined;
  /** Whether the current group has had a rule: a user-agent line after one starts a new group. */
  let hasRules = false;
  for (const rawLine of text.split(/\r\n|\r|\n/)) {
    const line = rawLine.replace(/#.*/, '').trim();
    const colon = line.indexOf(':');
    if (colon === -1) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'user-agent') {
      if (!current || hasRules) {
        current = { agents: [], rules: [] };
        groups.push(current);
        hasRules = false;
      }
      current.agents.push(value.toLowerCase());
    } else if (key === 'allow' || key === 'disallow') {
      // Rules before any user-agent line belong to no group.
      if (!current) continue;
      hasRules = true;
      // "Disallow:" with nothing after it disallows nothing.
      if (value === '') continue;
      current.rules.push({
        allow: key === 'allow',
        pattern: normalizedPath(value.slice(0, MAX_PATTERN_LENGTH)),
      });
    }
  }
  return groups;
}

/**
 * Whether `pattern` matches the start of `path` ("*" any characters, a final "$" the end of the path). The
 * greedy match that goes back to the last "*" only: time bounded by the two lengths' product, whatever the
 * pattern.
 */
export function patternMatches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith('$');
  const glob = anchored ? pattern.slice(0, -1) : `${pattern}*`;
  let p = 0;
  let s = 0;
  let star = -1;
  let resume = 0;
  while (s < path.length) {
    if (p < glob.length && glob[p] !== '*' && glob[p] === path[s]) {
      p++;
      s++;
    } else if (p < glob.length && glob[p] === '*') {
      star = p++;
      resume = s;
    } else if (star !== -1) {
      p = star + 1;
      s = ++resume;
    } else return false;
  }
  while (p < glob.length && glob[p] === '*') p++;
  return p === glob.length;
}

/** The rules that apply to `agentToken`: its own groups, else the groups for "*", merged. */
function rulesFor(groups: readonly RobotsGroup[], agentToken: string): RobotsRule[] {
  const token = agentToken.toLowerCase();
  const own = groups.filter((group) => group.agents.includes(token));
  const chosen = own.length > 0 ? own : groups.filter((group) => group.agents.includes('*'));
  return chosen.flatMap((group) => group.rules);
}

/** Whether robots.txt rules let `agentToken` read the path and query `pathAndQuery`. */
export function robotsAllow(rules: RobotsRules, agentToken: string, pathAndQuery: string): boolean {
  if (rules.kind !== 'groups') return rules.kind === 'allow-all';
  const path = normalizedPath(pathAndQuery);
  // robots.txt itself is always allowed.
  if (path === '/robots.txt') return true;
  let best: RobotsRule | undefined;
  for (const rule of rulesFor(rules.groups, agentToken)) {
    if (!patternMatches(rule.pattern, path)) continue;
    if (
      !best ||
      rule.pattern.length > best.pattern.length ||
      (rule.pattern.length === best.pattern.length && rule.allow)
    ) {
      best = rule;
    }
  }
  return best?.allow ?? true;
}

interface Kept {
  rules: RobotsRules;
  /** When the rules are to be fetched again. */
  until: number;
  /** Rules the shop served, kept to stand in while a later fetch fails. */
  served: boolean;
}

export function createRobots(options: RobotsOptions): Robots {
  const now = options.now ?? Date.now;
  const pacer = options.pacer ?? createHostPacer();
  const maxOrigins = options.maxOrigins ?? MAX_ROBOTS_ORIGINS;
  const keepMs = options.keepMs ?? ROBOTS_KEEP_MS;
  const retryMs = options.retryMs ?? ROBOTS_RETRY_MS;
  /** By origin, least recently used first (a Map keeps insertion order; a use re-inserts). */
  const kept = new Map<string, Kept>();
  /** Fetches under way, so many pages of one shop wait for one robots.txt. */
  const fetching = new Map<string, Promise<Kept>>();

  const remember = (origin: string, entry: Kept) => {
    kept.delete(origin);
    kept.set(origin, entry);
    while (kept.size > maxOrigins) kept.delete(kept.keys().next().value!);
  };

  async function fetchRules(origin: string, before: Kept | undefined): Promise<Kept> {
    const answer = await guardedGet(new URL('/robots.txt', origin), {
      allowHosts: options.allowHosts,
      userAgent: options.userAgent,
      pacer,
      resolve: options.resolve,
      timeoutMs: options.timeoutMs ?? ROBOTS_TIMEOUT_MS,
      maxBodyBytes: MAX_ROBOTS_BYTES,
      maxRedirects: ROBOTS_REDIRECTS,
    });
    const served = (rules: RobotsRules): Kept => ({ rules, until: now() + keepMs, served: true });
    const failed = (): Kept =>
      before?.served
        ? { ...before, until: now() + retryMs }
        : { rules: { kind: 'disallow-all' }, until: now() + retryMs, served: false };
    switch (answer.kind) {
      case 'answered': {
        const { status } = answer;
        if (status >= 200 && status < 300)
          return served({ kind: 'groups', groups: parseRobots(answer.body) });
        // A busy shop has not said what it allows.
        if (status === 429) return failed();
        // Not there (404, 410, or refused to strangers): nothing is disallowed.
        if (status >= 400 && status < 500) return served({ kind: 'allow-all' });
        return failed();
      }
      // RFC 9309: robots.txt behind too many redirects counts as not there.
      case 'redirect-loop':
      case 'too-many-redirects':
      case 'bad-redirect':
        return served({ kind: 'allow-all' });
      case 'refused':
      case 'no-answer':
        return failed();
    }
  }

  async function rulesOf(origin: string): Promise<RobotsRules> {
    const entry = kept.get(origin);
    if (entry && entry.until > now()) {
      remember(origin, entry);
      return entry.rules;
    }
    let pending = fetching.get(origin);
    if (!pending) {
      pending = fetchRules(origin, entry)
        .then((fetched) => {
          remember(origin, fetched);
          return fetched;
        })
        .finally(() => fetching.delete(origin));
      fetching.set(origin, pending);
    }
    return (await pending).rules;
  }

  return {
    async allowed(link) {
      let url: URL;
      try {
        url = new URL(link);
      } catch {
        return false;
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
      try {
        return robotsAllow(await rulesOf(url.origin), options.agentToken, `${url.pathname}${url.search}`);
      } catch {
        return false;
      }
    },
  };
}
