// A page the server drew, as the app finds it: script#page-answers naming the answers it was drawn from,
// and the server answering for them at that address (or not: `unreachable`). The app then takes them as
// its takeover does, before its first render.
import { adoptPageAnswers } from '@lib/db/page-answers';
import { PAGE_ANSWERS_SCRIPT_ID, packPageAnswers, pageAnswersHref } from '@shared/site/page-answers';
import { vi } from 'vitest';

interface Arrival {
  /** Tells the deals among the answers' values, as the server's renderer does (by identity). */
  isDeal?: (value: object) => value is { id: string };
  /** The page's moment. */
  at?: Date;
  /** The server cannot be reached for them (the connection dropped after the page came). */
  unreachable?: boolean;
}

const noDeal = (_value: object): _value is { id: string } => false;

/** Resolves with what adoptPageAnswers() resolves: whether the first render can draw the page. */
export async function arriveWithPageAnswers(
  answers: Record<string, unknown>,
  { isDeal = noDeal, at = new Date(), unreachable = false }: Arrival = {},
): Promise<boolean> {
  const href = pageAnswersHref('/a-drawn-page?page=1', 'version-1');
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_ANSWERS_SCRIPT_ID;
  script.textContent = JSON.stringify({ at: at.toISOString(), href });
  document.body.append(script);
  const packed = JSON.stringify(packPageAnswers(answers, isDeal));
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
    if (unreachable) throw new TypeError('Failed to fetch');
    return url === href
      ? new Response(packed, { headers: { 'content-type': 'application/json' } })
      : new Response(null, { status: 404 });
  });
  try {
    return await adoptPageAnswers();
  } finally {
    fetch.mockRestore();
  }
}
