// One round of link checks: every live deal of the site's own, each link checked and its outcome recorded
// with its reason (link-check-outcome.ts), a bounded number of links at once, the deals of one shop spread
// over the round so the host pacer's one-request-a-second keeps few of them waiting. One link's trouble,
// even one the database refuses to record, never stops the round. A lease in the database keeps to one
// round at a time, whoever starts it (the job in any server process, or the command).
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.ts';
import {
  claimRoundLease,
  liveDealLinks,
  releaseRoundLease,
  renewRoundLease,
} from '../db/link-check-repository.ts';
import { recordLinkOutcome } from './link-check-outcome.ts';
import type { LinkChecker } from './link-checker.ts';
import type { LinkVerdict } from './link-verdict.ts';

/** Links checked at once: enough to keep many shops busy, each still asked once a second at most. */
export const ROUND_CONCURRENCY = 64;
/** A round holds its lease this long past its last sign of life: a round whose process died frees it then. */
const LEASE_MS = 5 * 60_000;
const RENEW_EVERY_MS = 60_000;

export interface CheckedLink {
  dealId: string;
  title: string;
  url: string;
  verdict: LinkVerdict;
  /** This check ended the deal (its second failure in a row). */
  dealEnded: boolean;
}

export interface RoundReport {
  /** False when another round was running: nothing was checked. */
  ran: boolean;
  /** When the other round's lease lapses, when one was running. */
  busyUntil?: Date;
  checked: number;
  ok: number;
  failed: number;
  inconclusive: number;
  /** Deals ended by their second failure in a row. */
  ended: number;
  /** Checks the database did not record (the deal was deleted meanwhile, say); each is logged. */
  unrecorded: number;
}

export interface RoundOptions {
  db: Database;
  checker: LinkChecker;
  clock?: () => Date;
  concurrency?: number;
  /** Each link once its outcome is recorded. */
  onChecked?: (link: CheckedLink) => void;
  onError?: (dealId: string, error: unknown) => void;
}

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
};

/** The links in turns over their hosts: one of each shop, then the next of each, and so on. */
export function spreadOverHosts<T extends { url: string }>(links: readonly T[]): T[] {
  const byHost = new Map<string, T[]>();
  for (const link of links) {
    const host = hostOf(link.url);
    const list = byHost.get(host);
    if (list) list.push(link);
    else byHost.set(host, [link]);
  }
  const queues = [...byHost.values()];
  const spread: T[] = [];
  for (let turn = 0; spread.length < links.length; turn++) {
    for (const queue of queues) if (turn < queue.length) spread.push(queue[turn]!);
  }
  return spread;
}

export async function runLinkCheckRound(options: RoundOptions): Promise<RoundReport> {
  const { db, checker } = options;
  const clock = options.clock ?? (() => new Date());
  const report: RoundReport = {
    ran: false,
    checked: 0,
    ok: 0,
    failed: 0,
    inconclusive: 0,
    ended: 0,
    unrecorded: 0,
  };
  const holder = randomUUID();
  const leaseFrom = (at: Date) => new Date(at.getTime() + LEASE_MS);
  const start = clock();
  const lease = await claimRoundLease(db, holder, start, leaseFrom(start));
  if (!lease.taken) return { ...report, busyUntil: lease.heldUntil };
  report.ran = true;
  let renewedAt = start.getTime();
  try {
    const links = spreadOverHosts(await liveDealLinks(db, start));
    let next = 0;
    const checkOne = async (link: (typeof links)[number]) => {
      let verdict: LinkVerdict;
      try {
        verdict = await checker.check(link.url);
      } catch (error) {
        verdict = {
          outcome: 'inconclusive',
          reason: `the check failed: ${(error as Error)?.message ?? String(error)}`.slice(0, 200),
          status: null,
          finalUrl: null,
        };
      }
      report.checked += 1;
      report[verdict.outcome] += 1;
      try {
        const { dealEnded } = await recordLinkOutcome(db, {
          dealId: link.id,
          checkedAt: clock(),
          ...verdict,
        });
        if (dealEnded) report.ended += 1;
        options.onChecked?.({ dealId: link.id, title: link.title, url: link.url, verdict, dealEnded });
      } catch (error) {
        report.unrecorded += 1;
        options.onError?.(link.id, error);
      }
      const now = clock();
      if (now.getTime() - renewedAt >= RENEW_EVERY_MS) {
        renewedAt = now.getTime();
        await renewRoundLease(db, holder, leaseFrom(now)).catch((error) => options.onError?.(link.id, error));
      }
    };
    const worker = async () => {
      while (next < links.length) await checkOne(links[next++]!);
    };
    const workers = Math.max(1, Math.min(options.concurrency ?? ROUND_CONCURRENCY, links.length));
    await Promise.all(Array.from({ length: workers }, worker));
  } finally {
    await releaseRoundLease(db, holder);
  }
  return report;
}
