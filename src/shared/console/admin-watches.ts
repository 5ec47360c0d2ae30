// The console's Watches section (operators only): what members watch, the pages that fail, how many pages the
// watch reader fetches from each shop, and the shops it may no longer read. The server's routes, the console's
// screen and the tests read these.
import { z } from 'zod';
import { ADMIN_API } from './admin-sections';

const BASE = `${ADMIN_API}/watches`;

export const ADMIN_WATCHES_API = {
  /** GET: the overview below. */
  overview: BASE,
  /** PUT { reason }: block the host; DELETE: unblock it. */
  host: (host: string) => `${BASE}/hosts/${encodeURIComponent(host)}`,
} as const;

/** Hosts and failing pages one overview lists at most. */
export const ADMIN_WATCHES_LIMIT = 100;

export interface AdminWatchHost {
  host: string;
  products: number;
  watches: number;
  /** Pages read and failed reads over the last 7 UTC days. */
  reads7d: number;
  failures7d: number;
  blocked: boolean;
}

export interface AdminFailingPage {
  id: string;
  url: string;
  host: string;
  name: string;
  failures: number;
  lastError: string | null;
  /** ISO time; null before the first read. */
  checkedAt: string | null;
  watchers: number;
}

export interface AdminBlockedHost {
  host: string;
  reason: string;
  /** ISO time. */
  createdAt: string;
}

export interface AdminWatchesAnswer {
  totals: { watches: number; products: number; members: number; unreadable: number; readsToday: number };
  /** By reads over 7 days, most first. */
  hosts: AdminWatchHost[];
  /** Pages with failed reads, most failures first. */
  failing: AdminFailingPage[];
  blocked: AdminBlockedHost[];
}

export const blockHostSchema = z.strictObject({
  reason: z.string().trim().max(500, 'use at most 500 characters').default(''),
});

export const watchHostParamsSchema = z.object({ host: z.string().trim().min(1).max(253) });

/** The overview as the console's screen checks it. */
export const adminWatchesAnswerSchema = z.object({
  totals: z.object({
    watches: z.number(),
    products: z.number(),
    members: z.number(),
    unreadable: z.number(),
    readsToday: z.number(),
  }),
  hosts: z.array(
    z.object({
      host: z.string(),
      products: z.number(),
      watches: z.number(),
      reads7d: z.number(),
      failures7d: z.number(),
      blocked: z.boolean(),
    }),
  ),
  failing: z.array(
    z.object({
      id: z.string(),
      url: z.string(),
      host: z.string(),
      name: z.string(),
      failures: z.number(),
      lastError: z.string().nullable(),
      checkedAt: z.string().nullable(),
      watchers: z.number(),
    }),
  ),
  blocked: z.array(z.object({ host: z.string(), reason: z.string(), createdAt: z.string() })),
}) satisfies z.ZodType<AdminWatchesAnswer>;

/** The server's refusals in the Watches section. */
export const ADMIN_WATCHES_MESSAGES = {
  badHost: 'Give the shop’s host name alone, such as shop.example.',
} as const;
