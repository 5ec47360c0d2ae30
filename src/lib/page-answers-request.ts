// The answers a drawn page was drawn from are not in its HTML: the page names them (script#page-answers)
// and the takeover fetches them (docs/decisions/0034). The entry asks for them together with the takeover's
// code, once the page has painted, so they arrive meanwhile; the app takes them before its first render
// (src/lib/db/page-answers.ts). Kept tiny: it is part of the entry.
import {
  PAGE_ANSWERS_SCRIPT_ID,
  type PackedPageAnswers,
  type PageAnswersReference,
} from '@shared/site/page-answers';

export interface FetchedPageAnswers {
  /** When the server drew the page. */
  at: string;
  packed: PackedPageAnswers;
}

let pending: Promise<FetchedPageAnswers | undefined> | undefined;

async function fetchNamedAnswers(): Promise<FetchedPageAnswers | undefined> {
  const script = document.getElementById(PAGE_ANSWERS_SCRIPT_ID);
  if (!script) return undefined;
  // Read once: a later render of another address never takes this page's answers.
  script.remove();
  const reference = JSON.parse(script.textContent ?? '') as PageAnswersReference;
  const response = await fetch(reference.href);
  if (!response.ok) throw new Error(`${reference.href} answered ${response.status}`);
  return { at: reference.at, packed: (await response.json()) as PackedPageAnswers };
}

/** Starts fetching the answers the page names, if it names any. */
export function requestPageAnswers(): void {
  pending ??= fetchNamedAnswers();
  // A failure is the app's to report, when it takes them.
  pending.catch(() => {});
}

/** The answers the page names (the fetch started earlier, or now); undefined when it names none. */
export function takePageAnswers(): Promise<FetchedPageAnswers | undefined> {
  const answers = pending ?? fetchNamedAnswers();
  pending = undefined;
  return answers;
}
