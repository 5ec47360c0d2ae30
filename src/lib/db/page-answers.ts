// The answers a server-drawn page was drawn from (src/shared/site/page-answers.ts), on both sides:
// - on the server, screens' questions are answered from the database's deals as the page is drawn, and
//   each answer is noted for the server to hand the app (the page names where: docs/decisions/0034);
// - in the browser, the app's first render takes the same answers, so it draws the same page, and keeps
//   them until the deal cache has synced in this visit: before that the cache is empty (a first visit) or
//   older than the page. Then the cache answers, as on any page the app draws itself.
import type { PublicDiscussion } from '@shared/community/community';
import type { ListReader } from '@shared/deal/deal-list-reader';
import type { MemberProfile } from '@shared/discovery/member-profile';
import type { PriceHistoryAnswer } from '@shared/price-history/price-history';
import { unpackPageAnswers } from '@shared/site/page-answers';
import type { StoreDirectory } from '@shared/store/store';
import type { DealWatchers } from '@shared/watch/watch';
import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import { takePageAnswers } from '../page-answers-request';

/** What the server's renderer provides while it draws a page. */
export interface PageAnswerSource {
  /** The database's live deals. */
  reader: ListReader;
  /** The moment the page is drawn at (epoch ms). */
  now: number;
  /** A deal page's price history and last link check, read from the database before the page is drawn. */
  priceHistory?: PriceHistoryAnswer;
  /** Everyone's part of a deal page's discussion (comments, members' reviews, the ended deal), likewise. */
  discussion?: PublicDiscussion;
  /** How many members watch a deal page's product, likewise. */
  watchers?: DealWatchers;
  /** The stores and their live codes, read for the store pages and the search. */
  stores?: StoreDirectory;
  /** A member's public profile, read for their profile's page. */
  profile?: MemberProfile;
  /** Notes the answer to the question `key`, as the page will carry it. */
  note(key: string, answer: unknown): void;
}

export const PageAnswerSourceContext = createContext<PageAnswerSource | null>(null);

interface Adopted {
  at: Date;
  answers: Map<string, unknown>;
}

let adopted: Adopted | null = null;
const listeners = new Set<() => void>();

/**
 * Takes the answers the page names, if it names any; the app's first render waits for this. Resolves
 * false when the page named answers that could not be had (the connection dropped since the page came):
 * its first render then cannot draw the page as the server did, and the deal cache answers.
 */
export async function adoptPageAnswers(): Promise<boolean> {
  try {
    const fetched = await takePageAnswers();
    if (fetched) {
      const answers = unpackPageAnswers(fetched.packed);
      adopted = { at: new Date(fetched.at), answers: new Map(Object.entries(answers)) };
    }
    return true;
  } catch (error) {
    console.warn('The page’s answers could not be fetched; the deal cache answers instead.', error);
    return false;
  }
}

/** The deal cache has synced in this visit: from now on it answers every question. */
export function endPageAnswers(): void {
  if (adopted === null) return;
  adopted = null;
  for (const notify of listeners) notify();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const getAdopted = () => adopted;

/**
 * The page's answers while they are in use. Their end is drawn as a transition: every screen then turns to
 * the cache at once, and drawing that in short slices keeps the page responsive (as an external store's
 * change, it was one long task as the sync landed).
 */
function useAdopted(): Adopted | null {
  const [current, setCurrent] = useState(getAdopted);
  useEffect(() => {
    const follow = () => startTransition(() => setCurrent(getAdopted()));
    // They may have ended between this screen's first render and now.
    follow();
    return subscribe(follow);
  }, []);
  return current;
}

/**
 * The page's answer to the question `key`, or undefined when the deal cache is to be asked. On the server,
 * `ask` answers it from the database's deals (or what else the server read for the page), and the page
 * notes `toCarried(answer)` (the part of the answer the page needs, when the whole is large); an answer
 * that is undefined is not noted.
 */
export function usePageAnswer<T>(
  key: string,
  ask: (reader: ListReader, now: number, source: PageAnswerSource) => T,
  toCarried: (answer: T) => T = (answer) => answer,
): T | undefined {
  const source = useContext(PageAnswerSourceContext);
  const browserAnswers = useAdopted();
  if (source) {
    const answer = ask(source.reader, source.now, source);
    if (answer === undefined) return undefined;
    const carried = toCarried(answer);
    source.note(key, carried);
    return carried;
  }
  return browserAnswers?.answers.get(key) as T | undefined;
}

/** The moment the page's answers are from, while the app uses them. */
export function usePageAnswersTime(): Date | undefined {
  const source = useContext(PageAnswerSourceContext);
  const browserAnswers = useAdopted();
  return source ? new Date(source.now) : browserAnswers?.at;
}

/**
 * The moment a screen's texts ('Expires in 2 days') count from, fixed when it first draws: the page's own
 * moment on a page the server drew, so the app draws the same texts as the server did.
 */
export function useFirstDrawTime(): Date {
  const pageTime = usePageAnswersTime();
  const [now] = useState(() => pageTime ?? new Date());
  return now;
}
